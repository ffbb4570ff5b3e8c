import { z } from 'zod';
import { busquedaFiltro, opcionFiltro, paginaInput, paginaSchema, siNoFiltro } from './paginas';
import { idOpcional, idSchema } from './validation/id';
import { boundedText, textoMultilinea } from './validation/text';

/*
 * The staff's Alumnos area (issue 25): the students' list with one search box
 * (name, DNI or e-mail) and filters, a student's page with everything the
 * university holds about them, and the deregistration requests with their
 * decision records (RGPD art. 17).
 */

/** A student account's state (alumnos.estado). */
export const ESTADOS_ALUMNO = ['activo', 'bloqueado', 'baja', 'sin_acceso'] as const;
export type EstadoAlumno = (typeof ESTADOS_ALUMNO)[number];

export const ETIQUETAS_ESTADO_ALUMNO: Record<EstadoAlumno, { es: string; en: string }> = {
  activo: { es: 'Activa', en: 'Active' },
  bloqueado: { es: 'Bloqueada', en: 'Blocked' },
  baja: { es: 'Dada de baja', en: 'Closed' },
  sin_acceso: { es: 'Sin acceso', en: 'No access' },
};

/** The list's filters: what the screen keeps in the address (and a later export would take). */
export const filtroAlumnosGestion = z.object({
  /** Words of the name, the DNI/NIE or the e-mail, in any order, accents and case ignored. */
  q: busquedaFiltro,
  /** A degree in the university's records or in the CV. */
  idTitulacion: idOpcional('La titulación no es válida'),
  estado: opcionFiltro(ESTADOS_ALUMNO),
  /** Has (true) or has not (false) an internship proposed, in progress or finished. */
  conPracticas: siNoFiltro,
});
export type FiltroAlumnosGestion = z.output<typeof filtroAlumnosGestion>;

export const ORDENES_ALUMNOS_GESTION = ['nombre', 'recientes'] as const;
export type OrdenAlumnosGestion = (typeof ORDENES_ALUMNOS_GESTION)[number];

export const listaAlumnosGestionInput = filtroAlumnosGestion.extend({
  /** nombre: by surname (default); recientes: the latest sign-ups first. */
  orden: opcionFiltro(ORDENES_ALUMNOS_GESTION),
  ...paginaInput,
});

export const alumnoGestionFilaSchema = z.object({
  idAlumno: z.number().int(),
  nombre: z.string(),
  apellido1: z.string(),
  apellido2: z.string().nullable(),
  dni: z.string(),
  email: z.string(),
  estado: z.enum(ESTADOS_ALUMNO),
  /** The latest degree of the university's records (or of the CV), with how many more there are. */
  titulacion: z.string().nullable(),
  otrasTitulaciones: z.number().int(),
  /** Internships proposed, in progress or finished. */
  practicas: z.number().int(),
  /** ISO instant of the sign-up. */
  fechaAlta: z.string(),
});
export type AlumnoGestionFila = z.output<typeof alumnoGestionFilaSchema>;
export const paginaAlumnosGestionSchema = paginaSchema(alumnoGestionFilaSchema);

const empresaRef = z.object({ id: z.number().int(), nombre: z.string() });

/** Who read a student's CV: a staff member, or a company's contact (and which company). */
export const lectorCvSchema = z.object({
  tipo: z.enum(['gestor', 'empresa']),
  /** The staff member's or the contact's name; null when the account no longer exists. */
  nombre: z.string().nullable(),
  empresa: empresaRef.nullable(),
  /** A staff member acting as the company (god mode). */
  gestorComo: z.string().nullable(),
});

export const ACCIONES_LECTURA_CV = ['cv.lectura', 'cv.pdf', 'cv.documento'] as const;

export const ESTADOS_SOLICITUD_BAJA = ['pendiente', 'aceptada', 'rechazada'] as const;
export type EstadoSolicitudBaja = (typeof ESTADOS_SOLICITUD_BAJA)[number];

/** A deregistration request and, once decided, its decision record. */
export const solicitudBajaSchema = z.object({
  idSolicitud: z.number().int(),
  idAlumno: z.number().int(),
  /** The student's name and e-mail; anonymised once the request is accepted. */
  nombre: z.string(),
  email: z.string(),
  /** The student's words (erased with the rest when accepted). */
  motivo: z.string().nullable(),
  /** ISO instant. */
  creadoEn: z.string(),
  estado: z.enum(ESTADOS_SOLICITUD_BAJA),
  resolucion: z
    .object({
      /** ISO instant. */
      fecha: z.string(),
      gestor: z.string().nullable(),
      /** The legal basis given: why the data are erased, or why the account is kept. */
      baseLegal: z.string().nullable(),
    })
    .nullable(),
});
export type SolicitudBaja = z.output<typeof solicitudBajaSchema>;

/** A student's page: every record the university holds about them, but never a survey's answers. */
export const alumnoGestionSchema = z.object({
  idAlumno: z.number().int(),
  estado: z.enum(ESTADOS_ALUMNO),
  mensajeBloqueo: z.string().nullable(),
  /** ISO instant. */
  fechaAlta: z.string(),
  personales: z.object({
    nombre: z.string(),
    apellido1: z.string(),
    apellido2: z.string().nullable(),
    dni: z.string(),
    email: z.string(),
    telefono: z.string().nullable(),
    /** yyyy-mm-dd */
    fechaNacimiento: z.string().nullable(),
    direccion: z.string().nullable(),
    provincia: z.string().nullable(),
    nacionalidad: z.string().nullable(),
    deLaUniversidad: z.boolean(),
    conPracticas: z.boolean(),
    conEmpleo: z.boolean(),
    busquedaPracticasActiva: z.boolean(),
    busquedaEmpleoActiva: z.boolean(),
    comunicacionesEmail: z.boolean(),
    tieneFoto: z.boolean(),
  }),
  /** The university's records of their degrees. */
  expediente: z.array(
    z.object({
      idTitulacion: z.number().int(),
      titulacion: z.string(),
      finalizado: z.boolean(),
      fechaInicio: z.string().nullable(),
      fechaFin: z.string().nullable(),
      creditosSuperados: z.number().int().nullable(),
      notaMedia: z.number().nullable(),
    }),
  ),
  candidaturas: z.array(
    z.object({
      idCandidatura: z.number().int(),
      idOferta: z.number().int(),
      titulo: z.string(),
      empresa: empresaRef,
      estado: z.number().int(),
      Estado: z.string(),
      /** ISO instant of the application. */
      fecha: z.string(),
    }),
  ),
  practicas: z.array(
    z.object({
      idPractica: z.number().int(),
      empresa: empresaRef,
      tipo: z.string(),
      /** The state as it reads today (in progress past its end reads finished). */
      estado: z.string(),
      fechaInicio: z.string(),
      fechaFin: z.string(),
      programa: z.string().nullable(),
    }),
  ),
  programas: z.array(
    z.object({
      idPrograma: z.number().int(),
      titulo: z.string(),
      /** solicitada | adherida | rechazada */
      estado: z.string(),
      fecha: z.string(),
    }),
  ),
  eventos: z.array(
    z.object({
      idEvento: z.number().int(),
      titulo: z.string(),
      /** ISO instant of the event. */
      fecha: z.string(),
      /** inscrito | espera */
      estado: z.string(),
      inscritoEn: z.string(),
    }),
  ),
  /**
   * The surveys the student answered under their name, and the day. Never an
   * answer; an anonymous submission names nobody, so it is not here either.
   */
  encuestas: z.array(z.object({ idEncuesta: z.number().int(), titulo: z.string(), dia: z.string() })),
  /** The latest 50 notifications sent to them, in the reader's language. */
  notificaciones: z.array(
    z.object({
      idNotificacion: z.number().int(),
      titulo: z.string(),
      texto: z.string(),
      fecha: z.string(),
      leida: z.boolean(),
      importante: z.boolean(),
    }),
  ),
  /** Who read their CV, its PDF or a document (the audited reads), newest first, at most 100. */
  lecturasCv: z.array(
    z.object({
      /** The read's row in the audit trail. */
      id: z.number().int(),
      /** ISO instant. */
      fecha: z.string(),
      accion: z.enum(ACCIONES_LECTURA_CV),
      lector: lectorCvSchema,
    }),
  ),
  /** Their deregistration requests, the latest first; null for a member without administración, who does not read them. */
  solicitudesBaja: z.array(solicitudBajaSchema).nullable(),
});
export type AlumnoGestion = z.output<typeof alumnoGestionSchema>;

export const filtroSolicitudesBaja = z.object({ estado: opcionFiltro(ESTADOS_SOLICITUD_BAJA) });
export const listaSolicitudesBajaInput = filtroSolicitudesBaja.extend(paginaInput);
export const paginaSolicitudesBajaSchema = paginaSchema(solicitudBajaSchema);

export const BASE_LEGAL_MAX = 1000;

/**
 * The decision on a request: accept (the account closes and its personal data
 * are erased) or refuse, which needs the legal basis for keeping the account.
 */
export const resolverSolicitudBajaInput = z
  .object({
    id: idSchema(),
    aceptar: z.boolean({ error: 'Elige aceptar o rechazar' }),
    motivo: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      boundedText(BASE_LEGAL_MAX, textoMultilinea).optional(),
    ),
  })
  .refine((d) => d.aceptar || Boolean(d.motivo), {
    message: 'Explica la base legal para conservar la cuenta',
    path: ['motivo'],
  });
export type ResolverSolicitudBajaDatos = z.output<typeof resolverSolicitudBajaInput>;

export const resolucionBajaSchema = z.object({
  idSolicitud: z.number().int(),
  idAlumno: z.number().int(),
  estado: z.enum(['aceptada', 'rechazada']),
});

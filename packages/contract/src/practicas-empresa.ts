import { z } from 'zod';
import { emailSchema } from './validation/email';
import { base64UploadSchema } from './validation/files';
import { idOpcional, idSchema } from './validation/id';
import { demasiadoLargo, MENSAJES } from './validation/messages';
import { dedicacionSchema, diasSemanaSchema, horasDiaSchema } from './validation/numbers';
import { optionalPhoneSchema } from './validation/phone';
import { optionalText, requiredText, textoMultilinea, textoRequerido } from './validation/text';

/*
 * A company's internship paperwork (issue 13, /documentacion and
 * /solicitar-cambio-practicas): its own documents, the documents each of its
 * interns' internships needs, the university's annexes and information notes,
 * its internships and the change requests it sends the university. The
 * internship itself (`practicas`) is also what the student's side (issue 14)
 * builds on, so its states and kinds live here.
 */

/**
 * Stored states of an internship: proposed (awaiting the university),
 * accepted (waiting for what the law asks before the start: training plan,
 * NUSS, account code, registration; seguimiento-practicas.ts), under way,
 * finished, certified (both final reports and the grade in), a proposal
 * turned down, cancelled. An internship under way whose end date has passed
 * reads as finished, so nothing has to run when a date goes by (as an
 * agreement reads as expired).
 */
export const ESTADOS_PRACTICA = [
  'propuesta',
  'aceptada',
  'en_curso',
  'finalizada',
  'certificada',
  'rechazada',
  'anulada',
] as const;
export type EstadoPractica = (typeof ESTADOS_PRACTICA)[number];

export const etiquetasEstadoPractica: Readonly<Record<EstadoPractica, string>> = {
  propuesta: 'Propuesta, pendiente de la universidad',
  aceptada: 'Aceptada, pendiente de inicio',
  en_curso: 'En curso',
  finalizada: 'Finalizada',
  certificada: 'Certificada',
  rechazada: 'Propuesta rechazada',
  anulada: 'Anulada',
};

/** Curricular internships count towards the degree; extracurricular ones do not (RD 592/2014, art. 4). */
export const TIPOS_PRACTICA = ['curricular', 'extracurricular'] as const;
export type TipoPractica = (typeof TIPOS_PRACTICA)[number];

export const etiquetasTipoPractica: Readonly<Record<TipoPractica, string>> = {
  curricular: 'Curricular',
  extracurricular: 'Extracurricular',
};

/** Who hands in a required document. */
export const APORTANTES_DOCUMENTO = ['empresa', 'alumno'] as const;
export type AportanteDocumento = (typeof APORTANTES_DOCUMENTO)[number];

/** What a company may ask the university to change in one of its internships. */
export const TIPOS_CAMBIO_PRACTICA = ['fechas', 'tutor', 'dedicacion', 'fin_anticipado'] as const;
export type TipoCambioPractica = (typeof TIPOS_CAMBIO_PRACTICA)[number];

export const etiquetasTipoCambioPractica: Readonly<Record<TipoCambioPractica, string>> = {
  fechas: 'Cambio de fechas',
  tutor: 'Cambio de tutor de la empresa',
  dedicacion: 'Cambio de dedicación',
  fin_anticipado: 'Fin anticipado',
};

export const ESTADOS_SOLICITUD_CAMBIO = ['pendiente', 'aceptada', 'rechazada'] as const;
export type EstadoSolicitudCambio = (typeof ESTADOS_SOLICITUD_CAMBIO)[number];

export const etiquetasEstadoSolicitudCambio: Readonly<Record<EstadoSolicitudCambio, string>> = {
  pendiente: 'Pendiente de la universidad',
  aceptada: 'Aceptada',
  rechazada: 'Rechazada',
};

/** A change request's reason and the staff's answer: a textarea. */
export const MOTIVO_CAMBIO_MAX = 2000;
const DESCRIPCION_MAX = 500;
const EXTENSION_MAX = 20;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const fecha = () => z.preprocess(blankToUndefined, z.iso.date({ error: 'La fecha no es válida' }).optional());
const textoLargo = (requerido: boolean) => {
  const base = textoMultilinea({ error: MENSAJES.requerido }).trim();
  return requerido
    ? base.min(1, { error: MENSAJES.requerido, abort: true }).max(MOTIVO_CAMBIO_MAX, demasiadoLargo(MOTIVO_CAMBIO_MAX))
    : base.max(MOTIVO_CAMBIO_MAX, demasiadoLargo(MOTIVO_CAMBIO_MAX));
};

/**
 * A file as spec §3 "Uploaded document" sends it. The extension is checked by
 * the API against the §5 list and against the content (46), the size there
 * too (413 over 2 MB), so they are not field errors here.
 */
export const fichero = {
  ficheroB64ParaAltas: base64UploadSchema,
  extension_adjunto: textoRequerido().max(EXTENSION_MAX, demasiadoLargo(EXTENSION_MAX)),
};

// ─── The company's own documents (documentosAportados, adddoc, deldoc) ──────

/** `adddoc`: a document of the company itself (its insurance policy, tax certificates…). */
export const documentoEmpresaInput = z.object({ nombre: requiredText(1, 150), ...fichero });
export type DocumentoEmpresaInput = z.input<typeof documentoEmpresaInput>;

/** A document the company has given, as /documentacion lists it. */
export const documentoEmpresaSchema = z.object({
  id: z.number().int(),
  /** The file name, with its extension. */
  nombre: z.string(),
  extension: z.string(),
  /** Bytes. */
  tamano: z.number().int(),
  /** dd/mm/yyyy */
  fecha: z.string(),
  /** The contact who uploaded it, when still there. */
  aportadoPor: z.string().nullable(),
  enlace: z.string(),
});
export type DocumentoEmpresa = z.infer<typeof documentoEmpresaSchema>;

// ─── Required documents and those given per internship ──────────────────────

/** A document the internships of a programme (or every internship) need. */
export const documentoRequeridoSchema = z.object({
  idDocumentoRequerido: z.number().int(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  aportadoPor: z.enum(APORTANTES_DOCUMENTO),
  /** Only curricular or only extracurricular internships; null for both. */
  tipoPractica: z.enum(TIPOS_PRACTICA).nullable(),
  /** The template to fill in, when the university gives one. */
  enlacePlantilla: z.string().nullable(),
});
export type DocumentoRequerido = z.infer<typeof documentoRequeridoSchema>;

/** `dameDocumentosPracticasPorPrograma`: one group per programme, and the general one (`idPrograma` null). */
export const documentosPorProgramaSchema = z.object({
  idPrograma: z.number().int().nullable(),
  /** The programme's title; null for the documents every internship needs. */
  programa: z.string().nullable(),
  documentos: z.array(documentoRequeridoSchema),
});

/** A required document of one internship and what has been given for it. */
export const documentoDePracticaSchema = documentoRequeridoSchema.extend({
  entregado: z
    .object({
      id: z.number().int(),
      nombre: z.string(),
      /** dd/mm/yyyy */
      fecha: z.string(),
      aportadoPor: z.enum(['empresa', 'alumno', 'gestor']),
      /** The download, for what the company or the university gave; a student's own document is not the company's to read. */
      enlace: z.string().nullable(),
    })
    .nullable(),
});

/** Who the internship is, as every company list names it: the student's name only, never the DNI or contact data. */
const practicaResumen = {
  idPractica: z.number().int(),
  alumno: z.string(),
  idPrograma: z.number().int().nullable(),
  programa: z.string().nullable(),
  tipo: z.enum(TIPOS_PRACTICA),
  etiquetaTipo: z.string(),
  estado: z.enum(ESTADOS_PRACTICA),
  etiquetaEstado: z.string(),
  /** dd/mm/yyyy */
  fechaInicio: z.string(),
  fechaFin: z.string(),
};

/** `dameDocumentosPracticas`: each internship with the documents it needs. */
export const documentosPracticaSchema = z.object({
  ...practicaResumen,
  documentos: z.array(documentoDePracticaSchema),
});
export type DocumentosPractica = z.infer<typeof documentosPracticaSchema>;

/** `damePracticasConDocumentacion`: each intern with the state of the paperwork. */
export const practicaConDocumentacionSchema = z.object({
  ...practicaResumen,
  requeridos: z.number().int(),
  aportados: z.number().int(),
  /** Required documents the company itself still has to give. */
  pendientesEmpresa: z.number().int(),
  completa: z.boolean(),
});

/** `addDocumentoPracticaEmpresa`: the company gives a required document of one of its interns' internships. */
export const documentoPracticaEmpresaInput = z.object({
  idPractica: idSchema(),
  idDocumentoRequerido: idSchema(),
  /** The file's name; the required document's name when blank. */
  nombre: optionalText(1, 150),
  ...fichero,
});
export type DocumentoPracticaEmpresaInput = z.input<typeof documentoPracticaEmpresaInput>;

// ─── The university's annexes and information notes ─────────────────────────

export const anexoPracticasSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  descripcion: z.string().nullable(),
  nombre: z.string(),
  /** dd/mm/yyyy */
  fecha: z.string(),
  enlace: z.string(),
});
export type AnexoPracticas = z.infer<typeof anexoPracticasSchema>;

/** The current information note of each kind of internship. */
export const notaInformativaSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPOS_PRACTICA),
  etiquetaTipo: z.string(),
  titulo: z.string(),
  nombre: z.string(),
  fecha: z.string(),
  enlace: z.string(),
});
export type NotaInformativa = z.infer<typeof notaInformativaSchema>;

/** Staff publish an annex for every company. */
export const anexoPracticasInput = z.object({
  titulo: requiredText(),
  descripcion: optionalText(3, DESCRIPCION_MAX),
  ...fichero,
});

/** Staff publish the information note of a kind of internship; it replaces the one shown until then. */
export const notaInformativaInput = z.object({
  tipo: z.enum(TIPOS_PRACTICA, { error: MENSAJES.requerido }),
  titulo: requiredText(),
  ...fichero,
});

/**
 * Staff add a document that internships need: of one programme or of every
 * internship (no `idPrograma`), of one kind or both, given by the company or
 * the student, with an optional template (both file fields or neither).
 */
export const documentoRequeridoInput = z
  .object({
    idPrograma: idOpcional(),
    tipoPractica: z.preprocess(blankToUndefined, z.enum(TIPOS_PRACTICA).optional()),
    nombre: requiredText(),
    descripcion: optionalText(3, DESCRIPCION_MAX),
    aportadoPor: z.enum(APORTANTES_DOCUMENTO, { error: MENSAJES.requerido }),
    ficheroB64ParaAltas: base64UploadSchema.optional(),
    extension_adjunto: textoRequerido().max(EXTENSION_MAX, demasiadoLargo(EXTENSION_MAX)).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.ficheroB64ParaAltas === undefined) !== (v.extension_adjunto === undefined)) {
      const campo = v.ficheroB64ParaAltas === undefined ? 'ficheroB64ParaAltas' : 'extension_adjunto';
      ctx.addIssue({ code: 'custom', path: [campo], message: MENSAJES.requerido });
    }
  });

// ─── Internships and change requests ────────────────────────────────────────

/**
 * The values a change request proposes, only those of its kind: dates
 * (yyyy-mm-dd in, dd/mm/yyyy out), the company tutor, the dedication (hours a
 * day, days a week, % of a full working day).
 */
export const valoresCambioSchema = z.object({
  fechaInicio: z.string().optional(),
  fechaFin: z.string().optional(),
  tutorNombre: z.string().optional(),
  tutorEmail: z.string().optional(),
  tutorTelefono: z.string().optional(),
  horasDia: z.number().optional(),
  numeroDiasSemana: z.number().int().optional(),
  tiempoDedicacionJornada: z.number().optional(),
});
export type ValoresCambio = z.infer<typeof valoresCambioSchema>;

/**
 * `solictitarAccionSobrePractica` (the spec's spelling): one change with its
 * reason. Each kind requires its own values; the service answers the rest
 * (27 dates the wrong way round, 8 the same values or a request of that kind
 * still open).
 */
export const solicitudCambioPracticaInput = z
  .object({
    idPractica: idSchema(),
    tipo: z.enum(TIPOS_CAMBIO_PRACTICA, { error: MENSAJES.requerido }),
    fechaInicio: fecha(),
    fechaFin: fecha(),
    tutorNombre: optionalText(),
    tutorEmail: z.preprocess(blankToUndefined, emailSchema.optional()),
    tutorTelefono: optionalPhoneSchema,
    horasDia: z.preprocess(blankToUndefined, horasDiaSchema.optional()),
    numeroDiasSemana: z.preprocess(blankToUndefined, diasSemanaSchema.optional()),
    tiempoDedicacionJornada: z.preprocess(blankToUndefined, dedicacionSchema.optional()),
    motivo: textoLargo(true),
  })
  .superRefine((v, ctx) => {
    const requeridos: Record<TipoCambioPractica, (keyof typeof v)[]> = {
      fechas: ['fechaInicio', 'fechaFin'],
      tutor: ['tutorNombre', 'tutorEmail'],
      dedicacion: ['horasDia', 'numeroDiasSemana'],
      fin_anticipado: ['fechaFin'],
    };
    for (const campo of requeridos[v.tipo] ?? []) {
      if (v[campo] === undefined || v[campo] === '') ctx.addIssue({ code: 'custom', path: [campo], message: MENSAJES.requerido });
    }
  });
export type SolicitudCambioPracticaInput = z.input<typeof solicitudCambioPracticaInput>;

/** A change request as the company and staff read it. */
export const solicitudCambioSchema = z.object({
  idSolicitud: z.number().int(),
  idPractica: z.number().int(),
  tipo: z.enum(TIPOS_CAMBIO_PRACTICA),
  etiquetaTipo: z.string(),
  valores: valoresCambioSchema,
  motivo: z.string(),
  estado: z.enum(ESTADOS_SOLICITUD_CAMBIO),
  etiquetaEstado: z.string(),
  /** dd/mm/yyyy */
  fecha: z.string(),
  respuesta: z.string().nullable(),
  fechaRespuesta: z.string().nullable(),
});
export type SolicitudCambio = z.infer<typeof solicitudCambioSchema>;

/** `damePracticas`: the company's internship with what it may still ask to change. */
export const practicaEmpresaSchema = z.object({
  ...practicaResumen,
  oferta: z.object({ titulo: z.string(), urlAcceso: z.string() }).nullable(),
  finAnticipado: z.boolean(),
  tutor: z.object({ nombre: z.string().nullable(), email: z.string().nullable(), telefono: z.string().nullable() }),
  tutorAcademico: z.object({ nombre: z.string().nullable(), email: z.string().nullable() }),
  horasDia: z.number().nullable(),
  numeroDiasSemana: z.number().int().nullable(),
  tiempoDedicacionJornada: z.number().nullable(),
  horasTotales: z.number().int().nullable(),
  tareas: z.string().nullable(),
  /** The kinds of change the company may ask now (none without the brand's canCambiarPracticas). */
  cambiosPosibles: z.array(z.enum(TIPOS_CAMBIO_PRACTICA)),
  /** Its change requests, newest first. */
  solicitudes: z.array(solicitudCambioSchema),
});
export type PracticaEmpresa = z.infer<typeof practicaEmpresaSchema>;

/** A change request awaiting the university, as staff list them. */
export const solicitudCambioPendienteSchema = solicitudCambioSchema.extend({
  empresa: z.object({ idEmpresa: z.number().int(), cif: z.string(), nombre: z.string() }),
  contacto: z.string().nullable(),
  alumno: z.string(),
  /** The internship's values now, to compare with the proposed ones. */
  actuales: valoresCambioSchema,
});
export type SolicitudCambioPendiente = z.infer<typeof solicitudCambioPendienteSchema>;

/** Staff accept or reject a change request; a rejection needs the answer the company reads. */
export const resolucionCambioInput = z
  .object({
    id: idSchema(),
    aceptar: z.boolean({ error: MENSAJES.requerido }),
    respuesta: textoLargo(false).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.aceptar && !v.respuesta) ctx.addIssue({ code: 'custom', path: ['respuesta'], message: MENSAJES.requerido });
  });

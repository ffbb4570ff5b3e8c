import { z } from 'zod';
import { actividadFilaSchema } from './actividad';
import { TEXTO_MIN } from './constants';
import { ESTADOS_CONVENIO } from './convenios';
import { busquedaFiltro, fechaFiltro, opcionFiltro, paginaInput, paginaSchema, siNoFiltro } from './paginas';
import { ESTADOS_PRACTICA, TIPOS_PRACTICA } from './practicas-empresa';
import { idOpcional, idSchema } from './validation/id';
import { requiredText, textoMultilinea } from './validation/text';

/*
 * The staff's Empresas area (issue 25): every company with search and
 * filters, paged by cursor; a company's page with everything the university
 * keeps of it; and blocking / unblocking a validated company. Validating and
 * rejecting a sign-up stay validarEmpresa / rechazarEmpresa (alta-empresa).
 */

/** A company's states (empresas.estado): a sign-up waits, is validated or rejected; a validated one may be blocked. */
export const ESTADOS_EMPRESA = ['pendiente', 'validada', 'rechazada', 'bloqueada'] as const;
export type EstadoEmpresa = (typeof ESTADOS_EMPRESA)[number];

export const ETIQUETAS_ESTADO_EMPRESA: Record<EstadoEmpresa, { es: string; en: string }> = {
  pendiente: { es: 'Pendiente de validación', en: 'Awaiting validation' },
  validada: { es: 'Validada', en: 'Validated' },
  rechazada: { es: 'Rechazada', en: 'Rejected' },
  bloqueada: { es: 'Bloqueada', en: 'Blocked' },
};

/** The list's filters: what the screen keeps in its address and the API reads. */
export const filtroEmpresasGestion = z.object({
  /** Name, trade name or CIF. */
  q: busquedaFiltro,
  estado: opcionFiltro(ESTADOS_EMPRESA),
  idProvincia: idOpcional(),
  idSector: idOpcional(),
  /** Signed up on or after / on or before (yyyy-mm-dd, Madrid). */
  desde: fechaFiltro,
  hasta: fechaFiltro,
  /** With at least one offer (not deleted), or with none. */
  conOfertas: siNoFiltro,
  /** With at least one agreement (any state), or with none. */
  conConvenios: siNoFiltro,
});
export type FiltroEmpresasGestion = z.output<typeof filtroEmpresasGestion>;

/** Newest sign-ups first (the default), oldest first (the validation queue), or by name. */
export const ORDENES_EMPRESAS_GESTION = ['recientes', 'antiguas', 'nombre'] as const;
export type OrdenEmpresasGestion = (typeof ORDENES_EMPRESAS_GESTION)[number];

export const listaEmpresasGestionInput = filtroEmpresasGestion.extend({
  orden: opcionFiltro(ORDENES_EMPRESAS_GESTION),
  ...paginaInput,
});

export const empresaGestionFilaSchema = z.object({
  idEmpresa: z.number().int(),
  cif: z.string(),
  nombre: z.string(),
  nombreComercial: z.string().nullable(),
  estado: z.enum(ESTADOS_EMPRESA),
  idProvincia: z.number().int().nullable(),
  /** The listed province's name, or the one typed in for a company abroad. */
  provincia: z.string().nullable(),
  localidad: z.string().nullable(),
  idSector: z.number().int().nullable(),
  sector: z.string().nullable(),
  /** dd/mm/yyyy */
  fechaAlta: z.string(),
  /** Offers that are not deleted. */
  ofertas: z.number().int(),
  convenios: z.number().int(),
});
export type EmpresaGestionFila = z.output<typeof empresaGestionFilaSchema>;
export const paginaEmpresasGestionSchema = paginaSchema(empresaGestionFilaSchema);

// ─── A company's page ───────────────────────────────────────────────────────

const ESTADOS_CONTACTO = ['activo', 'bloqueado', 'baja', 'sin_acceso'] as const;

export const contactoGestionSchema = z.object({
  idContacto: z.number().int(),
  nick: z.string(),
  nombre: z.string(),
  apellidos: z.string(),
  cargo: z.string().nullable(),
  email: z.string().nullable(),
  telefono: z.string().nullable(),
  estado: z.enum(ESTADOS_CONTACTO),
  /** false until the contact sets a password from the mailed link. */
  conPassword: z.boolean(),
  /** ISO instant of the contact's latest audited action, or null when the trail has none. */
  ultimaActividad: z.string().nullable(),
});

export const ofertaDeEmpresaSchema = z.object({
  idOferta: z.number().int(),
  titulo: z.string(),
  idPerfil: z.number().int(),
  idEstado: z.number().int(),
  Estado: z.string(),
  /** dd/mm/yyyy */
  fechaCreacion: z.string(),
});

export const convenioDeEmpresaSchema = z.object({
  idConvenio: z.number().int(),
  /** At query time: an agreement past its expiry date reads as `caducado` (unless rejected). */
  estado: z.enum(ESTADOS_CONVENIO),
  /** dd/mm/yyyy */
  fechaAlta: z.string(),
  fechaCaducidad: z.string(),
  firmadoEn: z.string().nullable(),
  firmante: z.string(),
});

export const practicaDeEmpresaSchema = z.object({
  idPractica: z.number().int(),
  alumno: z.string(),
  tipo: z.enum(TIPOS_PRACTICA),
  /** At query time: under way past its end date reads as finished. */
  estado: z.enum(ESTADOS_PRACTICA),
  programa: z.string().nullable(),
  /** dd/mm/yyyy */
  fechaInicio: z.string(),
  fechaFin: z.string(),
});

export const documentoDeEmpresaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  extension: z.string(),
  /** Bytes. */
  tamano: z.number().int(),
  /** dd/mm/yyyy */
  fecha: z.string(),
  /** The contact who uploaded it, when still there. */
  aportadoPor: z.string().nullable(),
  /** The staff's download (GET /api/Gestion/descargaDocumentoEmpresa/:id). */
  enlace: z.string(),
});

/** The decisions on a company the audit trail keeps, by their action (`empresa.<decision>`). */
export const DECISIONES_EMPRESA = ['solicitud', 'validacion', 'rechazo', 'reenvio', 'bloqueo', 'desbloqueo'] as const;
export type DecisionEmpresa = (typeof DECISIONES_EMPRESA)[number];

export const decisionEmpresaSchema = z.object({
  id: z.number().int(),
  decision: z.enum(DECISIONES_EMPRESA),
  /** ISO instant. */
  fecha: z.string(),
  /** Who decided: a staff member, or the company's contact for a sign-up or a resubmission. */
  quien: z.object({ tipo: z.string(), id: z.number().int().nullable(), nombre: z.string().nullable() }),
  /** The reason as the company read it (a rejection) or as staff wrote it (a block). */
  motivo: z.string().nullable(),
  /** A rejection's structured reason (MOTIVOS_RECHAZO_EMPRESA), when it had one. */
  idMotivo: z.string().nullable(),
});
export type DecisionEmpresaFila = z.output<typeof decisionEmpresaSchema>;

export const ULTIMAS_OFERTAS = 20;
export const ULTIMAS_PRACTICAS = 50;
export const ULTIMA_ACTIVIDAD = 10;

export const empresaGestionSchema = z.object({
  empresa: z.object({
    idEmpresa: z.number().int(),
    cif: z.string(),
    nombre: z.string(),
    nombreComercial: z.string().nullable(),
    estado: z.enum(ESTADOS_EMPRESA),
    descripcion: z.string().nullable(),
    idSector: z.number().int().nullable(),
    sector: z.string().nullable(),
    idTipoEmpresa: z.number().int().nullable(),
    tipoEmpresa: z.string().nullable(),
    startup: z.boolean(),
    direccion: z.string().nullable(),
    cp: z.string().nullable(),
    localidad: z.string().nullable(),
    idProvincia: z.number().int().nullable(),
    provincia: z.string().nullable(),
    idPais: z.number().int(),
    pais: z.string().nullable(),
    telefono: z.string().nullable(),
    web: z.string().nullable(),
    /** dd/mm/yyyy */
    fechaAlta: z.string(),
    /** When the university last decided on the sign-up (dd/mm/yyyy). */
    fechaRevision: z.string().nullable(),
    /** The reason of the rejection, while rejected. */
    motivoRechazo: z.string().nullable(),
    /** The reason of the block, while blocked (from the block's audit row). */
    motivoBloqueo: z.string().nullable(),
  }),
  contactos: z.array(contactoGestionSchema),
  ofertas: z.object({
    total: z.number().int(),
    /** How many offers the company has in each state (only states it has). */
    porEstado: z.array(z.object({ idEstado: z.number().int(), Estado: z.string(), total: z.number().int() })),
    /** The latest ULTIMAS_OFERTAS, newest first. */
    ultimas: z.array(ofertaDeEmpresaSchema),
  }),
  convenios: z.array(convenioDeEmpresaSchema),
  practicas: z.object({
    total: z.number().int(),
    /** The latest ULTIMAS_PRACTICAS by start date. */
    ultimas: z.array(practicaDeEmpresaSchema),
  }),
  documentos: z.array(documentoDeEmpresaSchema),
  /** Sign-up, validation, rejection, resubmission, block and unblock, newest first. */
  decisiones: z.array(decisionEmpresaSchema),
  /** The latest ULTIMA_ACTIVIDAD audit rows on the company, newest first (the rest in /gestion/actividad). */
  actividad: z.array(actividadFilaSchema),
});
export type EmpresaGestion = z.output<typeof empresaGestionSchema>;

export const MOTIVO_BLOQUEO_MAX = 1000;

/** Blocking a validated company: its contacts' sessions end at once; the reason stays in the audit trail. */
export const bloquearEmpresaInput = z.object({
  id: idSchema(),
  motivo: requiredText(TEXTO_MIN, MOTIVO_BLOQUEO_MAX, textoMultilinea),
});
export type BloquearEmpresaDatos = z.output<typeof bloquearEmpresaInput>;

export const decisionBloqueoSchema = z.object({ idEmpresa: z.number().int(), estado: z.enum(ESTADOS_EMPRESA) });

import { z } from 'zod';
import type { PermisoDeArea } from './permisos';
import { toNumber } from './validation/numbers';

/**
 * The staff's work queue (issue 25): what waits for the university, by kind.
 * Each member sees the kinds their permissions read.
 */
export const TIPOS_PENDIENTE = [
  'empresas',
  'ofertas',
  'convenios',
  'adhesiones',
  'propuestas',
  'cambios',
  'bajas',
  'centros',
] as const;
export type TipoPendiente = (typeof TIPOS_PENDIENTE)[number];

export const PERMISO_DE_PENDIENTE: Record<TipoPendiente, PermisoDeArea> = {
  empresas: 'empresas:leer',
  ofertas: 'empresas:leer',
  convenios: 'practicas:leer',
  adhesiones: 'practicas:leer',
  propuestas: 'practicas:leer',
  cambios: 'practicas:leer',
  bajas: 'administracion:leer',
  centros: 'practicas:leer',
};

export const ETIQUETAS_PENDIENTE: Record<TipoPendiente, { es: string; en: string }> = {
  empresas: { es: 'Empresas por validar', en: 'Companies to validate' },
  ofertas: { es: 'Ofertas por validar', en: 'Offers to validate' },
  convenios: { es: 'Convenios firmados por revisar', en: 'Signed agreements to review' },
  adhesiones: { es: 'Adhesiones a programas', en: 'Programme adhesions' },
  propuestas: { es: 'Propuestas de prácticas', en: 'Internship proposals' },
  cambios: { es: 'Solicitudes de cambio de prácticas', en: 'Internship change requests' },
  bajas: { es: 'Solicitudes de baja', en: 'Deletion requests' },
  centros: { es: 'Solicitudes a centros educativos sin respuesta', en: 'Unanswered education-centre requests' },
};

export const pendienteSchema = z.array(
  z.object({
    tipo: z.enum(TIPOS_PENDIENTE),
    total: z.number().int(),
    /** ISO instant of the oldest waiting item, null when none waits. */
    desde: z.string().nullable(),
  }),
);
export type Pendiente = z.output<typeof pendienteSchema>;

/**
 * Who decides each kind in place on the staff home, and with which permission: the area's `cambiar`.
 * Deletion requests are answered on the students' screen (RGPD rules of decision records), and requests to
 * education centres by the company that answers for the centre: the home shows them without a decision.
 */
export const DECISION_DE_PENDIENTE: Record<TipoPendiente, PermisoDeArea | null> = {
  empresas: 'empresas:cambiar',
  ofertas: 'empresas:cambiar',
  convenios: 'practicas:cambiar',
  adhesiones: 'practicas:cambiar',
  propuestas: 'practicas:cambiar',
  cambios: 'practicas:cambiar',
  bajas: null,
  centros: null,
};

/** How many of a kind's oldest items the home opens in place, and the most one call gives. */
export const PRIMEROS_PENDIENTE = 10;
export const PRIMEROS_PENDIENTE_MAX = 50;

const TAMANO_NO_VALIDO = `El número de elementos va de 1 a ${PRIMEROS_PENDIENTE_MAX}`;

export const primerosPendienteInput = z.object({
  tipo: z.enum(TIPOS_PENDIENTE, { error: 'El tipo de pendiente no es válido' }),
  tamano: z.preprocess(
    toNumber,
    z
      .number({ error: TAMANO_NO_VALIDO })
      .int(TAMANO_NO_VALIDO)
      .min(1, TAMANO_NO_VALIDO)
      .max(PRIMEROS_PENDIENTE_MAX, TAMANO_NO_VALIDO)
      .default(PRIMEROS_PENDIENTE),
  ),
});

/** ISO instant since which the item waits: what orders the queue, oldest first. */
const desde = z.string();
const empresaBreve = z.object({ id: z.number().int(), nombre: z.string() });

/**
 * One waiting item with what its decision needs and what the member reads before deciding. The rows are
 * exactly those the kind's count counts (pendienteGestion), so the list and the number never disagree.
 */
export const elementoPendienteSchema = z.discriminatedUnion('tipo', [
  z.object({
    tipo: z.literal('empresas'),
    desde,
    idEmpresa: z.number().int(),
    nombre: z.string(),
    nombreComercial: z.string().nullable(),
    cif: z.string(),
    /** The sign-up's contact (the first), who gets the set-password link on validation. */
    contacto: z.object({ nombre: z.string(), email: z.string().nullable() }).nullable(),
  }),
  z.object({
    tipo: z.literal('ofertas'),
    desde,
    idOferta: z.number().int(),
    titulo: z.string(),
    idPerfil: z.number().int(),
    /** Its company, and whether the university has validated it yet. */
    empresa: empresaBreve.extend({ validada: z.boolean() }),
    /** yyyy-mm-dd */
    fechaLimite: z.string().nullable(),
  }),
  z.object({
    tipo: z.literal('convenios'),
    desde,
    idConvenio: z.number().int(),
    referencia: z.string(),
    empresa: empresaBreve,
    firmante: z.string(),
    /** yyyy-mm-dd */
    fechaCaducidad: z.string(),
  }),
  z.object({
    tipo: z.literal('adhesiones'),
    desde,
    idPrograma: z.number().int(),
    programa: z.string(),
    adherente: z.enum(['alumno', 'empresa']),
    idAdherente: z.number().int(),
    nombre: z.string(),
  }),
  z.object({
    tipo: z.literal('propuestas'),
    desde,
    idSolicitud: z.number().int(),
    origen: z.enum(['alumno', 'empresa']),
    alumno: z.string(),
    empresa: z.string(),
    tipoPractica: z.string(),
    /** yyyy-mm-dd */
    fechaInicio: z.string().nullable(),
    fechaFin: z.string().nullable(),
  }),
  z.object({
    tipo: z.literal('cambios'),
    desde,
    idSolicitud: z.number().int(),
    idPractica: z.number().int(),
    tipoCambio: z.string(),
    alumno: z.string(),
    empresa: z.string(),
    motivo: z.string(),
  }),
  z.object({
    tipo: z.literal('bajas'),
    desde,
    idSolicitud: z.number().int(),
    alumno: z.string(),
  }),
  z.object({
    tipo: z.literal('centros'),
    desde,
    idSolicitud: z.number().int(),
    alumno: z.string(),
    centro: z.string(),
    /** The company that answers for the centre, null when none does yet. */
    empresa: z.string().nullable(),
  }),
]);
export type ElementoPendiente = z.output<typeof elementoPendienteSchema>;
export type ElementoPendienteDe<T extends TipoPendiente> = Extract<ElementoPendiente, { tipo: T }>;

/** The head of one kind's queue: its oldest items and how many wait in all. */
export const primerosPendienteSchema = z.object({
  tipo: z.enum(TIPOS_PENDIENTE),
  total: z.number().int(),
  items: z.array(elementoPendienteSchema),
});
export type PrimerosPendiente = z.output<typeof primerosPendienteSchema>;

import { z } from 'zod';
import { ofertaEmpleoSchema } from './oferta-form';
import { busquedaFiltro, fechaFiltro, opcionFiltro, paginaInput, paginaSchema, siNoFiltro } from './paginas';
import { ESTADOS_OFERTA } from './procesos';
import { idOpcional, idSchema } from './validation/id';
import { toNumber } from './validation/numbers';
import { boundedText, textoMultilinea } from './validation/text';

/*
 * The staff's offers list and its bulk decisions (issue 25): one filter for
 * the list, the bulk action "everything matching" and, later, its CSV.
 */

/** Why the university declines an offer: a closed list the company reads in its language, plus "other" with text. */
export const MOTIVOS_RECHAZO_OFERTA = [
  'salarioBajoMinimo',
  'costeParaElCandidato',
  'intermediario',
  'descripcionIncompleta',
  'noParaNuestrosEstudiantes',
  'otro',
] as const;
export type MotivoRechazoOferta = (typeof MOTIVOS_RECHAZO_OFERTA)[number];

export const ETIQUETAS_MOTIVO_RECHAZO_OFERTA: Record<MotivoRechazoOferta, { es: string; en: string }> = {
  salarioBajoMinimo: { es: 'La retribución está por debajo del mínimo legal', en: 'The pay is below the legal minimum' },
  costeParaElCandidato: {
    es: 'Pide un pago o una inversión a quien se inscribe',
    en: 'It asks applicants for a payment or an investment',
  },
  intermediario: {
    es: 'La publica una agencia o intermediario sin decir para qué empresa',
    en: 'It is posted by an agency or recruiter without naming the employer',
  },
  descripcionIncompleta: {
    es: 'La descripción no dice las tareas, el horario o las condiciones',
    en: 'The description lacks the tasks, the hours or the conditions',
  },
  noParaNuestrosEstudiantes: {
    es: 'No encaja con los estudios de la universidad',
    en: 'It does not fit the university’s degrees',
  },
  otro: { es: 'Otro motivo', en: 'Another reason' },
};

export const MOTIVO_DETALLE_MAX = 1000;

/** A structured reason; "otro" needs its text, the others may add one. */
export const motivoRechazoOfertaSchema = z
  .object({
    idMotivo: z.enum(MOTIVOS_RECHAZO_OFERTA, { error: 'Elige un motivo' }),
    detalle: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      boundedText(MOTIVO_DETALLE_MAX, textoMultilinea).optional(),
    ),
  })
  .refine((m) => m.idMotivo !== 'otro' || Boolean(m.detalle), {
    message: 'Explica el motivo',
    path: ['detalle'],
  });
export type MotivoRechazoOfertaDatos = z.output<typeof motivoRechazoOfertaSchema>;

const estadoFiltro = z.preprocess(
  toNumber,
  z
    .number({ error: 'El estado no es válido' })
    .int('El estado no es válido')
    .min(1, 'El estado no es válido')
    .max(9, 'El estado no es válido')
    .refine((n) => (ESTADOS_OFERTA as readonly number[]).includes(n), 'El estado no es válido')
    .optional(),
);
const perfilFiltro = z.preprocess(
  toNumber,
  z.union([z.literal(1), z.literal(2)], { error: 'El perfil no es válido' }).optional(),
);

/** The offers list's filters: what the screen, the bulk action and the export share. */
export const filtroOfertasGestion = z.object({
  estado: estadoFiltro,
  q: busquedaFiltro,
  idEmpresa: idOpcional(),
  idPerfil: perfilFiltro,
  /** Created on or after / on or before (yyyy-mm-dd, Madrid). */
  desde: fechaFiltro,
  hasta: fechaFiltro,
  /** Resubmitted by the company after the university asked for changes (true), or never resubmitted (false). */
  reenviada: siNoFiltro,
});
export type FiltroOfertasGestion = z.output<typeof filtroOfertasGestion>;

export const ORDENES_OFERTAS_GESTION = ['antiguas', 'recientes'] as const;

export const listaOfertasGestionInput = filtroOfertasGestion.extend({
  orden: opcionFiltro(ORDENES_OFERTAS_GESTION),
  ...paginaInput,
});

export const ofertaGestionFilaSchema = z.object({
  idOferta: z.number().int(),
  urlAcceso: z.string(),
  titulo: z.string(),
  idPerfil: z.number().int(),
  idEstado: z.number().int(),
  Estado: z.string(),
  empresa: z.object({ id: z.number().int(), nombre: z.string(), cif: z.string() }),
  /** dd/mm/yyyy */
  fechaCreacion: z.string(),
  fechaLimite: z.string().nullable(),
  /** Times the company resubmitted it after the university asked for changes (0 or 1, decision 039). */
  reenvios: z.number().int(),
});
export type OfertaGestionFila = z.output<typeof ofertaGestionFilaSchema>;
export const paginaOfertasGestionSchema = paginaSchema(ofertaGestionFilaSchema);

export const LOTE_MAX_IDS = 1000;
/** How long "Deshacer" can undo a bulk decision. */
export const DESHACER_LOTE_MS = 10_000;

/**
 * A bulk decision over pending offers: a selection of ids, or everything the
 * filter matches (only pending offers are ever touched). Declining needs a
 * structured reason.
 */
export const ofertasEnBloqueInput = z
  .object({
    decision: z.enum(['validar', 'rechazar'], { error: 'Elige validar o rechazar' }),
    ids: z
      .array(idSchema())
      .min(1, 'Selecciona al menos una oferta')
      .max(LOTE_MAX_IDS, `Como mucho ${LOTE_MAX_IDS} ofertas seleccionadas; usa «todas las que coinciden»`)
      .optional(),
    filtro: filtroOfertasGestion.optional(),
    motivo: motivoRechazoOfertaSchema.optional(),
  })
  .refine((b) => (b.ids === undefined) !== (b.filtro === undefined), {
    message: 'Elige una selección o un filtro',
    path: ['ids'],
  })
  .refine((b) => b.decision !== 'rechazar' || b.motivo !== undefined, { message: 'Elige un motivo', path: ['motivo'] });
export type OfertasEnBloqueDatos = z.output<typeof ofertasEnBloqueInput>;

export const RAZONES_OMISION = ['incompleta', 'plazoPasado', 'noPendiente'] as const;

export const loteOfertasSchema = z.object({
  idLote: z.number().int(),
  afectadas: z.number().int(),
  /** Matching offers left as they were, with why (an incomplete offer cannot be published); at most 100 listed. */
  omitidas: z.array(z.object({ idOferta: z.number().int(), titulo: z.string(), razon: z.enum(RAZONES_OMISION) })),
  totalOmitidas: z.number().int(),
  /** ISO instant until which "Deshacer" works. */
  deshacerHasta: z.string(),
});
export type LoteOfertas = z.output<typeof loteOfertasSchema>;

export const deshacerLoteSchema = z.object({
  idLote: z.number().int(),
  restauradas: z.number().int(),
  /** Offers changed again since the batch, which the undo leaves as they are. */
  cambiadasDespues: z.number().int(),
});

/*
 * Asking for changes and correcting a typo (decision 039). Changes are asked with the same structured
 * reasons as a rejection; a correction touches only the texts students read, each checked by the offer
 * form's own rule for that field.
 */

/** The changes the university asked for, as the company and staff read them (labels from ETIQUETAS_MOTIVO_RECHAZO_OFERTA). */
export const cambiosPedidosSchema = z.object({
  idMotivo: z.enum(MOTIVOS_RECHAZO_OFERTA),
  /** The staff member's own words, shown as written in either language. */
  detalle: z.string().nullable(),
  /** dd/mm/yyyy */
  fecha: z.string(),
});
export type CambiosPedidos = z.output<typeof cambiosPedidosSchema>;

/** POST /api/Gestion/pedirCambiosOferta: the offer goes back to the company with the reason. */
export const pedirCambiosOfertaInput = z.object({ idOferta: idSchema(), motivo: motivoRechazoOfertaSchema });
export type PedirCambiosOfertaDatos = z.output<typeof pedirCambiosOfertaInput>;

/** The offer's free texts staff may correct, in the form's names and order. */
export const CAMPOS_CORREGIBLES_OFERTA = [
  'titulo',
  'puestoTrabajo',
  'departamento',
  'descripcion',
  'tareasAdesarrollar',
  'requisitos',
  'horario',
  'localidad',
  'documentacionNecesaria',
] as const;
export type CampoCorregibleOferta = (typeof CAMPOS_CORREGIBLES_OFERTA)[number];

/** The fields' names as the company's form shows them, for the notification and the staff's diff. */
export const ETIQUETAS_CAMPO_CORREGIBLE: Record<CampoCorregibleOferta, { es: string; en: string }> = {
  titulo: { es: 'Título', en: 'Title' },
  puestoTrabajo: { es: 'Puesto de trabajo', en: 'Job title' },
  departamento: { es: 'Departamento', en: 'Department' },
  descripcion: { es: 'Descripción', en: 'Description' },
  tareasAdesarrollar: { es: 'Tareas a desarrollar', en: 'Tasks' },
  requisitos: { es: 'Requisitos', en: 'Requirements' },
  horario: { es: 'Horario', en: 'Working hours' },
  localidad: { es: 'Localidad', en: 'Town' },
  documentacionNecesaria: { es: 'Documentación necesaria', en: 'Documents required' },
};

export const NO_VACIAR_AL_CORREGIR = 'Una corrección no deja el campo vacío';

/**
 * One field of a correction: the form's own rule (length, characters), and never blank. Emptying an
 * optional text changes what the offer says, which is what "Pedir cambios" is for.
 */
const corregible = (campo: CampoCorregibleOferta) => {
  const regla: z.ZodType<string | undefined> = ofertaEmpleoSchema.shape[campo];
  return regla.refine((v) => typeof v === 'string' && v !== '', { error: NO_VACIAR_AL_CORREGIR }).optional();
};

/** The corrected fields (at least one); any other key is refused rather than dropped. */
export const cambiosOfertaSchema = z
  .strictObject(
    {
      titulo: corregible('titulo'),
      puestoTrabajo: corregible('puestoTrabajo'),
      departamento: corregible('departamento'),
      descripcion: corregible('descripcion'),
      tareasAdesarrollar: corregible('tareasAdesarrollar'),
      requisitos: corregible('requisitos'),
      horario: corregible('horario'),
      localidad: corregible('localidad'),
      documentacionNecesaria: corregible('documentacionNecesaria'),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? 'Solo se corrigen los textos de la oferta' : 'Indica los campos corregidos',
    },
  )
  .refine((c) => Object.values(c).some((v) => v !== undefined), { error: 'Corrige al menos un campo' });
export type CambiosOferta = z.output<typeof cambiosOfertaSchema>;

/** POST /api/Gestion/corregirYValidarOferta. */
export const corregirYValidarOfertaInput = z.object({ idOferta: idSchema(), cambios: cambiosOfertaSchema });

/** A correction's audit detail: each changed field's text before and after. */
export type DiffCorreccion = Partial<Record<CampoCorregibleOferta, { antes: string | null; despues: string }>>;

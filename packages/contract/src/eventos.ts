import { z } from 'zod';
import { busquedaFiltro, opcionFiltro, paginaInput, paginaSchema } from './paginas';
import { base64UploadSchema } from './validation/files';
import { idSchema, urlAccesoSchema } from './validation/id';
import { MENSAJES } from './validation/messages';
import { numberField } from './validation/numbers';
import { boundedText, optionalText, requiredText, texto, textoMultilinea } from './validation/text';
import { isValidUrl } from './validation/url';

/*
 * Events (issue 15, spec §3 Event, §4 expiry, §7 Events, §8 74–78 and 532):
 * job fairs, workshops and talks the careers office publishes. A student
 * registers (532); when the event is full they join its waiting list and are
 * told their place, and the first waiting is promoted when a place frees.
 * Dates leave the API as ISO instants (the web shows them in Madrid's time).
 */

/** Who an event is for: anyone, current students only (77 for a graduate), graduates only (78 for a current student). */
export const DIRIGIDO_A = ['todos', 'estudiantes', 'titulados'] as const;
export type DirigidoA = (typeof DIRIGIDO_A)[number];

/** The reader's registration: none, registered, or waiting (with the place in the queue). */
export const ESTADOS_INSCRIPCION_EVENTO = ['inscrito', 'espera'] as const;
export type EstadoInscripcionEvento = (typeof ESTADOS_INSCRIPCION_EVENTO)[number];

export const categoriaEventoSchema = z.object({ slug: z.string(), nombre: z.string() });
export type CategoriaEvento = z.infer<typeof categoriaEventoSchema>;

/** What anyone may read of an event (the anonymous public page too): nothing about any user. */
export const eventoPublicoSchema = z.object({
  idEvento: z.number().int(),
  urlAcceso: z.string(),
  titulo: z.string(),
  entradilla: z.string().nullable(),
  descripcion: z.string().nullable(),
  lugar: z.string().nullable(),
  /** ISO instant of the start; `fechaFin` the end, when known. */
  fecha: z.string(),
  fechaFin: z.string().nullable(),
  categoria: categoriaEventoSchema,
  destacado: z.boolean(),
  /** The spec's spelling. A web address or a brand asset (/marca/…). */
  ulrImagenPrincipal: z.string().nullable(),
  dirigidoA: z.enum(DIRIGIDO_A),
  /** The event takes registrations (false: 75). */
  inscripcion: z.boolean(),
  /** Capacity; null is unlimited. */
  plazas: z.number().int().nullable(),
  /** Places left (null when unlimited or when it takes no registrations). */
  plazasLibres: z.number().int().nullable(),
  /** Its date is before now (spec §4): shown marked, not registrable (74). */
  caducado: z.boolean(),
  publico: z.boolean(),
});
export type EventoPublico = z.infer<typeof eventoPublicoSchema>;

/** The reader's own state on the event. */
export const miInscripcionSchema = z.object({
  estado: z.enum(ESTADOS_INSCRIPCION_EVENTO).nullable(),
  /** 1-based place in the waiting list when `estado` is `espera`. */
  posicionEspera: z.number().int().nullable(),
});
export type MiInscripcion = z.infer<typeof miInscripcionSchema>;

/** An event as a logged-in reader sees it; a company reads `miInscripcion` as null. */
export const eventoSchema = eventoPublicoSchema.extend({ miInscripcion: miInscripcionSchema.nullable() });
export type Evento = z.infer<typeof eventoSchema>;

export const listaEventosSchema = z.object({
  eventos: z.array(eventoSchema),
  /** Every category, for the chips. */
  categorias: z.array(categoriaEventoSchema),
});
export type ListaEventos = z.infer<typeof listaEventosSchema>;

export const listaEventosInput = z.object({
  /** Search on titulo and entradilla. */
  texto: boundedText(100).optional(),
  /** A category's slug. */
  categoria: boundedText(60).optional(),
});

/** `{ id }` of a detail: the event's urlAcceso, or its numeric id. */
export const fichaEventoInput = z.object({ id: urlAccesoSchema });

export const inscribirseEventoInput = z.object({
  idEvento: idSchema(),
  /** The event's urlAcceso as the page knows it; when sent it must name the same event (74 otherwise). */
  urlEvento: boundedText(200).optional(),
});
export const desinscribirseEventoInput = z.object({ idEvento: idSchema() });

/** The answer of registering or leaving: the reader's new state on the event. */
export const resultadoInscripcionEventoSchema = miInscripcionSchema.extend({ idEvento: z.number().int() });
export type ResultadoInscripcionEvento = z.infer<typeof resultadoInscripcionEventoSchema>;

/** The personal calendar feed's address (a secret token; renewing it invalidates the old one). */
export const enlaceCalendarioSchema = z.object({ url: z.string(), token: z.string() });
export const calendarioInput = z.object({ token: boundedText(100) });

// ─── Staff ───────────────────────────────────────────────────────────────────

const IMAGEN_DE_MARCA = /^\/marca\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp)$/i;
/** Where an uploaded main image is served (`imagenEvento`); the form sends it back unchanged. */
export const IMAGEN_SUBIDA = /^\/api\/Publico\/imagenEvento\/[0-9]+\?v=[0-9a-f]{8}$/;
const ISO_INSTANTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const FECHA_NO_VALIDA = 'La fecha no es válida';
const instante = () =>
  texto({ error: MENSAJES.requerido })
    .trim()
    .regex(ISO_INSTANTE, FECHA_NO_VALIDA)
    .refine((v) => !Number.isNaN(Date.parse(v)), FECHA_NO_VALIDA);
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const camposEvento = z.object({
  titulo: requiredText(),
  urlAcceso: requiredText(3, 100).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Solo minúsculas, números y guiones'),
  /** A category's slug (48 when unknown). */
  categoria: requiredText(2, 60),
  entradilla: optionalText(3, 300),
  descripcion: z.preprocess(
    blankToUndefined,
    textoMultilinea().trim().max(4000, 'El texto es demasiado largo (máximo 4000 caracteres)').optional(),
  ),
  lugar: optionalText(2, 200),
  /** ISO 8601 with its offset (2026-12-03T10:00:00+01:00 or …Z). */
  fecha: instante(),
  fechaFin: z.preprocess(blankToUndefined, instante().optional()),
  destacado: z.boolean().default(false),
  ulrImagenPrincipal: texto()
    .trim()
    .max(300, 'El texto es demasiado largo (máximo 300 caracteres)')
    .refine((v) => v === '' || isValidUrl(v) || IMAGEN_DE_MARCA.test(v) || IMAGEN_SUBIDA.test(v), MENSAJES.urlMalFormada)
    .optional(),
  plazas: z.preprocess(blankToUndefined, numberField({ min: 1, max: 100_000, integer: true }).optional()),
  inscripcion: z.boolean().default(true),
  dirigidoA: z.enum(DIRIGIDO_A).default('todos'),
  publico: z.boolean().default(false),
});

const coherente = (v: z.output<typeof camposEvento>, ctx: z.RefinementCtx) => {
  if (v.fechaFin && Date.parse(v.fechaFin) < Date.parse(v.fecha))
    ctx.addIssue({ code: 'custom', path: ['fechaFin'], message: 'La fecha de fin debe ser posterior a la de inicio' });
};

export const eventoInput = camposEvento.superRefine(coherente);
export type EventoInput = z.input<typeof eventoInput>;
export type EventoDatos = z.output<typeof eventoInput>;
export const editarEventoInput = camposEvento.extend({ id: idSchema() }).superRefine(coherente);

export const eventoGestionSchema = eventoPublicoSchema.extend({
  publicado: z.boolean(),
  inscritos: z.number().int(),
  enEspera: z.number().int(),
});
export type EventoGestion = z.infer<typeof eventoGestionSchema>;

/** Where an event is for the staff's list: still to come (or under way), over, or unpublished. */
export const ESTADOS_EVENTO_GESTION = ['proximo', 'pasado', 'despublicado'] as const;
export type EstadoEventoGestion = (typeof ESTADOS_EVENTO_GESTION)[number];

/** The staff's list (issue 27): by text (title, summary), category slug and state; the latest first. */
export const filtroEventosGestion = z.object({
  texto: busquedaFiltro,
  categoria: z.preprocess((v) => (v === '' ? undefined : v), boundedText(60).optional()),
  estado: opcionFiltro(ESTADOS_EVENTO_GESTION),
});
export type FiltroEventosGestion = z.output<typeof filtroEventosGestion>;
export const listaEventosGestionInput = filtroEventosGestion.extend(paginaInput);
export const paginaEventosGestionSchema = paginaSchema(eventoGestionSchema);

export const inscritoEventoSchema = z.object({
  idAlumno: z.number().int(),
  nombre: z.string(),
  email: z.string(),
  estado: z.enum(ESTADOS_INSCRIPCION_EVENTO),
  posicionEspera: z.number().int().nullable(),
  /** ISO instant of the registration. */
  fecha: z.string(),
  /** Marked on the day: true attended, false did not, null not marked yet. */
  asistio: z.boolean().nullable(),
});
export type InscritoEvento = z.infer<typeof inscritoEventoSchema>;

/** `imagenEvento`: the main image as other uploads send files; png, jpg or jpeg by content (46), up to 2 MB (413). */
export const IMAGEN_EVENTO_CAJA = { ancho: 1600, alto: 1600 } as const;
export const imagenEventoInput = z.object({
  id: idSchema(),
  ficheroB64: base64UploadSchema,
  extension: requiredText(1, 20),
});

/** `asistenciaEvento`: staff mark whether a registered student came (a waiting one cannot be marked: 48). */
export const asistenciaEventoInput = z.object({ id: idSchema(), idAlumno: idSchema(), asistio: z.boolean() });

/** `mensajeInscritosEvento`: a mail to everyone registered (and, if asked, the waiting list), through the outbox. */
export const MENSAJE_EVENTO_MAX = 4000;
export const mensajeInscritosInput = z.object({
  id: idSchema(),
  asunto: requiredText(3, 150),
  texto: textoMultilinea({ error: MENSAJES.requerido })
    .trim()
    .min(1, { error: MENSAJES.requerido, abort: true })
    .max(MENSAJE_EVENTO_MAX, `El texto es demasiado largo (máximo ${MENSAJE_EVENTO_MAX} caracteres)`),
  incluirEspera: z.boolean().default(false),
});
export type MensajeInscritosDatos = z.output<typeof mensajeInscritosInput>;

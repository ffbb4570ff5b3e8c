import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idSchema, urlAccesoSchema } from '../validation/id';
import { ofertaDetalleSchema, ofertaListItemSchema, tipoOferta } from './ofertas';

const urlOferta = urlAccesoSchema;

/** One of the student's candidacies: the offer card plus when the student applied. */
export const candidaturaListItemSchema = ofertaListItemSchema.extend({
  /** dd/mm/yyyy */
  fechaInscripcion: z.string().nullable(),
});
export type CandidaturaListItem = z.infer<typeof candidaturaListItemSchema>;

/** One change of a candidacy's status, and who made it. */
export const cambioEstadoSchema = z.object({
  /** dd/mm/yyyy HH:mm, Madrid time. */
  fecha: z.string(),
  estadoAnterior: z.number().int().nullable(),
  estadoNuevo: z.number().int(),
  textoEstado: z.string(),
  /** Reason of the change (rejections), if any. */
  motivo: z.string().nullable(),
  /** Who made it: 'Tú', 'La empresa', 'La universidad' or 'El portal'. */
  autor: z.string(),
});

export const candidaturaDetalleSchema = z.object({
  oferta: ofertaDetalleSchema,
  estado: z.number().int(),
  textoEstado: z.string(),
  fechaInscripcion: z.string().nullable(),
  retirable: z.boolean(),
  opcionesPreinscripcion: z.boolean(),
  /** Oldest first. */
  historial: z.array(cambioEstadoSchema),
});
export type CandidaturaDetalle = z.infer<typeof candidaturaDetalleSchema>;

/** What a status change answers: the candidacy as it is now. */
export const candidaturaEstadoSchema = z.object({
  urlAcceso: z.string(),
  estado: z.number().int(),
  textoEstado: z.string(),
  /** A link the company asks the student to use as well (inscription on its own site), if any. */
  urlInscripcionExterna: z.string().nullable().optional(),
});

export const avisoCreditosSchema = z.object({
  aviso: z.boolean(),
  creditosMinimos: z.number().int().nullable(),
  creditosAlumno: z.number().int().nullable(),
  mensaje: z.string().nullable(),
});

export const datosQueFaltanSchema = z.object({
  faltan: z.boolean(),
  /** Field keys of the CV (personales) that are required and empty. */
  campos: z.array(z.string()),
});

export const candidaturasAlumnoEndpoints = {
  inscribirse: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/inscribirse',
    role: 'alumno',
    summary:
      'Inscribe al estudiante en una oferta (502 si la empresa recibirá el CV generado). `tipo` es la sección desde la que se inscribe: si no coincide con el perfil de la oferta, 6 o 7',
    input: z.object({ urlOferta, tipo: tipoOferta.optional() }),
    output: candidaturaEstadoSchema,
  }),
  desinscribirse: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/desinscribirse',
    role: 'alumno',
    summary: 'Retira la candidatura mientras la empresa no la haya procesado (501; 30 si ya está procesada, 31 si no existe)',
    input: z.object({ urlOferta }),
    output: candidaturaEstadoSchema,
  }),
  candidaturasEmpleo: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/dameCandidaturasEmpleoUsuario',
    role: 'alumno',
    summary: 'Candidaturas del estudiante a ofertas de empleo, la última actividad primero',
    input: z.object({}),
    output: z.array(candidaturaListItemSchema),
  }),
  candidaturasPracticas: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/dameCandidaturasPracticasUsuario',
    role: 'alumno',
    summary: 'Candidaturas del estudiante a ofertas de prácticas, la última actividad primero',
    input: z.object({}),
    output: z.array(candidaturaListItemSchema),
  }),
  candidatura: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/dameCandidatura/:url',
    role: 'alumno',
    summary: 'Detalle de una candidatura propia (/mis-candidaturas/{urlAcceso}) con el historial de estados',
    input: z.object({ url: urlOferta }),
    output: candidaturaDetalleSchema,
  }),
  aceptarPreinscripcion: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/aceptarPreinscripcion',
    role: 'alumno',
    summary: 'Acepta una preinscripción (estado 16): la candidatura pasa a Inscrita (519)',
    input: z.object({ urlOferta }),
    output: candidaturaEstadoSchema,
  }),
  rechazarPreinscripcion: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/rechazarPreinscripcion',
    role: 'alumno',
    summary: 'Rechaza una preinscripción (estado 16) con un motivo de idEstado 17 (520)',
    input: z.object({
      urlOferta,
      idMotivo: idSchema('Indica el motivo del rechazo'),
    }),
    output: candidaturaEstadoSchema,
  }),
  avisoCreditos: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/sacaAvisoDeMinimoDeCreditosParaInscribirse/:id',
    role: 'alumno',
    summary: 'Avisa antes de inscribirse si la oferta (id = su urlAcceso) pide más créditos de los que tiene el estudiante',
    input: z.object({ id: urlOferta }),
    output: avisoCreditosSchema,
  }),
  faltanDatosPersonales: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/faltanDatosPersonalesObligatorios',
    role: 'alumno',
    summary: 'Datos personales obligatorios (según la marca) que el estudiante aún no ha rellenado; la web muestra el aviso 527',
    input: z.object({}),
    output: datosQueFaltanSchema,
  }),
} as const;

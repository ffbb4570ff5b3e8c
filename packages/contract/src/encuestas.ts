import { z } from 'zod';
import { busquedaFiltro, opcionFiltro, paginaInput, paginaSchema, siNoFiltro } from './paginas';
import { idSchema } from './validation/id';
import { MENSAJES } from './validation/messages';
import { numberField } from './validation/numbers';
import { boundedText, optionalText, requiredText, texto, textoMultilinea, textoRequerido } from './validation/text';

/*
 * Surveys (spec §3 Survey, §4 mandatory surveys and the survey flow, §7
 * Surveys, issue 15). A survey is answered through /api/Encuestas with a
 * token of its own (decision 024): a personal link, a login inside the
 * survey or the anonymous option turn into that token.
 */

export const TIPOS_PREGUNTA = ['unica', 'multiple', 'sino', 'escala', 'texto'] as const;
export type TipoPregunta = (typeof TIPOS_PREGUNTA)[number];

/** The scale question's bounds (1–10, issue 15). */
export const ESCALA_MIN = 1;
export const ESCALA_MAX = 10;

/** Bounds of a survey's parts. */
export const ENCUESTA_MAX_PREGUNTAS = 50;
export const PREGUNTA_MAX_RESPUESTAS = 20;
export const TEXTO_RESPUESTA_MAX = 2000;
export const ENCUESTA_MAX_DESTINATARIOS = 500;

/**
 * Anonymous answers one client address may send to one survey (issue 29, decision 052): at most
 * `MAX_ANONIMAS_HORA` in an hour and `MAX_ANONIMAS_DIA` in 24 hours. A lecture or a computer room behind
 * the campus NAT answers together within those; one machine cannot fill a survey on its own.
 */
export const MAX_ANONIMAS_HORA = 30;
export const MAX_ANONIMAS_DIA = 100;

/** Who answers under a survey token: an identified student or company, or nobody (anonymous). */
export const tipoEncuestadoSchema = z.enum(['alumno', 'empresa']);
export type TipoEncuestado = z.infer<typeof tipoEncuestadoSchema>;

// ─── What a respondent reads ────────────────────────────────────────────────

export const respuestaEncuestaSchema = z.object({
  idRespuesta: z.number().int(),
  texto: z.string(),
  /** The question this answer jumps to; null: the next one. */
  idPreguntaDestino: z.number().int().nullable(),
});

export const preguntaEncuestaSchema = z.object({
  idPregunta: z.number().int(),
  orden: z.number().int(),
  tipo: z.enum(TIPOS_PREGUNTA),
  texto: z.string(),
  obligatoria: z.boolean(),
  respuestas: z.array(respuestaEncuestaSchema),
});
export type PreguntaEncuesta = z.infer<typeof preguntaEncuestaSchema>;

/** The public header of the entry page: how one may enter, nothing about anyone. */
export const cabeceraEncuestaSchema = z.object({
  idEncuesta: z.number().int(),
  titulo: z.string(),
  descripcion: z.string().nullable(),
  urlAcceso: z.string(),
  sacaOpcionAnonima: z.boolean(),
  /** Registered students or companies may log in inside the survey. */
  paraAlumnos: z.boolean(),
  paraEmpresa: z.boolean(),
  /** The university's single sign-on is offered (students, brand with SAML). */
  sso: z.boolean(),
  requiereRGPD: z.boolean(),
  textoRGPD: z.string().nullable(),
});
export type CabeceraEncuesta = z.infer<typeof cabeceraEncuestaSchema>;

/** The survey as its token holder reads it (GET /api/Encuestas/{id}). */
export const encuestaSchema = cabeceraEncuestaSchema.extend({
  respuestaObligatoria: z.boolean(),
  idPractica: z.number().int().nullable(),
  preguntas: z.array(preguntaEncuestaSchema),
  /** Who answers: 'anonimo' stores nothing that identifies the person. */
  encuestado: z.enum(['alumno', 'empresa', 'anonimo']),
  /** The RGPD text was accepted under this token (or is not required). */
  rgpdAceptado: z.boolean(),
});
export type Encuesta = z.infer<typeof encuestaSchema>;

/** A survey token, with what the entry page needs to go on. */
export const tokenEncuestaSchema = z.object({
  token: z.string(),
  idEncuesta: z.number().int(),
  urlAcceso: z.string(),
  /** The RGPD text still has to be accepted before answering. */
  rgpdPendiente: z.boolean(),
});
export type TokenEncuesta = z.infer<typeof tokenEncuestaSchema>;

/** A survey in a student's or company's list (dameEncuestasUsuario / dameEncuestas). */
export const encuestaUsuarioSchema = z.object({
  idEncuesta: z.number().int(),
  titulo: z.string(),
  descripcion: z.string().nullable(),
  urlAcceso: z.string(),
  respuestaObligatoria: z.boolean(),
  contestada: z.boolean(),
  /** The personal start link's value (accesoEncuesta's querystringValue); null once answered. */
  querystringValue: z.string().nullable(),
});
export type EncuestaUsuario = z.infer<typeof encuestaUsuarioSchema>;

// ─── Inputs of the respondent ───────────────────────────────────────────────

export const accesoEncuestaInput = z.object({
  id: idSchema(),
  querystringValue: textoRequerido().max(200),
});

export const logaUsuarioEncuestaInput = z.object({
  id: idSchema(),
  tipo: tipoEncuestadoSchema,
  eUsuario: textoRequerido().max(150),
  ePassword: texto({ error: MENSAJES.requerido }).min(1, MENSAJES.requerido).max(200),
  eidEmpresa: idSchema().optional(),
});
export type LogaUsuarioEncuestaInput = z.output<typeof logaUsuarioEncuestaInput>;

export const respuestaSsoEncuestaInput = z.object({
  id: idSchema(),
  respuesta: textoRequerido().max(100_000),
});

export const contestacionSchema = z.object({
  idPregunta: idSchema(),
  /** The chosen answers (single choice, Sí/No: one; multiple choice: any). */
  idRespuestas: z.array(idSchema()).max(PREGUNTA_MAX_RESPUESTAS).optional(),
  /** The scale's value. */
  valor: numberField({ min: ESCALA_MIN, max: ESCALA_MAX, integer: true }).optional(),
  /** The free text. */
  texto: boundedText(TEXTO_RESPUESTA_MAX, textoMultilinea).optional(),
});
export type Contestacion = z.output<typeof contestacionSchema>;

export const guardaContestacionInput = z.object({
  id: idSchema(),
  lContestaciones: z.array(contestacionSchema).max(ENCUESTA_MAX_PREGUNTAS),
});

export const contestacionGuardadaSchema = z.object({ idEncuesta: z.number().int(), preguntasContestadas: z.number().int() });

// ─── Staff ──────────────────────────────────────────────────────────────────

const respuestaInput = z.object({
  texto: requiredText(1, 200),
  /** The `orden` (1-based position) of a later question this answer jumps to; unset: the next one. */
  saltoA: numberField({ min: 1, max: ENCUESTA_MAX_PREGUNTAS, integer: true }).optional(),
});

const preguntaInput = z.object({
  tipo: z.enum(TIPOS_PREGUNTA),
  texto: requiredText(1, 500),
  obligatoria: z.boolean().default(true),
  /** Choices (single, multiple); for Sí/No, none (Sí and No are made) or exactly two to set their jumps. */
  respuestas: z.array(respuestaInput).max(PREGUNTA_MAX_RESPUESTAS).default([]),
});
export type PreguntaInput = z.output<typeof preguntaInput>;

const destinatarioInput = z.object({ tipo: tipoEncuestadoSchema, id: idSchema() });

const camposEncuesta = z.object({
  titulo: requiredText(3, 150),
  descripcion: optionalText(1, 2000, textoMultilinea),
  urlAcceso: textoRequerido()
    .max(100)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Solo minúsculas, números y guiones'),
  respuestaObligatoria: z.boolean().default(false),
  sacaOpcionAnonima: z.boolean().default(false),
  paraAlumnos: z.boolean().default(false),
  paraEmpresa: z.boolean().default(false),
  idPractica: idSchema().optional(),
  requiereRGPD: z.boolean().default(false),
  textoRGPD: optionalText(1, 4000, textoMultilinea),
  /** Specific people; empty: everyone of the kinds the flags name. */
  destinatarios: z.array(destinatarioInput).max(ENCUESTA_MAX_DESTINATARIOS).default([]),
  preguntas: z.array(preguntaInput).min(1, 'Añade al menos una pregunta').max(ENCUESTA_MAX_PREGUNTAS),
});

export const encuestaInput = camposEncuesta;
export type EncuestaDatos = z.output<typeof encuestaInput>;
export const editarEncuestaInput = camposEncuesta.extend({ id: idSchema() });

export const encuestaGestionSchema = z.object({
  idEncuesta: z.number().int(),
  titulo: z.string(),
  urlAcceso: z.string(),
  respuestaObligatoria: z.boolean(),
  sacaOpcionAnonima: z.boolean(),
  paraAlumnos: z.boolean(),
  paraEmpresa: z.boolean(),
  publicada: z.boolean(),
  destinatarios: z.number().int(),
  preguntas: z.number().int(),
  contestaciones: z.number().int(),
});
export type EncuestaGestion = z.infer<typeof encuestaGestionSchema>;

/** The staff's list (issue 27): by title, published or not, and audience; the newest first. */
export const filtroEncuestasGestion = z.object({
  texto: busquedaFiltro,
  publicada: siNoFiltro,
  para: opcionFiltro(['alumnos', 'empresas'] as const),
});
export type FiltroEncuestasGestion = z.output<typeof filtroEncuestasGestion>;
export const listaEncuestasGestionInput = filtroEncuestasGestion.extend(paginaInput);
export const paginaEncuestasGestionSchema = paginaSchema(encuestaGestionSchema);

/**
 * `encuestaGestion`: a survey as the builder edits it, in the shape
 * `editarEncuesta` takes back (jumps by the target's 1-based position), the
 * named recipients, and whether its questions are frozen by a submission.
 */
export const encuestaEdicionSchema = z.object({
  idEncuesta: z.number().int(),
  titulo: z.string(),
  descripcion: z.string().nullable(),
  urlAcceso: z.string(),
  respuestaObligatoria: z.boolean(),
  sacaOpcionAnonima: z.boolean(),
  paraAlumnos: z.boolean(),
  paraEmpresa: z.boolean(),
  idPractica: z.number().int().nullable(),
  requiereRGPD: z.boolean(),
  textoRGPD: z.string().nullable(),
  destinatarios: z.array(z.object({ tipo: tipoEncuestadoSchema, id: z.number().int(), nombre: z.string() })),
  preguntas: z.array(
    z.object({
      tipo: z.enum(TIPOS_PREGUNTA),
      texto: z.string(),
      obligatoria: z.boolean(),
      respuestas: z.array(z.object({ texto: z.string(), saltoA: z.number().int().nullable() })),
    }),
  ),
  publicada: z.boolean(),
  contestaciones: z.number().int(),
  /** Answered at least once: the questions cannot change any more (48). */
  preguntasCongeladas: z.boolean(),
});
export type EncuestaEdicion = z.infer<typeof encuestaEdicionSchema>;

export const resultadosEncuestaSchema = z.object({
  idEncuesta: z.number().int(),
  titulo: z.string(),
  contestaciones: z.number().int(),
  /** Of `contestaciones`, those sent anonymously (not those whose person was erased later). */
  anonimas: z.number().int(),
  preguntas: z.array(
    z.object({
      idPregunta: z.number().int(),
      orden: z.number().int(),
      tipo: z.enum(TIPOS_PREGUNTA),
      texto: z.string(),
      /** How many submissions answered it, and how many of those came anonymously. */
      contestadas: z.number().int(),
      anonimas: z.number().int(),
      respuestas: z.array(z.object({ idRespuesta: z.number().int(), texto: z.string(), veces: z.number().int() })),
      /** Scale: how many chose each value 1–10. */
      escala: z.array(z.object({ valor: z.number().int(), veces: z.number().int() })),
      /** Free texts, each saying whether its submission came anonymously. */
      textos: z.array(z.object({ texto: z.string(), anonima: z.boolean() })),
    }),
  ),
});
export type ResultadosEncuesta = z.infer<typeof resultadosEncuestaSchema>;

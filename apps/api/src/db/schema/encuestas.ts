import { boolean, date, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A survey (0022, decision 024). */
export const encuestas = pgTable('encuestas', {
  id: serial('id').primaryKey(),
  titulo: text('titulo').notNull(),
  descripcion: text('descripcion'),
  urlAcceso: text('url_acceso').notNull(),
  respuestaObligatoria: boolean('respuesta_obligatoria').notNull().default(false),
  sacaOpcionAnonima: boolean('saca_opcion_anonima').notNull().default(false),
  paraAlumnos: boolean('para_alumnos').notNull().default(false),
  paraEmpresa: boolean('para_empresa').notNull().default(false),
  idPractica: integer('id_practica'),
  requiereRgpd: boolean('requiere_rgpd').notNull().default(false),
  textoRgpd: text('texto_rgpd'),
  publicada: boolean('publicada').notNull().default(true),
  creadoEn: ts('creado_en').notNull().defaultNow(),
  actualizadoEn: ts('actualizado_en').notNull().defaultNow(),
});

/** The specific people a survey is for. tipo: alumno | empresa. */
export const encuestaDestinatarios = pgTable(
  'encuesta_destinatarios',
  {
    idEncuesta: integer('id_encuesta').notNull(),
    tipo: text('tipo').notNull(),
    idUsuario: integer('id_usuario').notNull(),
  },
  (t) => [primaryKey({ columns: [t.idEncuesta, t.tipo, t.idUsuario] })],
);

export const encuestaPreguntas = pgTable('encuesta_preguntas', {
  id: serial('id').primaryKey(),
  idEncuesta: integer('id_encuesta').notNull(),
  orden: integer('orden').notNull(),
  tipo: text('tipo').notNull(),
  texto: text('texto').notNull(),
  obligatoria: boolean('obligatoria').notNull().default(true),
});

export const encuestaRespuestas = pgTable('encuesta_respuestas', {
  id: serial('id').primaryKey(),
  idPregunta: integer('id_pregunta').notNull(),
  orden: integer('orden').notNull(),
  texto: text('texto').notNull(),
  idPreguntaDestino: integer('id_pregunta_destino'),
});

/** A submission; tipo and idUsuario NULL when anonymous; only the day. */
export const encuestaContestaciones = pgTable('encuesta_contestaciones', {
  id: serial('id').primaryKey(),
  idEncuesta: integer('id_encuesta').notNull(),
  tipo: text('tipo'),
  idUsuario: integer('id_usuario'),
  dia: date('dia', { mode: 'string' }).notNull(),
  /** Sent anonymously (0046): stays true, and false for a named one whose person was erased later. */
  anonima: boolean('anonima').notNull().default(false),
});

export const encuestaContestacionValores = pgTable('encuesta_contestacion_valores', {
  idContestacion: integer('id_contestacion').notNull(),
  idPregunta: integer('id_pregunta').notNull(),
  idRespuesta: integer('id_respuesta'),
  valor: integer('valor'),
  texto: text('texto'),
});

export const encuestaAceptacionesRgpd = pgTable(
  'encuesta_aceptaciones_rgpd',
  {
    idEncuesta: integer('id_encuesta').notNull(),
    tipo: text('tipo').notNull(),
    idUsuario: integer('id_usuario').notNull(),
    aceptadaEn: ts('aceptada_en').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.idEncuesta, t.tipo, t.idUsuario] })],
);

/** The ids of anonymous survey tokens already spent (0024): one submission per anonymous entry. */
export const encuestaTokensGastados = pgTable('encuesta_tokens_gastados', {
  jti: text('jti').primaryKey(),
  caduca: ts('caduca').notNull(),
});

/** Anonymous submissions per survey, keyed client address (HMAC) and hour: the limit's count (0046, decision 052). */
export const encuestaAnonimasDireccion = pgTable(
  'encuesta_anonimas_direccion',
  {
    idEncuesta: integer('id_encuesta').notNull(),
    direccionHmac: text('direccion_hmac').notNull(),
    hora: ts('hora').notNull(),
    contestaciones: integer('contestaciones').notNull(),
  },
  (t) => [primaryKey({ columns: [t.idEncuesta, t.direccionHmac, t.hora] })],
);

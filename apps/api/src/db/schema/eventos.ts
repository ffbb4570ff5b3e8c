import { boolean, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The categories of events (0021), named in Spanish and English. */
export const categoriasEvento = pgTable('categorias_evento', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  nombre: text('nombre').notNull(),
  nombreEn: text('nombre_en').notNull(),
});

/** An event (0021). dirigidoA: todos | estudiantes | titulados. */
export const eventos = pgTable('eventos', {
  id: serial('id').primaryKey(),
  urlAcceso: text('url_acceso').notNull(),
  idCategoria: integer('id_categoria').notNull(),
  titulo: text('titulo').notNull(),
  entradilla: text('entradilla'),
  descripcion: text('descripcion'),
  lugar: text('lugar'),
  fecha: ts('fecha').notNull(),
  fechaFin: ts('fecha_fin'),
  destacado: boolean('destacado').notNull().default(false),
  ulrImagenPrincipal: text('ulr_imagen_principal'),
  plazas: integer('plazas'),
  inscripcion: boolean('inscripcion').notNull().default(true),
  dirigidoA: text('dirigido_a').notNull().default('todos'),
  publico: boolean('publico').notNull().default(false),
  publicado: boolean('publicado').notNull().default(true),
  /** 0038: the uploaded main image, when it is one (ulrImagenPrincipal then points at it). */
  idArchivoImagen: uuid('id_archivo_imagen'),
  creadoEn: ts('creado_en').notNull().defaultNow(),
  actualizadoEn: ts('actualizado_en').notNull().defaultNow(),
});

/** A student's place on an event or its waiting list (0021). estado: inscrito | espera; the queue is ordered by id. */
export const inscripcionesEvento = pgTable('inscripciones_evento', {
  id: serial('id').primaryKey(),
  idEvento: integer('id_evento').notNull(),
  idAlumno: integer('id_alumno').notNull(),
  estado: text('estado').notNull(),
  creadoEn: ts('creado_en').notNull().defaultNow(),
  promovidoEn: ts('promovido_en'),
  /** 0036: marked by staff on the day; null until then. */
  asistio: boolean('asistio'),
  asistenciaMarcadaEn: ts('asistencia_marcada_en'),
});

/** The secret of a student's calendar feed (0021). */
export const calendarioTokens = pgTable('calendario_tokens', {
  idAlumno: integer('id_alumno').primaryKey(),
  token: text('token').notNull(),
  creadoEn: ts('creado_en').notNull().defaultNow(),
});

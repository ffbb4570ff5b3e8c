import {
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 0012: the university's records of a student's own degrees (read-only studies). */
export const expedientesUniversidad = pgTable('expedientes_universidad', {
  id: serial('id').primaryKey(),
  idAlumno: integer('id_alumno').notNull(),
  idTitulacion: integer('id_titulacion').notNull(),
  finalizado: boolean('finalizado').notNull().default(false),
  fechaInicio: date('fecha_inicio'),
  fechaFin: date('fecha_fin'),
  creditosSuperados: integer('creditos_superados'),
  notaMedia: numeric('nota_media', { precision: 3, scale: 2 }),
});

export const idiomasAlumno = pgTable('idiomas_alumno', {
  id: serial('id').primaryKey(),
  idAlumno: integer('id_alumno').notNull(),
  idIdioma: integer('id_idioma').notNull(),
  idNivel: integer('id_nivel').notNull(),
});

export const experienciasAlumno = pgTable('experiencias_alumno', {
  id: serial('id').primaryKey(),
  idAlumno: integer('id_alumno').notNull(),
  puesto: text('puesto').notNull(),
  empresa: text('empresa').notNull(),
  fechaInicio: date('fecha_inicio').notNull(),
  fechaFin: date('fecha_fin'),
  descripcion: text('descripcion'),
  enlace: text('enlace'),
  idArchivoAdjunto: uuid('id_archivo_adjunto'),
});

export const alumnoTagsInteres = pgTable(
  'alumno_tags_interes',
  { idAlumno: integer('id_alumno').notNull(), idTag: integer('id_tag').notNull() },
  (t) => [primaryKey({ columns: [t.idAlumno, t.idTag] })],
);

export const alumnoProgramas = pgTable(
  'alumno_programas',
  { idAlumno: integer('id_alumno').notNull(), idPrograma: integer('id_programa').notNull(), nivel: smallint('nivel').notNull() },
  (t) => [primaryKey({ columns: [t.idAlumno, t.idPrograma] })],
);

export const alumnoAreasFuncionales = pgTable(
  'alumno_areas_funcionales',
  { idAlumno: integer('id_alumno').notNull(), idArea: integer('id_area').notNull() },
  (t) => [primaryKey({ columns: [t.idAlumno, t.idArea] })],
);

/** 0012: the CV's documents (files in `archivos`); `esCv` is the student's own CV file (rule 55). */
export const documentosAlumno = pgTable('documentos_alumno', {
  id: serial('id').primaryKey(),
  idAlumno: integer('id_alumno').notNull(),
  idArchivo: uuid('id_archivo').notNull(),
  nombre: text('nombre').notNull(),
  extension: text('extension').notNull(),
  esCv: boolean('es_cv').notNull().default(false),
  privado: boolean('privado').notNull().default(false),
  creadoEn: ts('creado_en').notNull().defaultNow(),
});

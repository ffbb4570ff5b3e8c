import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const dominioItems = pgTable(
  'dominio_items',
  {
    lista: text('lista').notNull(),
    id: integer('id').notNull(),
    es: text('es').notNull(),
    en: text('en').notNull(),
    orden: integer('orden').notNull().default(0),
    /** 0039: retired by staff (forms stop offering it) and when staff last changed it (the seed leaves it then). */
    retirado: boolean('retirado').notNull().default(false),
    editadoEn: timestamp('editado_en', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.lista, t.id] })],
);

export const provincias = pgTable('provincias', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull(),
});

export const localidades = pgTable('localidades', {
  id: integer('id').primaryKey(),
  idProvincia: integer('id_provincia').notNull(),
  nombre: text('nombre').notNull(),
});

export const titulaciones = pgTable('titulaciones', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull(),
  idNivel: integer('id_nivel').notNull(),
  idArea: integer('id_area').notNull(),
  retirado: boolean('retirado').notNull().default(false),
  editadoEn: timestamp('editado_en', { withTimezone: true }),
});

export const motivosCambioEstado = pgTable('motivos_cambio_estado', {
  idMotivo: integer('id_motivo').primaryKey(),
  idEstado: integer('id_estado').notNull(),
  es: text('es').notNull(),
  en: text('en').notNull(),
  retirado: boolean('retirado').notNull().default(false),
  editadoEn: timestamp('editado_en', { withTimezone: true }),
});

export const centrosEducativos = pgTable('centros_educativos', {
  id: integer('id').primaryKey(),
  idProvincia: integer('id_provincia').notNull(),
  nombre: text('nombre').notNull(),
  localidad: text('localidad').notNull(),
  /** 0020: the company account that answers the centre's placement requests. */
  idEmpresa: integer('id_empresa'),
  retirado: boolean('retirado').notNull().default(false),
  editadoEn: timestamp('editado_en', { withTimezone: true }),
});

import { boolean, date, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 0023: an orientation guide (spec §3): its PDF lives in `archivos`, its cover is a URL or a brand asset. */
export const guiasOrientacion = pgTable('guias_orientacion', {
  id: serial('id').primaryKey(),
  titulo: text('titulo').notNull(),
  descripcion: text('descripcion'),
  idArchivo: uuid('id_archivo').notNull(),
  urlImagen: text('url_imagen'),
  publicada: boolean('publicada').notNull().default(true),
  fecha: date('fecha').notNull(),
  orden: integer('orden').notNull().default(0),
  creadoPor: integer('creado_por'),
  creadoEn: ts('creado_en').notNull().defaultNow(),
  actualizadoEn: ts('actualizado_en').notNull().defaultNow(),
});

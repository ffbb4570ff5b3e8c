import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** 0047: the data keys of the encryption at rest, each wrapped by a master key of the environment (decision 051). */
export const clavesDatos = pgTable('claves_datos', {
  id: serial('id').primaryKey(),
  idClaveMaestra: text('id_clave_maestra').notNull(),
  claveEnvuelta: text('clave_envuelta').notNull(),
  creadaEn: timestamp('creada_en', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  envueltaEn: timestamp('envuelta_en', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type ClaveDatosFila = typeof clavesDatos.$inferSelect;

import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 0011_intentos_acceso.sql: failed-attempt counters (modules/intentos, decision 012). */
export const intentosAcceso = pgTable('intentos_acceso', {
  clave: text('clave').primaryKey(),
  fallos: integer('fallos').notNull(),
  esperaHasta: ts('espera_hasta').notNull(),
  expiraEn: ts('expira_en').notNull(),
});

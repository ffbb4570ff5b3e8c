import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type EstadoCorreo = 'pendiente' | 'enviando' | 'enviado' | 'fallido';

/** 0013_correos.sql: the mail outbox (modules/correo, decision 014). */
export const correos = pgTable('correos', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  para: text('para').notNull(),
  idioma: text('idioma').$type<'es' | 'en'>().notNull(),
  plantilla: text('plantilla').notNull(),
  datos: jsonb('datos').$type<Record<string, unknown>>().notNull(),
  causante: text('causante'),
  estado: text('estado').$type<EstadoCorreo>().notNull().default('pendiente'),
  intentos: integer('intentos').notNull().default(0),
  proximoIntento: ts('proximo_intento').notNull(),
  reclamadoPor: text('reclamado_por'),
  reclamadoHasta: ts('reclamado_hasta'),
  ultimoError: text('ultimo_error'),
  creadoEn: ts('creado_en').notNull(),
  enviadoEn: ts('enviado_en'),
  idMensaje: text('id_mensaje'),
});

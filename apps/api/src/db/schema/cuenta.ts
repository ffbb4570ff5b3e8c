import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** resultado: null while open, then aceptada | rechazada (0031, with who decided and the legal basis). */
export const solicitudesBaja = pgTable('solicitudes_baja', {
  id: serial('id').primaryKey(),
  idAlumno: integer('id_alumno').notNull(),
  motivo: text('motivo'),
  creadoEn: timestamp('creado_en', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  atendidaEn: timestamp('atendida_en', { withTimezone: true, mode: 'date' }),
  // 0031_alumnos_gestion.sql
  idioma: text('idioma').$type<'es' | 'en'>().notNull().default('es'),
  resultado: text('resultado').$type<'aceptada' | 'rechazada'>(),
  resueltaPor: integer('resuelta_por'),
  baseLegal: text('base_legal'),
});

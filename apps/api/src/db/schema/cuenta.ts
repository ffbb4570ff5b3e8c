import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const solicitudesBaja = pgTable('solicitudes_baja', {
  id: serial('id').primaryKey(),
  idAlumno: integer('id_alumno').notNull(),
  motivo: text('motivo'),
  creadoEn: timestamp('creado_en', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  atendidaEn: timestamp('atendida_en', { withTimezone: true, mode: 'date' }),
});

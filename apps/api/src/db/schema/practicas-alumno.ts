import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** 0019: the bank and social-security data a paid internship needs from the student (decision 020). */
export const datosPracticaAlumno = pgTable('datos_practica_alumno', {
  idAlumno: integer('id_alumno').primaryKey(),
  iban: text('iban'),
  swift: text('swift'),
  nss: text('nss'),
  actualizadoEn: timestamp('actualizado_en', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A student's adhesion to a programme (0018). estado: solicitada | adherida | rechazada. */
export const programaAlumnos = pgTable(
  'programa_alumnos',
  {
    idPrograma: integer('id_programa').notNull(),
    idAlumno: integer('id_alumno').notNull(),
    estado: text('estado').notNull().default('solicitada'),
    creadoEn: ts('creado_en').notNull().defaultNow(),
    resueltoPor: integer('resuelto_por'),
    resueltoEn: ts('resuelto_en'),
  },
  (t) => [primaryKey({ columns: [t.idPrograma, t.idAlumno] })],
);

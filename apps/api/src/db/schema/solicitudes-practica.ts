import { date, integer, numeric, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * 0020: an internship proposal (tipo propuesta: a student's of a company, a
 * company's of a student, answered by staff) or an education-centre request
 * (tipo educacion: a student's to a centre, answered by the centre's company).
 * estado pendiente | aceptada | rechazada; an accepted one names its internship.
 */
export const solicitudesPractica = pgTable('solicitudes_practica', {
  id: serial('id').primaryKey(),
  tipo: text('tipo').notNull(),
  origen: text('origen').notNull(),
  idAlumno: integer('id_alumno'),
  alumnoDni: text('alumno_dni'),
  alumnoNombre: text('alumno_nombre'),
  idEmpresa: integer('id_empresa'),
  empresaCif: text('empresa_cif'),
  empresaNombre: text('empresa_nombre'),
  empresaEmail: text('empresa_email'),
  idCentro: integer('id_centro'),
  tipoPractica: text('tipo_practica').notNull().default('curricular'),
  fechaInicio: date('fecha_inicio'),
  fechaFin: date('fecha_fin'),
  tutorNombre: text('tutor_nombre'),
  tutorEmail: text('tutor_email'),
  tutorTelefono: text('tutor_telefono'),
  tareas: text('tareas'),
  horasDia: numeric('horas_dia', { precision: 4, scale: 2 }),
  diasSemana: smallint('dias_semana'),
  dedicacion: numeric('dedicacion', { precision: 5, scale: 2 }),
  estado: text('estado').notNull().default('pendiente'),
  respuesta: text('respuesta'),
  creadoPorId: integer('creado_por_id').notNull(),
  resueltoPorTipo: text('resuelto_por_tipo'),
  resueltoPorId: integer('resuelto_por_id'),
  resueltoEn: ts('resuelto_en'),
  idPractica: integer('id_practica'),
  creadoEn: ts('creado_en').notNull().defaultNow(),
  actualizadoEn: ts('actualizado_en').notNull().defaultNow(),
});

import { practicas } from '../schema/practicas';

/** An internship's kind, state as stored and dates (lib/practica's `cabeceraPractica` answers them). */
export const columnasEstadoPractica = {
  tipo: practicas.tipo,
  estado: practicas.estado,
  fechaInicio: practicas.fechaInicio,
  fechaFin: practicas.fechaFin,
};

/**
 * An internship's conditions, as both the company's and the student's
 * repositories select them (lib/practica's `detallePractica` answers them):
 * the tasks, the hours and the tutors.
 */
export const columnasCondicionesPractica = {
  tareas: practicas.tareas,
  horasDia: practicas.horasDia,
  diasSemana: practicas.diasSemana,
  dedicacion: practicas.dedicacion,
  horasTotales: practicas.horasTotales,
  tutorEmpresaNombre: practicas.tutorEmpresaNombre,
  tutorEmpresaEmail: practicas.tutorEmpresaEmail,
  tutorEmpresaTelefono: practicas.tutorEmpresaTelefono,
  tutorAcademicoNombre: practicas.tutorAcademicoNombre,
  tutorAcademicoEmail: practicas.tutorAcademicoEmail,
};

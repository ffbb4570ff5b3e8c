import type { MotivoCambioEstado } from './types';

/** Motivos de cambio de estado de una candidatura. idEstado 17: el estudiante rechaza la preinscripción; idEstado 5: la empresa descarta al candidato; idEstado 7: la empresa retira o anula la oferta. */
export const motivosCambioEstado: readonly MotivoCambioEstado[] = [
  { idMotivo: 1, idEstado: 17, es: 'He aceptado otra oferta', en: 'I have accepted another offer' },
  {
    idMotivo: 2,
    idEstado: 17,
    es: 'El horario no es compatible con mis estudios',
    en: 'The schedule is not compatible with my studies',
  },
  { idMotivo: 3, idEstado: 17, es: 'La ubicación no me conviene', en: 'The location does not suit me' },
  { idMotivo: 4, idEstado: 17, es: 'La remuneración no es suficiente', en: 'The pay is not enough' },
  { idMotivo: 5, idEstado: 17, es: 'Las tareas no se ajustan a mi perfil', en: 'The tasks do not match my profile' },
  { idMotivo: 6, idEstado: 17, es: 'Ya no estoy buscando prácticas', en: 'I am no longer looking for an internship' },
  { idMotivo: 7, idEstado: 17, es: 'Otros motivos', en: 'Other reasons' },
  { idMotivo: 8, idEstado: 5, es: 'No cumple los requisitos', en: 'Does not meet the requirements' },
  { idMotivo: 9, idEstado: 5, es: 'Perfil no adecuado al puesto', en: 'Profile not suitable for the position' },
  { idMotivo: 10, idEstado: 5, es: 'Proceso cubierto con otro candidato', en: 'Position filled by another candidate' },
  { idMotivo: 11, idEstado: 5, es: 'No se presentó a la entrevista', en: 'Did not attend the interview' },
  { idMotivo: 12, idEstado: 5, es: 'Sin disponibilidad en las fechas requeridas', en: 'Not available on the required dates' },
  { idMotivo: 13, idEstado: 5, es: 'Otros motivos', en: 'Other reasons' },
  { idMotivo: 14, idEstado: 7, es: 'La vacante se ha cubierto internamente', en: 'The vacancy has been filled internally' },
  {
    idMotivo: 15,
    idEstado: 7,
    es: 'Cancelación por motivos organizativos o presupuestarios',
    en: 'Cancelled for organisational or budgetary reasons',
  },
  { idMotivo: 16, idEstado: 7, es: 'Otros motivos', en: 'Other reasons' },
];

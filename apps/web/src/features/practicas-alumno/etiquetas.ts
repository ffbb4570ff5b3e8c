import type { EstadoPractica, TipoPractica } from '@puente/contract/practicas-empresa';
import type { RequisitoInicio } from '@puente/contract/seguimiento-practicas';

/* The contract's states and kinds → their catalogue keys and badge colours, typed so none is left without words. */

export const claveEstado: Readonly<Record<EstadoPractica, string>> = {
  propuesta: 'practicasAlumno.estados.propuesta',
  aceptada: 'practicasAlumno.estados.aceptada',
  en_curso: 'practicasAlumno.estados.enCurso',
  finalizada: 'practicasAlumno.estados.finalizada',
  certificada: 'practicasAlumno.estados.certificada',
  rechazada: 'practicasAlumno.estados.rechazada',
  anulada: 'practicasAlumno.estados.anulada',
};

export const claveTipo: Readonly<Record<TipoPractica, string>> = {
  curricular: 'practicasAlumno.tipos.curricular',
  extracurricular: 'practicasAlumno.tipos.extracurricular',
};

export const tonoEstado: Readonly<Record<EstadoPractica, string>> = {
  propuesta: 'bg-info-bg text-info',
  aceptada: 'bg-warning-bg text-warning',
  en_curso: 'bg-success-bg text-success',
  finalizada: 'bg-subtle text-fg',
  certificada: 'bg-success-bg text-success',
  rechazada: 'bg-danger-bg text-danger',
  anulada: 'bg-subtle text-muted',
};

/** What still stops an accepted internship from starting, in words the student reads. */
export const claveRequisito: Readonly<Record<RequisitoInicio, string>> = {
  proyecto_formativo: 'practicasAlumno.inicio.requisitos.proyectoFormativo',
  tutor_academico: 'practicasAlumno.inicio.requisitos.tutorAcademico',
  nss: 'practicasAlumno.inicio.requisitos.nss',
  ccc: 'practicasAlumno.inicio.requisitos.ccc',
  alta: 'practicasAlumno.inicio.requisitos.alta',
};

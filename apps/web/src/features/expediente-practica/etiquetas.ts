import type { EstadoPractica, TipoPractica } from '@puente/contract/practicas-empresa';
import type { EstadoProyectoFormativo, RequisitoInicio } from '@puente/contract/seguimiento-practicas';

/*
 * The contract's values → their catalogue keys and badge colours, typed on
 * the contract's lists so a new value cannot be left without its words. The
 * internship's state says what the company reads on /documentacion, so its
 * words are those of the practicasEmpresa catalogue.
 */

export const claveEstadoPractica: Readonly<Record<EstadoPractica, string>> = {
  propuesta: 'practicasEmpresa.estados.propuesta',
  aceptada: 'practicasEmpresa.estados.aceptada',
  en_curso: 'practicasEmpresa.estados.enCurso',
  finalizada: 'practicasEmpresa.estados.finalizada',
  certificada: 'practicasEmpresa.estados.certificada',
  rechazada: 'practicasEmpresa.estados.rechazada',
  anulada: 'practicasEmpresa.estados.anulada',
};

export const tonoEstadoPractica: Readonly<Record<EstadoPractica, string>> = {
  propuesta: 'bg-info-bg text-info',
  aceptada: 'bg-warning-bg text-warning',
  en_curso: 'bg-success-bg text-success',
  finalizada: 'bg-subtle text-fg',
  certificada: 'bg-success-bg text-success',
  rechazada: 'bg-danger-bg text-danger',
  anulada: 'bg-subtle text-muted',
};

export const claveTipoPractica: Readonly<Record<TipoPractica, string>> = {
  curricular: 'expedientePractica.tipos.curricular',
  extracurricular: 'expedientePractica.tipos.extracurricular',
};

export const claveRequisito: Readonly<Record<RequisitoInicio, string>> = {
  proyecto_formativo: 'expedientePractica.pendiente.requisitos.proyectoFormativo',
  tutor_academico: 'expedientePractica.pendiente.requisitos.tutorAcademico',
  nss: 'expedientePractica.pendiente.requisitos.nss',
  ccc: 'expedientePractica.pendiente.requisitos.ccc',
  alta: 'expedientePractica.pendiente.requisitos.alta',
};

export const claveEstadoProyecto: Readonly<Record<EstadoProyectoFormativo, string>> = {
  borrador: 'expedientePractica.proyecto.estados.borrador',
  enviado: 'expedientePractica.proyecto.estados.enviado',
  aceptado: 'expedientePractica.proyecto.estados.aceptado',
  devuelto: 'expedientePractica.proyecto.estados.devuelto',
};

export const tonoEstadoProyecto: Readonly<Record<EstadoProyectoFormativo, string>> = {
  borrador: 'bg-subtle text-fg',
  enviado: 'bg-info-bg text-info',
  aceptado: 'bg-success-bg text-success',
  devuelto: 'bg-warning-bg text-warning',
};

/** The three texts of a plan, in the order the annex prints them. */
export const TEXTOS_PROYECTO = ['objetivos', 'actividades', 'competencias'] as const;

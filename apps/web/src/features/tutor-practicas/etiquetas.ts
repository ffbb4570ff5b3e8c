import type { TipoPractica } from '@puente/contract/practicas-empresa';
import type { EstadoProyectoFormativo } from '@puente/contract/seguimiento-practicas';

/* The contract's plan states and internship kinds → their catalogue keys and badge colours, typed so none is left without words. */

export const claveEstadoProyecto: Readonly<Record<EstadoProyectoFormativo, string>> = {
  borrador: 'tutorPracticas.proyecto.estados.borrador',
  enviado: 'tutorPracticas.proyecto.estados.enviado',
  aceptado: 'tutorPracticas.proyecto.estados.aceptado',
  devuelto: 'tutorPracticas.proyecto.estados.devuelto',
};

export const tonoEstadoProyecto: Readonly<Record<EstadoProyectoFormativo, string>> = {
  borrador: 'bg-subtle text-fg',
  enviado: 'bg-info-bg text-info',
  aceptado: 'bg-success-bg text-success',
  devuelto: 'bg-warning-bg text-warning',
};

export const claveTipo: Readonly<Record<TipoPractica, string>> = {
  curricular: 'tutorPracticas.tipos.curricular',
  extracurricular: 'tutorPracticas.tipos.extracurricular',
};

/** The words of the company tutor's scale (RD 592/2014 art. 13.2), 1 to 5, as catalogue keys. */
export const claveValoracion: Readonly<Record<number, string>> = {
  1: 'tutorPracticas.escala.insuficiente',
  2: 'tutorPracticas.escala.suficiente',
  3: 'tutorPracticas.escala.bien',
  4: 'tutorPracticas.escala.notable',
  5: 'tutorPracticas.escala.excelente',
};

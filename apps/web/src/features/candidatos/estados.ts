import { ESTADOS_CON_MOTIVO, EstadoCandidatura } from '@puente/contract/candidaturas';

/** The board's columns, in the order a selection goes; "Descartada" last, out of the way. */
export const COLUMNAS_TABLERO: readonly number[] = [
  EstadoCandidatura.INSCRITA,
  EstadoCandidatura.EN_REVISION,
  EstadoCandidatura.PRESELECCIONADA,
  EstadoCandidatura.ENTREVISTA,
  EstadoCandidatura.SELECCIONADA,
  EstadoCandidatura.DESCARTADA,
];

/** States the company does not move (withdrawn, cancelled, awaiting the student…): one read-only column. */
export const COLUMNA_OTROS = 0;

export const columnaDe = (estado: number) => (COLUMNAS_TABLERO.includes(estado) ? estado : COLUMNA_OTROS);

export const necesitaMotivo = (estado: number) => (ESTADOS_CON_MOTIVO as readonly number[]).includes(estado);

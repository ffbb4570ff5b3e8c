import { ESTADOS_CON_MOTIVO, EstadoCandidatura } from '@puente/contract/candidaturas';

export type Tono = 'neutral' | 'info' | 'primary' | 'success' | 'warning' | 'danger';

/** i18n key (candidatos.estados.*) and colour of each candidacy state (packages/contract/src/candidaturas.ts). */
const ESTADOS: Record<number, { clave: string; tono: Tono }> = {
  [EstadoCandidatura.INSCRITA]: { clave: 'inscrita', tono: 'info' },
  [EstadoCandidatura.EN_REVISION]: { clave: 'enRevision', tono: 'primary' },
  [EstadoCandidatura.PRESELECCIONADA]: { clave: 'preseleccionada', tono: 'primary' },
  [EstadoCandidatura.ENTREVISTA]: { clave: 'entrevista', tono: 'warning' },
  [EstadoCandidatura.DESCARTADA]: { clave: 'descartada', tono: 'danger' },
  [EstadoCandidatura.SELECCIONADA]: { clave: 'seleccionada', tono: 'success' },
  [EstadoCandidatura.OFERTA_CANCELADA]: { clave: 'ofertaCancelada', tono: 'neutral' },
  [EstadoCandidatura.RETIRADA]: { clave: 'retirada', tono: 'neutral' },
  [EstadoCandidatura.PREINSCRITA]: { clave: 'preinscrita', tono: 'info' },
  [EstadoCandidatura.PREINSCRIPCION_RECHAZADA]: { clave: 'preinscripcionRechazada', tono: 'neutral' },
};

export const infoEstado = (estado: number) => ESTADOS[estado] ?? null;

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

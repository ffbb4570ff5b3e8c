import { type EstadoCandidatura, etiquetasEstadoCandidatura } from '@puente/contract/candidaturas';
import type { Bilingue } from '../../lib/portal-error';

/** State 16 as a company reads it: the student's answer is pending (the web's `estadosCandidatura.preinscritaParaEmpresa`). */
const PREINSCRITA_PARA_EMPRESA: Bilingue = {
  es: 'Preinscrita (pendiente del estudiante)',
  en: 'Pre-registered (awaiting the student)',
};

/**
 * A candidacy state's name as the company's board shows it: the contract's
 * labels, which name the candidacy (la candidatura «Inscrita»), except 16,
 * whose student label says "pendiente de tu respuesta".
 */
export function etiquetaParaEmpresa(estado: number): Bilingue {
  if (estado === 16) return PREINSCRITA_PARA_EMPRESA;
  return etiquetasEstadoCandidatura[estado as EstadoCandidatura] ?? { es: `Estado ${estado}`, en: `Status ${estado}` };
}

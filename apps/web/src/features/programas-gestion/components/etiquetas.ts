import type { EstadoAdhesion, ProgramaGestion } from '@puente/contract/programas';
import type { TFunction } from 'i18next';
import { nivelesDe } from './valores-programa';

/** The i18n key of each level of study (1–6, contract's `NIVELES_ESTUDIOS`), in the reader's language. */
export const claveNivel: Record<number, string> = {
  1: 'programasGestion.niveles.grado',
  2: 'programasGestion.niveles.master',
  3: 'programasGestion.niveles.doctorado',
  4: 'programasGestion.niveles.tituloPropio',
  5: 'programasGestion.niveles.cfgs',
  6: 'programasGestion.niveles.cfgm',
};

/** The levels a programme is for, by name in the reader's language ("Grado, Máster universitario"). */
export const nombresNiveles = (t: TFunction, p: Pick<ProgramaGestion, 'tiposEstudios'>) =>
  nivelesDe(p.tiposEstudios)
    .map((nivel) => t(claveNivel[nivel] ?? String(nivel)))
    .join(', ');

/**
 * Who may take part, in a few words for the list: the conditions on the student's studies, the levels, or
 * everyone when there are none.
 */
export function audiencia(t: TFunction, p: ProgramaGestion): string {
  const partes = [
    p.soloEstudiantesUniversitarios ? t('programasGestion.audiencia.estudiantes') : null,
    p.soloTituladosUniversitarios ? t('programasGestion.audiencia.titulados') : null,
    p.soloAlumnosUniversidad ? t('programasGestion.audiencia.universidad') : null,
    p.tiposEstudios.length > 0 ? nombresNiveles(t, p) : null,
  ].filter((parte): parte is string => parte !== null);
  return partes.length > 0 ? partes.join(' · ') : t('programasGestion.audiencia.todos');
}

/** The badge colours of an adhesion: to decide amber, accepted green, rejected grey. */
export const tonoAdhesion: Record<EstadoAdhesion, string> = {
  solicitada: 'bg-warning-bg text-warning',
  adherida: 'bg-success-bg text-success',
  rechazada: 'bg-subtle text-muted',
};

/** A badge's common shape (state, count). */
export const PILDORA = 'inline-flex w-fit items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

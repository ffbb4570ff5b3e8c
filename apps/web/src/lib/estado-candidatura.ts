import { type EstadoCandidatura, etiquetasEstadoCandidatura } from '@puente/contract/candidaturas';
import { useTranslation } from 'react-i18next';

/** Who reads the label: the contract words state 16 for the student ("pendiente de tu respuesta"). */
export type Lector = 'alumno' | 'empresa';

const esEstadoCandidatura = (estado: number): estado is EstadoCandidatura => estado in etiquetasEstadoCandidatura;

/**
 * A candidacy state's name in the UI language, from the contract's labels
 * (the same the API writes), so every screen names a state alike. The
 * server's label covers a state the contract does not know.
 */
export function useEtiquetaEstadoCandidatura(lector: Lector = 'alumno') {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'es';
  return (estado: number, fallback?: string | null): string => {
    // The one label that depends on the reader: a company sees whose answer is pending.
    if (lector === 'empresa' && estado === 16) return t('estadosCandidatura.preinscritaParaEmpresa');
    return esEstadoCandidatura(estado) ? etiquetasEstadoCandidatura[estado][lang] : (fallback ?? String(estado));
  };
}

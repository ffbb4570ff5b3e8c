import { useTranslation } from 'react-i18next';
import { infoEstado } from '../estados';

/** A candidacy state's name in the UI language; the server's label for a state the catalogue lacks. */
export function useEtiquetaEstado() {
  const { t } = useTranslation();
  return (estado: number, fallback?: string) => {
    const info = infoEstado(estado);
    return info ? t(`candidatos.estados.${info.clave}`) : (fallback ?? String(estado));
  };
}

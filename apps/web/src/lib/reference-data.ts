import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from './api-query';
import { useLanguage } from './i18n';

/**
 * Reference lists (spec's Dominios) change only with a deployment: one hook
 * per list for every screen, fetched once per session (and language for the
 * translated ones), so a filter panel and a form share the answer.
 */
const once = { staleTime: Number.POSITIVE_INFINITY } as const;

/** Provinces, functional areas, contracts… in the UI language (GET /api/Dominios/dominiosList/{lang}). */
export function useDominios() {
  const lang = useLanguage();
  return useQuery({ ...endpointQuery('dominiosList', { lang }), ...once });
}

/** The degree catalogue with level and area (GET /api/Dominios/titulaciones). */
export const useTitulaciones = () => useQuery({ ...endpointQuery('titulaciones', {}), ...once });

/** Internship kinds: curricular, extracurricular… (GET /api/Empresa/getTipoPracticas, companies only). */
export const useTiposPracticas = () => useQuery({ ...endpointQuery('getTipoPracticas', {}), ...once });

export interface MotivosOptions {
  /** Keeps the reasons of one target state (5 discarding, 17 rejecting a pre-registration). */
  idEstado?: number;
  enabled?: boolean;
}

/** Reasons for a candidacy state change, each for one target state (GET /api/Dominios/tipoMotivoCambioEstadoCandidatura). */
export function useMotivosCambioEstado({ idEstado, enabled = true }: MotivosOptions = {}) {
  return useQuery({
    ...endpointQuery('motivosCambioEstado', {}),
    ...once,
    enabled,
    select: idEstado === undefined ? undefined : (motivos) => motivos.filter((motivo) => motivo.idEstado === idEstado),
  });
}

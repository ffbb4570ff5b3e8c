import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/Encuestas/cabecera/:urlAcceso — silent: the entry page says "not available" (35) itself. */
export function useCabeceraEncuesta(urlAcceso: string) {
  return useQuery({
    ...endpointQuery('cabeceraEncuesta', { urlAcceso }, { sinAviso: true }),
    enabled: urlAcceso.length > 0,
    meta: { silencioso: true },
    retry: false,
  });
}

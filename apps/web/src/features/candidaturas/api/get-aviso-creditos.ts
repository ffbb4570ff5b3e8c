import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/Alumno/sacaAvisoDeMinimoDeCreditosParaInscribirse/{id}: warns, before applying, of a credit minimum the student misses. */
export const useAvisoCreditos = (urlOferta: string, enabled: boolean) =>
  useQuery({
    ...endpointQuery('avisoCreditos', { id: urlOferta }),
    enabled,
    // Only a hint before applying: the API checks the rule again, so a failure here needs no banner.
    meta: { silencioso: true },
  });

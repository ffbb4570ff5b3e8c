import { useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** GET /api/Alumno/sacaAvisoDeMinimoDeCreditosParaInscribirse/{id}: warns, before applying, of a credit minimum the student misses. */
export const getAvisoCreditos = (urlOferta: string, signal?: AbortSignal) =>
  fetchData('avisoCreditos', { id: urlOferta }, { signal });

export const useAvisoCreditos = (urlOferta: string, enabled: boolean) =>
  useQuery({
    queryKey: ['avisoCreditos', urlOferta],
    queryFn: ({ signal }) => getAvisoCreditos(urlOferta, signal),
    enabled,
    // Only a hint before applying: the API checks the rule again, so a failure here needs no banner.
    meta: { silencioso: true },
  });

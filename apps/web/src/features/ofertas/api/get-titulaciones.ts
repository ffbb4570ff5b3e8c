import { useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** GET /api/Dominios/titulaciones: the degree catalogue (with level and area) for the degree filter. */
export const getTitulaciones = (signal?: AbortSignal) => fetchData('titulaciones', {}, { signal });

export const useTitulaciones = () =>
  useQuery({
    queryKey: ['titulaciones'],
    queryFn: ({ signal }) => getTitulaciones(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

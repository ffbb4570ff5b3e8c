import { useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** GET /api/Dominios/titulaciones: the degree catalogue with level and area. */
export const fetchTitulaciones = () => fetchData('titulaciones', {});

export const useTitulaciones = () =>
  useQuery({ queryKey: ['titulaciones'], queryFn: fetchTitulaciones, staleTime: Number.POSITIVE_INFINITY });

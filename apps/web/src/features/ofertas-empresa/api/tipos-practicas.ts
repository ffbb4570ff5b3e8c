import { useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** GET /api/Empresa/getTipoPracticas: curricular, extracurricular… (the prácticas "contrato"). */
export const fetchTiposPracticas = () => fetchData('getTipoPracticas', {});

export const useTiposPracticas = () =>
  useQuery({ queryKey: ['getTipoPracticas'], queryFn: fetchTiposPracticas, staleTime: Number.POSITIVE_INFINITY });

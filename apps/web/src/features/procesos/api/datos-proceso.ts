import { useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** GET /api/Empresa/dameDatosProceso/{id}: one own offer with its values, allowed actions and candidates. */
export const fetchDatosProceso = (id: number) => fetchData('dameDatosProceso', { id });

export const datosProcesoKey = (id: number) => ['dameDatosProceso', id] as const;

export const useDatosProceso = (id: number) => useQuery({ queryKey: datosProcesoKey(id), queryFn: () => fetchDatosProceso(id) });

import { useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/**
 * GET /api/Empresa/dameProcesosEmpleoYpracticas for the home counts. Same
 * key as "Mis ofertas" (endpoint name first), so both share one answer.
 */
export const fetchProcesos = () => fetchData('dameProcesosEmpleoYpracticas', {});

export const useProcesos = () => useQuery({ queryKey: ['dameProcesosEmpleoYpracticas'], queryFn: fetchProcesos });

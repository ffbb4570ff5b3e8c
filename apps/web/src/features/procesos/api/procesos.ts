import { useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/**
 * GET /api/Empresa/dameProcesosEmpleoYpracticas: the company's offers with
 * their state and candidate counts.
 *
 * Query keys across the company screens start with the contract endpoint's
 * name (then its input), so any feature can invalidate what a call changed
 * without importing another feature.
 */
export const PROCESOS_KEY = ['dameProcesosEmpleoYpracticas'] as const;

export const fetchProcesos = () => fetchData('dameProcesosEmpleoYpracticas', {});

export const useProcesos = () => useQuery({ queryKey: PROCESOS_KEY, queryFn: fetchProcesos });

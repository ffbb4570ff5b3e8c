import { useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** GET /api/Dominios/tipoMotivoCambioEstadoCandidatura: reasons, each for one target state (idEstado). */
export const fetchMotivos = () => fetchData('motivosCambioEstado', {});

export const useMotivos = () =>
  useQuery({ queryKey: ['motivosCambioEstado'], queryFn: fetchMotivos, staleTime: Number.POSITIVE_INFINITY });

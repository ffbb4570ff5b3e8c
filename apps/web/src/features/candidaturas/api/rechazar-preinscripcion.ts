import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { refrescarTrasCambio } from './refrescar';

export interface RechazarVariables {
  urlOferta: string;
  /** A reason whose idEstado is 17. */
  idMotivo: number;
}

/** POST /api/Alumno/rechazarPreinscripcion: notice 520. */
export const rechazarPreinscripcion = (variables: RechazarVariables) => fetchData('rechazarPreinscripcion', variables);

export function useRechazarPreinscripcion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rechazarPreinscripcion, onSettled: () => refrescarTrasCambio(queryClient) });
}

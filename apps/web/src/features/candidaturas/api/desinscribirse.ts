import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { refrescarTrasCambio } from './refrescar';

/** POST /api/Alumno/desinscribirse: notice 501; 30 once the company has processed it, 31 if there is none. */
export const desinscribirse = (urlOferta: string) => fetchData('desinscribirse', { urlOferta });

export function useDesinscribirse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: desinscribirse, onSettled: () => refrescarTrasCambio(queryClient) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { invalidarProcesos } from './invalidar';

/** POST /api/Empresa/cerrarOferta {urlOferta} (511; 48 from a closed or rejected offer). */
export const cerrarOferta = (urlOferta: string) => fetchData('cerrarOferta', { urlOferta });

export function useCerrarOferta() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cerrarOferta, onSettled: () => invalidarProcesos(queryClient) });
}

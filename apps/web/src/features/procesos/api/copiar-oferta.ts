import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { invalidarProcesos } from './invalidar';

/** POST /api/Empresa/copiarOferta {urlOferta}: a new "(copia)" of the same profile (506; 48 if the brand forbids it). */
export const copiarOferta = (urlOferta: string) => fetchData('copiarOferta', { urlOferta });

export function useCopiarOferta() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: copiarOferta, onSettled: () => invalidarProcesos(queryClient) });
}

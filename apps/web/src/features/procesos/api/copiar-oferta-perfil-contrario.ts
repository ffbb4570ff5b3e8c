import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { invalidarProcesos } from './invalidar';

/**
 * POST /api/Empresa/copiarOfertaPerfilContrario {urlOferta}: a copy to the
 * other profile, with the fields that did not map left to complete (506; 48).
 * The company goes straight to completing it, so the notice is not shown here.
 */
export const copiarOfertaPerfilContrario = (urlOferta: string) =>
  fetchData('copiarOfertaPerfilContrario', { urlOferta }, { sinAviso: true });

export function useCopiarOfertaPerfilContrario() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: copiarOfertaPerfilContrario, onSettled: () => invalidarProcesos(queryClient) });
}

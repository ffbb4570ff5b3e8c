import type { OfertaForm } from '@puente/contract/oferta-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { invalidateEndpoint } from '@/lib/api-query';

/**
 * POST /api/Empresa/addOferta (506). The notice banner is shown by the screen
 * the company lands on (/mis-ofertas), so it is not raised here.
 */
export const addOferta = (input: OfertaForm) => fetchData('addOferta', input, { sinAviso: true });

export function useAddOferta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOferta,
    onSuccess: () => invalidateEndpoint(queryClient, 'dameProcesosEmpleoYpracticas'),
  });
}

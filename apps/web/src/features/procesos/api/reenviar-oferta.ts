import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { invalidateEndpoint } from '@/lib/api-query';
import { invalidarProcesos } from './invalidar';

/** POST /api/Empresa/reenviarOferta {urlOferta}: back to the university after its changes, once (48, 68). */
export const reenviarOferta = (urlOferta: string) => fetchData('reenviarOferta', { urlOferta });

export function useReenviarOferta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reenviarOferta,
    // The "changes requested" notification is marked done by the resubmission.
    onSettled: () => Promise.all([invalidarProcesos(queryClient), invalidateEndpoint(queryClient, 'notificacionesEmpresa')]),
  });
}

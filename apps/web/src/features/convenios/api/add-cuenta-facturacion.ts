import { useMutation, useQueryClient } from '@tanstack/react-query';
import { silencioso } from '@/components/formularios-empresa/rechazo';
import { type ApiInput, fetchData } from '@/lib/api-client';
import { invalidateEndpoint } from '@/lib/api-query';

/** POST /api/Empresa/addCuentaFacturacion → 530 (its banner) with the new account, which the list then holds. */
export function useAddCuentaFacturacion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiInput<'addCuentaFacturacion'>) => fetchData('addCuentaFacturacion', input),
    meta: silencioso,
    onSuccess: () => invalidateEndpoint(queryClient, 'dameCuentasFacturacion'),
  });
}

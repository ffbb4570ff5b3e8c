import { useMutation, useQueryClient } from '@tanstack/react-query';
import { silencioso } from '@/components/formularios-empresa/rechazo';
import { type ApiInput, fetchData } from '@/lib/api-client';
import { invalidateEndpoint } from '@/lib/api-query';
import { datosEmpresaQuery } from './datos-empresa';

/**
 * POST /api/Empresa/editaEmpresaCompletos → 507 (its banner). The answer is
 * the company as saved, so the screen does not read it again; the shell's
 * missing-data check is now stale.
 */
export function useEditaEmpresa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiInput<'editaEmpresaCompletos'>) => fetchData('editaEmpresaCompletos', input),
    meta: silencioso,
    onSuccess: (empresa) => {
      queryClient.setQueryData(datosEmpresaQuery.queryKey, empresa);
      void invalidateEndpoint(queryClient, 'faltanDatosAlaEmpresa');
    },
  });
}

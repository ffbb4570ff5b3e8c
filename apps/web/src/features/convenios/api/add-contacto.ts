import { useMutation, useQueryClient } from '@tanstack/react-query';
import { silencioso } from '@/components/formularios-empresa/rechazo';
import { type ApiInput, fetchData } from '@/lib/api-client';
import { invalidateEndpoints } from '@/lib/api-query';

/**
 * POST /api/Empresa/addContactoEmpresa → 530 (its banner): a new management
 * contact, made as in Mi empresa (mailed the link to set a password); 29 and
 * 44 belong to the e-mail field. The agreement's list and the company's are refetched.
 */
export function useAddContacto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiInput<'addContactoEmpresa'>) => fetchData('addContactoEmpresa', input),
    meta: silencioso,
    onSuccess: () => invalidateEndpoints(queryClient, ['dameContactosConveniosEmpresa', 'dameDatosEmpresa']),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { silencioso } from '@/components/formularios-empresa/rechazo';
import { type ApiInput, fetchData } from '@/lib/api-client';
import { invalidateEndpoint } from '@/lib/api-query';

/**
 * POST /api/Empresa/guardarUsuarioEmpresa → 522: the new contact is mailed a
 * link to set its password (the screen says so itself, with the address).
 * 29 and 44 belong to the e-mail field. The company's contact list is refetched.
 */
export function useGuardarContacto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiInput<'guardarUsuarioEmpresa'>) => fetchData('guardarUsuarioEmpresa', input, { sinAviso: true }),
    meta: silencioso,
    onSuccess: () => invalidateEndpoint(queryClient, 'dameDatosEmpresa'),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { silencioso } from '@/components/formularios-empresa/rechazo';
import { type ApiInput, fetchData } from '@/lib/api-client';
import { invalidateEndpoints } from '@/lib/api-query';

/**
 * POST /api/Empresa/addConvenioEmpresa → 531 (its banner) with the new
 * agreement and `enlace`, where its PDF downloads from. The IBAN goes to the
 * company profile, and the company's agreements gain one. Refusals are the
 * screen's (70/73 under the IBAN, the rest in the banner).
 */
export function useAddConvenio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiInput<'addConvenioEmpresa'>) => fetchData('addConvenioEmpresa', input),
    meta: silencioso,
    onSuccess: () => invalidateEndpoints(queryClient, ['dameConveniosEmpresa', 'dameDatosEmpresa']),
  });
}

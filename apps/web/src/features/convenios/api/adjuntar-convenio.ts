import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiInput, fetchData } from '@/lib/api-client';
import { endpointQuery } from '@/lib/api-query';

/**
 * POST /api/Empresa/adjuntaFicheroAlConvenioEmpresa → 513 (its banner): the
 * signed copy (PDF by content, 46; up to 2 MB, 413). The answer is the
 * agreement as it is now, 'firmado', put in the list without asking again.
 */
export function useAdjuntarConvenio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiInput<'adjuntaFicheroAlConvenioEmpresa'>) => fetchData('adjuntaFicheroAlConvenioEmpresa', input),
    onSuccess: (convenio) => {
      queryClient.setQueryData(endpointQuery('dameConveniosEmpresa', {}).queryKey, (lista) =>
        lista?.map((c) => (c.idConvenio === convenio.idConvenio ? convenio : c)),
      );
    },
  });
}

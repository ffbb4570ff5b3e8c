import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiInput, fetchData } from '@/lib/api-client';
import { documentosAportadosQuery } from './documentos-aportados';

/**
 * POST /api/Empresa/adddoc → 513 (its banner): the answer is the new document,
 * put first in the list. Silent for the query client: 46, 56 and a file too
 * large are said under the upload, where the company is looking.
 */
export function useAportarDocumento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiInput<'adddoc'>) => fetchData('adddoc', input),
    meta: { silencioso: true },
    onSuccess: (documento) => {
      queryClient.setQueryData(documentosAportadosQuery.queryKey, (lista) => [
        documento,
        ...(lista ?? []).filter((d) => d.id !== documento.id),
      ]);
    },
  });
}

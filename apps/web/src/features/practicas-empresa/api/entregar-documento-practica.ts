import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiInput, fetchData } from '@/lib/api-client';
import { invalidateEndpoint } from '@/lib/api-query';
import { documentosPracticasQuery } from './documentos-practicas';

/**
 * POST /api/Empresa/addDocumentoPracticaEmpresa → 513 (its banner): the answer
 * is that internship with its documents, which replaces it in the list; the
 * counts of given documents are read again. Silent like adddoc.
 */
export function useEntregarDocumentoPractica() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiInput<'addDocumentoPracticaEmpresa'>) => fetchData('addDocumentoPracticaEmpresa', input),
    meta: { silencioso: true },
    onSuccess: (practica) => {
      queryClient.setQueryData(documentosPracticasQuery.queryKey, (lista) =>
        lista?.map((p) => (p.idPractica === practica.idPractica ? practica : p)),
      );
      void invalidateEndpoint(queryClient, 'damePracticasConDocumentacion');
    },
  });
}

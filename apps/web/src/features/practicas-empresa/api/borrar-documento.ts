import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { documentosAportadosQuery } from './documentos-aportados';

/** POST /api/Empresa/deldoc {id}: answers the documents that remain, which replace the list. */
export function useBorrarDocumento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => fetchData('deldoc', { id }),
    onSuccess: (quedan) => queryClient.setQueryData(documentosAportadosQuery.queryKey, quedan),
  });
}

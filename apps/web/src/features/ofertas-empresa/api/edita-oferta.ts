import type { InputOf } from '@puente/contract/endpoint';
import type { ofertasEmpresaEndpoints } from '@puente/contract/endpoints/ofertas-empresa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { invalidateEndpoint } from '@/lib/api-query';

export type EditaOfertaInput = InputOf<typeof ofertasEmpresaEndpoints.editaOferta>;

/** POST /api/Empresa/editaOferta (512; 25 or 68 once it is no longer editable). The next screen shows 512. */
export const editaOferta = (input: EditaOfertaInput) => fetchData('editaOferta', input, { sinAviso: true });

export function useEditaOferta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editaOferta,
    onSuccess: (_datos, input) =>
      Promise.all([
        invalidateEndpoint(queryClient, 'dameProcesosEmpleoYpracticas'),
        invalidateEndpoint(queryClient, 'dameDatosProceso', { id: input.idOferta }),
      ]),
  });
}

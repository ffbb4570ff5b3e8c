import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { invalidateEndpoint, invalidateEndpoints } from '@/lib/api-query';

export interface BorrarOfertaVariables {
  urlOferta: string;
  /** From the offer's own page the company leaves it, and the next screen shows 516. */
  sinAviso?: boolean;
}

/** POST /api/Empresa/deleteOferta {urlOferta} (516; live candidacies become "Oferta cancelada"; 48 if forbidden). */
export const borrarOferta = ({ urlOferta, sinAviso }: BorrarOfertaVariables) =>
  fetchData('deleteOferta', { urlOferta }, { sinAviso });

export function useBorrarOferta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: borrarOferta,
    onSettled: () =>
      Promise.all([
        invalidateEndpoint(queryClient, 'dameProcesosEmpleoYpracticas'),
        // Not refetched now: the deleted offer's open page would answer 4 while the company leaves it.
        invalidateEndpoints(queryClient, ['dameDatosProceso', 'dameDatosProcesoComoAlumno'], { refetchType: 'none' }),
      ]),
  });
}

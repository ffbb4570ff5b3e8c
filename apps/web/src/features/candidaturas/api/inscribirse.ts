import type { TipoOferta } from '@puente/contract/endpoints/ofertas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { refrescarTrasCambio } from './refrescar';

export interface InscribirseVariables {
  urlOferta: string;
  /** The section the student applies from: a mismatch with the offer's profile answers 6 or 7. */
  tipo: TipoOferta;
}

/** POST /api/Alumno/inscribirse: success is notice 502 (its banner is shown by fetchData); refusals are §8 banners. */
export const inscribirse = (variables: InscribirseVariables) => fetchData('inscribirse', variables);

export function useInscribirse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inscribirse, onSettled: () => refrescarTrasCambio(queryClient) });
}

import type { OfertaGuardada } from '@puente/contract/endpoints/ofertas-guardadas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { endpointKey, endpointQuery, invalidateEndpoint } from '@/lib/api-query';

/** GET /api/Alumno/ofertasGuardadas: the student's saved offers, the latest saved first. */
export const useOfertasGuardadas = () => useQuery(endpointQuery('ofertasGuardadas', {}));

/** Whether this offer is among the saved ones, from the same answer the list reads (one call for every heart). */
export function useEstaGuardada(urlAcceso: string) {
  const { data } = useOfertasGuardadas();
  return data?.some((o) => o.urlAcceso === urlAcceso) ?? false;
}

/**
 * Saves or stops saving an offer. The heart turns at once (the list in the cache is updated before the answer) and
 * goes back if the API refuses (4: no longer visible, 48: the limit), whose banner says why.
 */
export function useAlternarGuardada() {
  const queryClient = useQueryClient();
  const clave = endpointKey('ofertasGuardadas', {});
  return useMutation({
    mutationFn: ({ urlAcceso, guardar }: { urlAcceso: string; guardar: boolean; titulo: string }) =>
      fetchData(guardar ? 'guardarOferta' : 'quitarOfertaGuardada', { urlAcceso }),
    onMutate: async ({ urlAcceso, guardar, titulo }) => {
      await queryClient.cancelQueries({ queryKey: clave });
      const antes = queryClient.getQueryData<OfertaGuardada[]>(clave);
      if (antes) {
        const sin = antes.filter((o) => o.urlAcceso !== urlAcceso);
        // A provisional row until the list is read again: only the heart and the count use it.
        const provisional: OfertaGuardada = {
          urlAcceso,
          titulo,
          empresa: '',
          provincia: null,
          idPerfil: 2,
          textoPerfilOferta: 'Prácticas',
          fechaLimite: null,
          estado: 'abierta',
          diasParaCierre: null,
          candidatura: null,
          guardadaEl: '',
        };
        queryClient.setQueryData<OfertaGuardada[]>(clave, guardar ? [provisional, ...sin] : sin);
      }
      return { antes };
    },
    onError: (_error, _vars, contexto) => {
      if (contexto?.antes) queryClient.setQueryData(clave, contexto.antes);
    },
    onSettled: () => invalidateEndpoint(queryClient, 'ofertasGuardadas'),
  });
}

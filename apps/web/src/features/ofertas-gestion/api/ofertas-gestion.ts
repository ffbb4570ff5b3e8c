import type { CambiosOferta, OfertasEnBloqueDatos, PedirCambiosOfertaDatos } from '@puente/contract/ofertas-gestion';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFilasPorCursor } from '@/components/data-table/cursor';
import { fetchData } from '@/lib/api-client';
import { endpointQuery, invalidateEndpoint, invalidateEndpoints } from '@/lib/api-query';
import { type FiltrosOfertas, filtroApi } from '../hooks/filtros-url';

/** What a decision or its undo makes stale: the list, the staff home's queue and the reviewed offer. */
const TRAS_DECIDIR = ['ofertasGestion', 'pendienteGestion', 'dameOfertaValidacion'] as const;

/** GET /api/Gestion/ofertas page by page with the server's cursor; a change of filter or order starts again. */
export const useOfertasGestion = (filtros: FiltrosOfertas) =>
  useFilasPorCursor(['ofertasGestion', filtros, 'paginas'], (cursor, signal) =>
    fetchData('ofertasGestion', { ...filtroApi(filtros), orden: filtros.orden, ...(cursor ? { cursor } : {}) }, { signal }),
  );

/** GET /api/Gestion/dameOfertaValidacion/:idOferta: the pending offer as students will see it, and what it lacks. */
export const useOfertaValidacion = (idOferta: number) => useQuery(endpointQuery('dameOfertaValidacion', { idOferta }));

/** POST /api/Gestion/ofertasEnBloque: validate or decline a selection, or everything the filter matches. */
export function useOfertasEnBloque() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datos: OfertasEnBloqueDatos) => fetchData('ofertasEnBloque', datos),
    onSuccess: () => invalidateEndpoints(queryClient, TRAS_DECIDIR),
  });
}

/** POST /api/Gestion/deshacerLoteOfertas within its 10 s (48 after). */
export function useDeshacerLote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idLote: number) => fetchData('deshacerLoteOfertas', { idLote }),
    onSettled: () => invalidateEndpoints(queryClient, TRAS_DECIDIR),
  });
}

/**
 * After asking for changes or correcting, the review page is left for the list: the lists read again, and
 * the reviewed offer is only marked stale, since asked now it would answer "no longer pending" (48) and
 * flash the error banner on the page being left.
 */
const trasDecidirYSalir = (queryClient: QueryClient) =>
  Promise.all([
    invalidateEndpoints(queryClient, ['ofertasGestion', 'pendienteGestion']),
    invalidateEndpoint(queryClient, 'dameOfertaValidacion', undefined, { refetchType: 'none' }),
  ]);

/** POST /api/Gestion/pedirCambiosOferta: back to the company with a structured reason (48 once resubmitted). */
export function usePedirCambiosOferta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datos: PedirCambiosOfertaDatos) => fetchData('pedirCambiosOferta', datos),
    onSuccess: () => trasDecidirYSalir(queryClient),
  });
}

/** POST /api/Gestion/corregirYValidarOferta: the corrected texts and the publication at once. */
export function useCorregirYValidarOferta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datos: { idOferta: number; cambios: CambiosOferta }) => fetchData('corregirYValidarOferta', datos),
    onSuccess: () => trasDecidirYSalir(queryClient),
  });
}

import type { FiltrosBusqueda, FrecuenciaAlerta } from '@puente/contract/endpoints/busquedas-guardadas';
import type { TipoOferta } from '@puente/contract/endpoints/ofertas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { endpointQuery, invalidateEndpoint } from '@/lib/api-query';

/** GET /api/Alumno/busquedasGuardadas: the student's saved searches, the latest first. */
export const useBusquedasGuardadas = () => useQuery(endpointQuery('busquedasGuardadas', {}));

function useCambioDeBusquedas<V, R>(mutationFn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => invalidateEndpoint(queryClient, 'busquedasGuardadas') });
}

/** POST /api/Alumno/guardarBusqueda: 48 past the limit, 15 with the field that fails. */
export const useGuardarBusqueda = () =>
  useCambioDeBusquedas((d: { nombre: string; tipo: TipoOferta; filtros: FiltrosBusqueda; frecuencia: FrecuenciaAlerta }) =>
    fetchData('guardarBusqueda', d),
  );

export const useEditarBusqueda = () =>
  useCambioDeBusquedas((d: { id: number; nombre?: string; frecuencia?: FrecuenciaAlerta }) => fetchData('editarBusqueda', d));

export const useBorrarBusqueda = () => useCambioDeBusquedas((id: number) => fetchData('borrarBusqueda', { id }));

/** The public unsubscribe page's alert, by the mail's token (no session). */
export const useAlertaPorToken = (token: string) =>
  // An unknown link is said by the page itself, not by the banner.
  useQuery({ ...endpointQuery('alertaPorToken', { token }), retry: false, meta: { silencioso: true } });

export function useBajaAlerta(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deshacer: boolean) => fetchData(deshacer ? 'deshacerBajaAlerta' : 'bajaAlerta', { token }),
    onSuccess: (datos) => queryClient.setQueryData(endpointQuery('alertaPorToken', { token }).queryKey, datos),
  });
}

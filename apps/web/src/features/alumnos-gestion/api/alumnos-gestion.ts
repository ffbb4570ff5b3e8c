import type { EstadoSolicitudBaja, ResolverSolicitudBajaDatos } from '@puente/contract/alumnos-gestion';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFilasPorCursor } from '@/components/data-table/cursor';
import { fetchData } from '@/lib/api-client';
import { endpointQuery, invalidateEndpoint, invalidateEndpoints } from '@/lib/api-query';
import { type FiltrosAlumnos, filtroApi } from '../hooks/filtros-url';

/** GET /api/Gestion/alumnos page by page with the server's cursor; a change of filter or order starts again. */
export const useAlumnosGestion = (filtros: FiltrosAlumnos) =>
  useFilasPorCursor(['alumnosGestion', filtros, 'paginas'], (cursor, signal) =>
    fetchData('alumnosGestion', { ...filtroApi(filtros), orden: filtros.orden, ...(cursor ? { cursor } : {}) }, { signal }),
  );

/** GET /api/Gestion/alumnos/:id: everything the university holds about one student (not the CV). */
export const useAlumnoGestion = (id: number) => useQuery(endpointQuery('alumnoGestion', { id }));

/**
 * GET /api/Gestion/cvAlumno/:id, only when asked for: every read is audited (the student's page lists it),
 * so the CV is never fetched ahead, nor again on a window focus.
 */
export function useCvAlumno(id: number, pedido: boolean) {
  const queryClient = useQueryClient();
  const cv = useQuery({
    ...endpointQuery('cvAlumno', { id }),
    enabled: pedido,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const leido = cv.dataUpdatedAt;
  // The read is in the audit trail now: the page's "who read the CV" shows it.
  useEffect(() => {
    if (leido > 0) void invalidateEndpoint(queryClient, 'alumnoGestion', { id });
  }, [leido, id, queryClient]);
  return cv;
}

/** GET /api/Gestion/solicitudesBaja of one state, page by page. */
export const useSolicitudesBaja = (estado: EstadoSolicitudBaja, activa = true) =>
  useFilasPorCursor(['solicitudesBaja', estado, activa, 'paginas'], (cursor, signal) =>
    activa
      ? fetchData('solicitudesBaja', { estado, ...(cursor ? { cursor } : {}) }, { signal })
      : Promise.resolve({ items: [], siguiente: null, total: 0, totalEstimado: false }),
  );

/** POST /api/Gestion/resolverSolicitudBaja; the lists, the student's page and the work queue go stale. */
export function useResolverSolicitudBaja() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datos: ResolverSolicitudBajaDatos) => fetchData('resolverSolicitudBaja', datos),
    onSuccess: () => invalidateEndpoints(queryClient, ['solicitudesBaja', 'alumnosGestion', 'alumnoGestion', 'pendienteGestion']),
  });
}

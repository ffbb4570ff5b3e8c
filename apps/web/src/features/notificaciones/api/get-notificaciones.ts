import type { Notificacion } from '@puente/contract/endpoints/notificaciones';
import { useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import type { UserType } from '@/lib/session';
import { endpointsNotificaciones, notificacionesKey } from './notificaciones-endpoints';

/** New notifications show up on the bell without a reload, at this pace (only while the tab is visible). */
export const REFRESCO_MS = 60_000;

/** GET /api/{Alumno|Empresa}/dameNotificaciones: important first, then newest (not paged). */
export const getNotificaciones = (role: UserType, signal?: AbortSignal): Promise<Notificacion[]> =>
  fetchData(endpointsNotificaciones[role].listar, {}, { signal });

export const useNotificaciones = (role: UserType | null) =>
  useQuery({
    queryKey: notificacionesKey(role ?? 'Alumno'),
    queryFn: ({ signal }) => getNotificaciones(role ?? 'Alumno', signal),
    enabled: role !== null,
    refetchInterval: REFRESCO_MS,
  });

export const sinLeer = (notificaciones: Notificacion[] | undefined) => notificaciones?.filter((n) => !n.leida).length ?? 0;

export const tieneEnlace = (n: Notificacion) => Boolean(n.urlAcceso || n.urlExterna);

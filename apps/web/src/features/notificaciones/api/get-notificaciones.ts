import type { Notificacion } from '@puente/contract/endpoints/notificaciones';
import { useQuery } from '@tanstack/react-query';
import type { UserType } from '@/lib/session';
import { notificacionesQuery } from './notificaciones-endpoints';

/** New notifications show up on the bell without a reload, at this pace (only while the tab is visible). */
export const REFRESCO_MS = 60_000;

/** GET /api/{Alumno|Empresa}/dameNotificaciones: important first, then newest (not paged). */
export const useNotificaciones = (role: UserType | null) =>
  useQuery({ ...notificacionesQuery(role ?? 'Alumno'), enabled: role !== null, refetchInterval: REFRESCO_MS });

export const sinLeer = (notificaciones: Notificacion[] | undefined) => notificaciones?.filter((n) => !n.leida).length ?? 0;

export const tieneEnlace = (n: Notificacion) => Boolean(n.urlAcceso || n.urlExterna);

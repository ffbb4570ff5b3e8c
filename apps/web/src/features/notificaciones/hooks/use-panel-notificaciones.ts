import type { UserType } from '@/lib/session';
import { useMarcarSinEnlace } from '../api/acciones-notificaciones';
import { sinLeer, tieneEnlace, useNotificaciones } from '../api/get-notificaciones';

/** The unread count of the bell and the page title; 0 without a session. */
export function useNotificacionesSinLeer(role: UserType | null) {
  return sinLeer(useNotificaciones(role).data);
}

/**
 * Opening the panel reloads the list; closing it marks as read those without
 * a link (spec §4), which only make sense as read once seen.
 */
export function usePanelNotificaciones(role: UserType) {
  const query = useNotificaciones(role);
  const marcarSinEnlace = useMarcarSinEnlace(role);
  return {
    abrir: () => void query.refetch(),
    cerrar: () => {
      if (query.data?.some((n) => !n.leida && !tieneEnlace(n))) marcarSinEnlace.mutate(undefined);
    },
  };
}

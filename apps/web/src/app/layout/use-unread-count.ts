import { useNotificacionesSinLeer } from '@/features/notificaciones/hooks/use-panel-notificaciones';
import { portalUserType, useSession } from '@/lib/session';

/**
 * Unread notifications of the logged-in user (either role), from
 * GET /api/{Alumno|Empresa}/dameNotificaciones: the bell's badge and the page
 * title's " (n)" suffix (spec §2). 0 without a session, and for staff.
 */
export function useUnreadCount(): number {
  const session = useSession();
  return useNotificacionesSinLeer(portalUserType(session));
}

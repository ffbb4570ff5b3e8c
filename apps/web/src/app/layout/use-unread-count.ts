/**
 * Seam for the notifications feature (a later issue): it will return the real
 * unread count from GET /api/{role}/dameNotificaciones. Until then there is no
 * source of truth, so the count is 0 and no badge or title suffix is shown.
 */
export function useUnreadCount(): number {
  return 0;
}

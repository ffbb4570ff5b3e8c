import { SESSION_LOST, showError } from '@/lib/error-banner-store';
import { esRutaGestion, expireSession, getSession, loginDe, rememberReturnUrl } from '@/lib/session';

/**
 * Spec §4: an expired or rejected token clears the token and user type, shows
 * error 2 (which survives the redirect) and sends the user to their login (staff
 * to /login/gestion), keeping the current path so login can bring them back.
 */
export function endLostSession(navigate: (to: string) => void, currentPath = window.location.pathname + window.location.search) {
  const isLogin = currentPath === '/login' || currentPath.startsWith('/login/') || currentPath.startsWith('/login?');
  // Staff sign in again at their own login: known from the session before it goes, or from the staff area's path.
  const staff = getSession().userType === 'Gestor' || esRutaGestion(currentPath);
  if (!isLogin) rememberReturnUrl(currentPath);
  expireSession();
  showError(SESSION_LOST);
  navigate(loginDe(staff ? 'Gestor' : null));
}

import { SESSION_LOST, showError } from '@/lib/error-banner-store';
import { expireSession, rememberReturnUrl } from '@/lib/session';

/**
 * Spec §4: an expired or rejected token clears the token and user type, shows
 * error 2 (which survives the redirect) and sends the user to login, keeping
 * the current path so login can bring them back.
 */
export function endLostSession(navigate: (to: string) => void, currentPath = window.location.pathname + window.location.search) {
  const isLogin = currentPath === '/login' || currentPath.startsWith('/login/') || currentPath.startsWith('/login?');
  if (!isLogin) rememberReturnUrl(currentPath);
  expireSession();
  showError(SESSION_LOST);
  navigate('/login');
}

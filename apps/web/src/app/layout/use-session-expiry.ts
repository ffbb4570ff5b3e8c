import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/lib/session';
import { endLostSession } from '../session-lost';

/** setTimeout misbehaves past 2^31-1 ms (~24.8 days): longer waits are re-armed. */
const MAX_DELAY = 2_147_483_647;

/** Millisecond delay until a token with this exp (seconds) expires; 0 when already past. */
export function msUntilExpiry(exp: number, now = Date.now()) {
  return Math.max(0, exp * 1000 - now);
}

/**
 * The timer half of spec §4's expiry check (the guard checks on navigation):
 * the session ends when the token's exp is reached, even if the user is idle.
 */
export function useSessionExpiry() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // Read when the timer fires, not when it is armed: the user may have moved on.
  const path = useRef(location.pathname + location.search);
  path.current = location.pathname + location.search;
  const exp = session.claims?.exp;
  const active = Boolean(session.token);
  useEffect(() => {
    if (!active || typeof exp !== 'number') return;
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      const delay = msUntilExpiry(exp);
      timer = setTimeout(
        delay > MAX_DELAY ? arm : () => endLostSession((to) => navigate(to), path.current),
        Math.min(delay, MAX_DELAY),
      );
    };
    arm();
    return () => clearTimeout(timer);
  }, [active, exp, navigate]);
}

import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { showError } from '@/lib/error-banner-store';

/** Navigation state that asks the next screen to show a notice banner (506 created, 512 updated, 516 deleted). */
export interface AvisoState {
  aviso: number;
}

export const conAviso = (aviso: number): { state: AvisoState } => ({ state: { aviso } });

/**
 * Shows the notice a previous screen left in the navigation state, once. The
 * shell clears the banner when the path changes, in an effect that runs after
 * this one (parents after children), so the banner is set on the next tick.
 */
export function useAvisoAlLlegar() {
  const location = useLocation();
  const navigate = useNavigate();
  const state: unknown = location.state;
  const aviso = typeof state === 'object' && state !== null && 'aviso' in state ? state.aviso : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per notice; the path is read, not watched.
  useEffect(() => {
    if (typeof aviso !== 'number') return;
    const timer = setTimeout(() => showError(aviso), 0);
    // Forget it, so a reload or a back navigation does not show it again.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null, preventScrollReset: true });
    return () => clearTimeout(timer);
  }, [aviso]);
}

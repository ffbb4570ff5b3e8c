import { useSyncExternalStore } from 'react';
import { getStoredValue, setStoredValue, storageKeys } from '@/lib/session';

export type Consent = 'accepted' | 'rejected' | null;

const listeners = new Set<() => void>();

function read(): Consent {
  const value = getStoredValue(storageKeys.cookiesAccepted);
  if (value === 'true') return 'accepted';
  if (value === 'false') return 'rejected';
  return null;
}

/**
 * Pre-rendered HTML and its hydration cannot read the stored choice: they render the notice, as a first visit
 * needs it (decision 060). Who already decided never sees it: the pages' inline script marks <html> before the
 * body is parsed and index.css hides the notice under that mark until React, right after hydrating, removes it.
 */
const sinLeer = (): Consent => null;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The stored cookie decision (spec §3: survives logout). */
export function useCookieConsent() {
  const consent = useSyncExternalStore(subscribe, read, sinLeer);
  const decide = (accepted: boolean) => {
    setStoredValue(storageKeys.cookiesAccepted, String(accepted));
    for (const listener of listeners) listener();
  };
  return { consent, decide };
}

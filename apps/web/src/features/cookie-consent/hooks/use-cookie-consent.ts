import { useSyncExternalStore } from 'react';
import { getStoredValue, setStoredValue, storageKeys } from '@/lib/session';

/** `unknown`: pre-rendered HTML and its hydration, where the stored choice is not read (decision 053). */
export type Consent = 'accepted' | 'rejected' | null | 'unknown';

const listeners = new Set<() => void>();

function read(): Consent {
  const value = getStoredValue(storageKeys.cookiesAccepted);
  if (value === 'true') return 'accepted';
  if (value === 'false') return 'rejected';
  return null;
}

const unknown = (): Consent => 'unknown';

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The stored cookie decision (spec §3: survives logout). */
export function useCookieConsent() {
  const consent = useSyncExternalStore(subscribe, read, unknown);
  const decide = (accepted: boolean) => {
    setStoredValue(storageKeys.cookiesAccepted, String(accepted));
    for (const listener of listeners) listener();
  };
  return { consent, decide };
}

import { useSyncExternalStore } from 'react';
import { applyDarkMode, darkModeOffered } from './brand-theme';
import { getStoredValue, setStoredValue, storageKeys } from './session';

const listeners = new Set<() => void>();
let dark = false;

/** Reads the stored preference at boot; off wherever the toggle is not offered. */
export function initDarkMode() {
  dark = darkModeOffered() && getStoredValue(storageKeys.darkMode) === 'true';
  applyDarkMode(dark);
}

export function setDarkMode(next: boolean) {
  dark = next;
  setStoredValue(storageKeys.darkMode, String(next));
  applyDarkMode(next);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const get = () => dark;
/** Pre-rendered HTML is light (decision 053): hydration starts light and switches right after. */
const getServer = () => false;

export const useDarkMode = () => useSyncExternalStore(subscribe, get, getServer);

const noSubscription = () => () => undefined;

/** Whether the dark mode toggle is offered, false in pre-rendered HTML and while hydrating it. */
export const useDarkModeOffered = () => useSyncExternalStore(noSubscription, darkModeOffered, getServer);

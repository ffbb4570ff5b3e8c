import { useSyncExternalStore } from 'react';

/** Spec §8: session lost. The only banner that survives a route change. */
export const SESSION_LOST = 2;

export type ShownError =
  | { kind: 'code'; code: number; mensaje: string | null }
  | { kind: 'custom'; titulo: string; mensaje: string };

let current: ShownError | null = null;
const listeners = new Set<() => void>();

function set(next: ShownError | null) {
  current = next;
  for (const listener of listeners) listener();
}

export const getShownError = () => current;

export function subscribeShownError(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useShownError = () => useSyncExternalStore(subscribeShownError, getShownError, getShownError);

/**
 * Shows the catalogue banner of a code; the server message is kept for
 * `mensajeServidor` entries. Only state: reporting the codes spec §8 monitors
 * is the job of whoever shows an API error (app/show-api-error.ts), so this
 * store never calls the API and the API client can use it without a cycle.
 */
export function showError(code: number, mensaje: string | null = null) {
  set({ kind: 'code', code, mensaje });
}

export function showCustomError(titulo: string, mensaje: string) {
  set({ kind: 'custom', titulo, mensaje });
}

export function clearError() {
  set(null);
}

export function clearErrorOnRouteChange() {
  if (current?.kind === 'code' && current.code === SESSION_LOST) return;
  if (current) set(null);
}

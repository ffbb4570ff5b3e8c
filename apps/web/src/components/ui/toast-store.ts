import { useSyncExternalStore } from 'react';

/* The toast queue, without Radix: any screen can queue a toast while only the Toaster (toast.tsx) renders them. */

export interface ToastAction {
  label: string;
  /** What a screen reader user can do instead, since toasts come and go (Radix requires it). */
  altText: string;
  onClick: () => void;
}

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  tone?: 'success' | 'info' | 'danger';
  /** One action, such as "Deshacer"; the toast closes when it is used. */
  action?: ToastAction;
  /** Milliseconds on screen; 5 s by default. */
  duration?: number;
}

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Shows a short, non-blocking message (confirmations); errors use the error banner instead. */
export function toast(message: Omit<ToastMessage, 'id'>) {
  toasts = [...toasts, { ...message, id: nextId++ }];
  emit();
}

export function dismiss(id: number) {
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getToasts = () => toasts;

/** The toasts queued and not yet dismissed. */
export const useToasts = () => useSyncExternalStore(subscribe, getToasts, getToasts);

/** Whether any toast has been queued yet: until then the layout does not load the Toaster. */
export const useHayToasts = () =>
  useSyncExternalStore(
    subscribe,
    () => nextId > 1,
    () => nextId > 1,
  );

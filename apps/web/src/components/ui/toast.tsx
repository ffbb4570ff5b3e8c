import { X } from 'lucide-react';
import { Toast as RadixToast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

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

function dismiss(id: number) {
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getToasts = () => toasts;

const tones = { success: 'border-s-success', info: 'border-s-info', danger: 'border-s-danger' } as const;

export function Toaster() {
  const { t } = useTranslation();
  const items = useSyncExternalStore(subscribe, getToasts, getToasts);
  return (
    <RadixToast.Provider swipeDirection="right" duration={5000} label={t('ui.notificacion')}>
      {items.map((item) => (
        <RadixToast.Root
          key={item.id}
          duration={item.duration}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
          className={cn(
            'flex items-start gap-3 rounded-xl border border-s-4 border-border bg-surface p-4 text-fg shadow-raised',
            tones[item.tone ?? 'info'],
          )}
        >
          <div className="flex flex-1 flex-col gap-1">
            <RadixToast.Title className="text-sm font-semibold">{item.title}</RadixToast.Title>
            {item.description ? (
              <RadixToast.Description className="text-sm text-muted">{item.description}</RadixToast.Description>
            ) : null}
          </div>
          {item.action ? (
            <RadixToast.Action
              altText={item.action.altText}
              onClick={item.action.onClick}
              className="inline-flex h-8 shrink-0 cursor-pointer items-center rounded-md border border-border bg-surface px-3 text-sm font-medium text-fg hover:bg-subtle"
            >
              {item.action.label}
            </RadixToast.Action>
          ) : null}
          <RadixToast.Close aria-label={t('ui.cerrar')} className="cursor-pointer rounded-full p-1 text-muted hover:bg-subtle">
            <X aria-hidden="true" className="size-4" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        label={t('ui.avisos')}
        className="fixed end-0 bottom-0 z-[60] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </RadixToast.Provider>
  );
}

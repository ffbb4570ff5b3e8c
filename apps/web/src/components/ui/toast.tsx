import { X } from 'lucide-react';
import { Toast as RadixToast } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { dismiss, useToasts } from './toast-store';

const tones = { success: 'border-s-success', info: 'border-s-info', danger: 'border-s-danger' } as const;

/**
 * The toasts on screen. Radix's toast is in this module only: the layout mounts it (lazily) once the first
 * toast is queued, so a page that shows none does not load it (decision 026).
 */
export function Toaster() {
  const { t } = useTranslation();
  const items = useToasts();
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

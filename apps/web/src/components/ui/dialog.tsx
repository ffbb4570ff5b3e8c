import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { type RememberedFocus, rememberFocus, returnFocus } from '@/lib/focus-return';
import { AvisoRechazo, type RechazoDialogo, RechazoDialogoProvider, useRechazoDialogo } from './rechazo-dialogo';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Blocking dialogs (RGPD) cannot be dismissed with Escape, outside click or a close button. */
  dismissible?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Slides in from the side instead of centring: used for the side menu on small screens. */
  side?: 'start';
  className?: string;
  /** 'alertdialog' for a question that interrupts (leave without saving?). */
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes on opening; by default the first focusable element. */
  onOpenAutoFocus?: (event: Event) => void;
  /**
   * Where focus goes on closing when the element that opened the dialog is
   * gone (its action removed it): the moved card, the list's heading… Without
   * it, the next item of the opener's list, else the page's <main> (lib/focus-return).
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
  /**
   * Where a refusal of the dialog's action is said (useRechazoDialogo): above
   * the footer, focused, instead of the banner behind. Without it the dialog
   * keeps its own, which a form inside it reaches (useRechazoDelDialogo).
   */
  rechazo?: RechazoDialogo;
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  dismissible = true,
  size = 'md',
  side,
  className,
  role,
  onOpenAutoFocus,
  returnFocusTo,
  rechazo: rechazoDado,
}: DialogProps) {
  const { t } = useTranslation();
  const opened = useRef<RememberedFocus | null>(null);
  const propio = useRechazoDialogo();
  const rechazo = rechazoDado ?? propio;
  const { limpiar } = rechazo;
  // A refusal belongs to one attempt: the dialog opens again without it.
  useEffect(() => {
    if (open === false) limpiar();
  }, [open, limpiar]);
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-[rgb(15_20_30/0.5)] backdrop-blur-[2px]" />
        <RadixDialog.Content
          // Only when given: an undefined role would replace Radix's own "dialog".
          {...(role ? { role } : {})}
          onOpenAutoFocus={(event) => {
            // Runs before focus moves in: what has it now opened the dialog.
            opened.current = rememberFocus();
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            // Radix would focus only a <Dialog trigger>: dialogs opened from a list row have none.
            event.preventDefault();
            if (opened.current) returnFocus(opened.current, returnFocusTo);
            opened.current = null;
          }}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          className={cn(
            'fixed z-50 flex flex-col gap-4 bg-surface text-fg shadow-raised outline-none',
            side === 'start'
              ? 'inset-y-0 start-0 w-[min(20rem,88vw)] overflow-y-auto p-5'
              : cn(
                  'top-1/2 left-1/2 max-h-[90dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl p-6',
                  widths[size],
                ),
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold leading-snug text-fg">{title}</RadixDialog.Title>
            {dismissible ? (
              <RadixDialog.Close
                aria-label={t('ui.cerrar')}
                className="-me-2 -mt-1 inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-subtle hover:text-fg"
              >
                <X aria-hidden="true" className="size-5" />
              </RadixDialog.Close>
            ) : null}
          </div>
          {description ? (
            <RadixDialog.Description className="text-sm leading-relaxed text-muted">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <RechazoDialogoProvider value={rechazo}>{children}</RechazoDialogoProvider>
          <AvisoRechazo rechazo={rechazo} />
          {footer ? <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A button inside a dialog footer that closes it (wrap a <Button>). */
export const DialogClose = RadixDialog.Close;

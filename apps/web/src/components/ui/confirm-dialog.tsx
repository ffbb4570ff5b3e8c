import { type ReactNode, useState } from 'react';
import { Button } from './button';
import { Dialog, DialogClose } from './dialog';

export interface ConfirmDialogProps {
  /** The button that opens the question. */
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's text while the action runs. */
  pendingLabel: string;
  /**
   * The action. The dialog closes once it settles either way: a refusal's
   * banner comes from the query client, so a rejection is not shown here.
   */
  onConfirm: () => Promise<unknown>;
  /** 'danger' for an action that undoes something (leave, delete). */
  tone?: 'danger';
}

/** "Are you sure?" before an action that changes something (register, leave, request, renew). */
export function ConfirmDialog({
  trigger,
  title,
  description,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  onConfirm,
  tone,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
    } catch {
      // The query client's banner says why.
    } finally {
      setPending(false);
      setOpen(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="sm"
      role="alertdialog"
      title={title}
      description={description}
      trigger={trigger}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{cancelLabel}</Button>
          </DialogClose>
          <Button variant={tone} onClick={confirm} disabled={pending} aria-busy={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </>
      }
    />
  );
}

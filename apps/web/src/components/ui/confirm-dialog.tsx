import { type ReactNode, useState } from 'react';
import { Button } from './button';
import { Dialog, DialogClose } from './dialog';
import { useRechazoDialogo } from './rechazo-dialogo';

export interface ConfirmDialogProps {
  /**
   * The button that opens the question. Without one the dialog is open while it is rendered and `onClose`
   * is called when it closes: the page keeps it, so the button that asked stays the same element (the focus
   * goes back to it even when its text changes, "Retirar" → "Publicar").
   */
  trigger?: ReactNode;
  onClose?: () => void;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's text while the action runs. */
  pendingLabel: string;
  /**
   * The action. The dialog closes once it is done; a refusal is said inside
   * the dialog, which stays open (components/ui/rechazo-dialogo), unless it
   * needs the whole page (session lost…), which the banner says.
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
  onClose,
}: ConfirmDialogProps) {
  const [abierto, setAbierto] = useState(false);
  const open = trigger === undefined ? true : abierto;
  const setOpen = (valor: boolean) => {
    setAbierto(valor);
    if (!valor) onClose?.();
  };
  const [pending, setPending] = useState(false);
  const rechazo = useRechazoDialogo();
  const confirm = async () => {
    setPending(true);
    rechazo.limpiar();
    try {
      await onConfirm();
      setOpen(false);
    } catch (error) {
      // Said inside the dialog; otherwise the query client's banner says it once the dialog is gone.
      if (!rechazo.mostrar(error)) setOpen(false);
    } finally {
      setPending(false);
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
      rechazo={rechazo}
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

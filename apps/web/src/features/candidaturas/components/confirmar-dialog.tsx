import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import type { RechazoDialogo } from '@/components/ui/rechazo-dialogo';

export interface ConfirmarDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  titulo: string;
  descripcion: ReactNode;
  confirmar: string;
  onConfirmar: () => void;
  ocupado: boolean;
  tono?: 'primary' | 'danger';
  children?: ReactNode;
  /** Where focus goes when the action removed the button that opened the dialog (the new status). */
  returnFocusTo?: () => HTMLElement | null | undefined;
  /** Where the action's refusal is said, inside the dialog (useRechazoDialogo). */
  rechazo?: RechazoDialogo;
}

/** A yes/no question before an action that changes a candidacy. */
export function ConfirmarDialog({
  open,
  onOpenChange,
  titulo,
  descripcion,
  confirmar,
  onConfirmar,
  ocupado,
  tono = 'primary',
  children,
  returnFocusTo,
  rechazo,
}: ConfirmarDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={titulo}
      description={descripcion}
      {...(returnFocusTo ? { returnFocusTo } : {})}
      {...(rechazo ? { rechazo } : {})}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('ui.cancelar')}</Button>
          </DialogClose>
          <Button variant={tono} onClick={onConfirmar} disabled={ocupado} aria-busy={ocupado}>
            {ocupado ? <Spinner /> : null}
            {confirmar}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

export function Spinner() {
  return <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current/30 border-t-current" />;
}

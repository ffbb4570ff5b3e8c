import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { useBrand } from '@/lib/brand';

export interface AccountDeletionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Solicitar baja" (spec §2, brand flag canBorrarCuenta). The in-portal request
 * (POST /api/Alumno/solicitarBajaServicio) is not in the contract yet, so the
 * request goes by e-mail to the brand's service address; the dialog's wording
 * does not change when the endpoint arrives, only the button's action.
 */
export function AccountDeletionDialog({ open, onOpenChange }: AccountDeletionDialogProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const mailto = `mailto:${brand.contacto.email}?subject=${encodeURIComponent(t('accountDeletion.asunto'))}`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('accountDeletion.titulo')}
      description={t('accountDeletion.texto')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('accountDeletion.cancelar')}</Button>
          </DialogClose>
          <Button variant="danger" asChild>
            <a href={mailto}>
              <Mail aria-hidden="true" />
              {t('accountDeletion.enviar')}
            </a>
          </Button>
        </>
      }
    >
      <p className="text-sm text-fg">
        {t('accountDeletion.comoSolicitar')} <strong className="break-all">{brand.contacto.email}</strong>
      </p>
    </Dialog>
  );
}

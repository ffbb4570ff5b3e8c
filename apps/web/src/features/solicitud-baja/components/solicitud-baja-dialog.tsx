import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { useRechazoDialogo } from '@/components/ui/rechazo-dialogo';
import { Textarea } from '@/components/ui/textarea';
import { useSolicitarBaja } from '../api/solicitar-baja';

export interface SolicitudBajaDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const MOTIVO_MAX = 500;

/**
 * "Solicitar baja" (spec §2, brand flag canBorrarCuenta): the request goes to
 * the service through the API (517 on success, 8 if one is already open); the
 * banner of the answer tells the student what happens next.
 */
export function SolicitudBajaDialog({ open, onOpenChange }: SolicitudBajaDialogProps) {
  const { t } = useTranslation();
  const [motivo, setMotivo] = useState('');
  const request = useSolicitarBaja();
  const motivoId = useId();

  const rechazo = useRechazoDialogo();

  // A refusal (8: a request is already open) is said inside the dialog, which stays open.
  const submit = () => {
    rechazo.limpiar();
    request.mutate(motivo, {
      onSuccess: () => {
        setMotivo('');
        onOpenChange(false);
      },
      onError: (error) => {
        if (!rechazo.mostrar(error)) onOpenChange(false);
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      rechazo={rechazo}
      title={t('solicitudBaja.titulo')}
      description={t('solicitudBaja.texto')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('solicitudBaja.cancelar')}</Button>
          </DialogClose>
          <Button variant="danger" onClick={submit} disabled={request.isPending}>
            {request.isPending ? t('solicitudBaja.enviando') : t('solicitudBaja.enviar')}
          </Button>
        </>
      }
    >
      <label htmlFor={motivoId} className="mb-1 block text-sm font-medium text-fg">
        {t('solicitudBaja.motivo')}
      </label>
      <Textarea id={motivoId} value={motivo} maxLength={MOTIVO_MAX} onChange={(e) => setMotivo(e.target.value)} />
      <p className="mt-1 text-xs text-muted">{t('solicitudBaja.motivoAyuda', { max: MOTIVO_MAX })}</p>
    </Dialog>
  );
}

import type { ComunicacionGestion } from '@puente/contract/comunicaciones';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { useRechazoDialogo } from '@/components/ui/rechazo-dialogo';
import { toast } from '@/components/ui/toast-store';
import { usePublicacionComunicacion } from '../api/comunicaciones-gestion';
import { resumen } from './resumen';

/**
 * "¿Retirar esta comunicación?": withdrawn, it leaves the homes at once. Kept by the page rather than by the
 * row's button, so the button stays the same element when it turns into "Publicar" and the focus goes back
 * to it. A refusal is said inside the dialog, which stays open.
 */
export function RetirarComunicacion({ comunicacion: c, onClose }: { comunicacion: ComunicacionGestion; onClose: () => void }) {
  const { t } = useTranslation();
  const publicacion = usePublicacionComunicacion();
  const rechazo = useRechazoDialogo();
  const [pendiente, setPendiente] = useState(false);
  const retirar = async () => {
    setPendiente(true);
    rechazo.limpiar();
    try {
      await publicacion.mutateAsync({ id: c.idComunicacion, publicada: false });
      onClose();
      toast({ title: t('comunicacionesGestion.acciones.retirada'), tone: 'success' });
    } catch (error) {
      // Said inside the dialog; otherwise the query client's banner says it once the dialog is gone.
      if (!rechazo.mostrar(error)) onClose();
    } finally {
      setPendiente(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(abierto) => {
        if (!abierto) onClose();
      }}
      size="sm"
      role="alertdialog"
      title={t('comunicacionesGestion.acciones.confirmarTitulo')}
      description={t(`comunicacionesGestion.acciones.confirmarTexto.${c.para}`, { texto: resumen(c.descripcion, 120) })}
      rechazo={rechazo}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('comunicacionesGestion.acciones.cancelar')}</Button>
          </DialogClose>
          <Button variant="danger" onClick={retirar} disabled={pendiente} aria-busy={pendiente}>
            {pendiente ? t('comunicacionesGestion.acciones.retirando') : t('comunicacionesGestion.acciones.retirar')}
          </Button>
        </>
      }
    />
  );
}

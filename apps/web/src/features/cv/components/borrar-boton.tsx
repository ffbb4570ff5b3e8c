import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { useRechazoDialogo } from '@/components/ui/rechazo-dialogo';

export interface BorrarBotonProps {
  /** What is deleted, as the student reads it ("Inglés", "CV-2026.pdf"): names the button and the question. */
  nombre: string;
  /** Sends the delete; a refusal throws and is said inside the dialog, which stays. */
  onBorrar: () => Promise<unknown>;
  /** After the delete: the notice of the section (focus goes to the next entry or the section's heading). */
  onBorrado: () => void;
}

/** A delete that asks first: the safe answer is focused, and focus never falls to the page when the entry goes. */
export function BorrarBoton({ nombre, onBorrar, onBorrado }: BorrarBotonProps) {
  const { t } = useTranslation();
  const [abierto, setAbierto] = useState(false);
  const [ocupado, setOcupado] = useState(false);
  const rechazo = useRechazoDialogo();
  const borrar = async () => {
    setOcupado(true);
    rechazo.limpiar();
    try {
      await onBorrar();
      setAbierto(false);
      onBorrado();
    } catch (error) {
      // Said inside the dialog (or, when it needs the page, by the banner); the student can cancel or try again.
      rechazo.mostrar(error);
    } finally {
      setOcupado(false);
    }
  };
  return (
    <Dialog
      open={abierto}
      onOpenChange={setAbierto}
      size="sm"
      role="alertdialog"
      rechazo={rechazo}
      title={t('cv.borrar.titulo', { nombre })}
      description={t('cv.borrar.texto')}
      trigger={
        <Button variant="ghost" size="sm" aria-label={t('cv.borrar.boton', { nombre })}>
          <Trash2 aria-hidden="true" />
          <span aria-hidden="true" className="hidden sm:inline">
            {t('cv.comun.borrar')}
          </span>
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('cv.comun.cancelar')}</Button>
          </DialogClose>
          <Button variant="danger" onClick={borrar} disabled={ocupado} aria-busy={ocupado}>
            {t('cv.borrar.confirmar')}
          </Button>
        </>
      }
    />
  );
}

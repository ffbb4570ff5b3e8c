import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { useRechazoDialogo } from '@/components/ui/rechazo-dialogo';

/** Delete one of the company's documents, asking first; a refusal keeps the dialog open and is said inside it. */
export function BorrarDocumento({ nombre, onBorrar }: { nombre: string; onBorrar: () => Promise<unknown> }) {
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
    } catch (error) {
      // Said inside the dialog (what needs the page, by the banner); the company can cancel or try again.
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
      title={t('practicasEmpresa.aportados.borrarTitulo', { nombre })}
      description={t('practicasEmpresa.aportados.borrarTexto')}
      trigger={
        <Button variant="ghost" size="sm" aria-label={t('practicasEmpresa.aportados.borrarNombre', { nombre })}>
          <Trash2 aria-hidden="true" />
          <span aria-hidden="true" className="hidden sm:inline">
            {t('practicasEmpresa.aportados.borrar')}
          </span>
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('practicasEmpresa.comun.cancelar')}</Button>
          </DialogClose>
          <Button variant="danger" onClick={borrar} disabled={ocupado} aria-busy={ocupado}>
            {t('practicasEmpresa.aportados.borrarConfirmar')}
          </Button>
        </>
      }
    />
  );
}

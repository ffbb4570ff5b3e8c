import { FileCheck2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';

/**
 * Spec §2's confirmation before the agreement is generated: '¿Desea
 * continuar?', the data will be saved in the company profile, 'Si, generar
 * convenio' or 'No, revisar formulario'. It stays open while the agreement is
 * made; the screen closes it on success or on a refusal.
 */
export function ConfirmarConvenioDialog({
  abierto,
  onAbierto,
  generando,
  onConfirmar,
}: {
  abierto: boolean;
  onAbierto: (abierto: boolean) => void;
  generando: boolean;
  onConfirmar: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={abierto}
      onOpenChange={(valor) => {
        if (!generando) onAbierto(valor);
      }}
      role="alertdialog"
      size="md"
      title={t('convenios.confirmar.titulo')}
      description={t('convenios.confirmar.texto')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={generando}>
              {t('convenios.confirmar.no')}
            </Button>
          </DialogClose>
          <Button onClick={onConfirmar} disabled={generando} aria-busy={generando}>
            <FileCheck2 aria-hidden="true" />
            {generando ? t('convenios.confirmar.generando') : t('convenios.confirmar.si')}
          </Button>
        </>
      }
    />
  );
}

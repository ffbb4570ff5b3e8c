import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { estadoCandidaturaEn } from '@/components/estado-candidatura-badge';
import { Button } from '@/components/ui/button';
import { useRechazoDialogo } from '@/components/ui/rechazo-dialogo';
import { useDesinscribirse } from '../api/desinscribirse';
import { ConfirmarDialog } from './confirmar-dialog';

/** Withdraw an application still unprocessed (status 1), after a confirmation; notice 501. */
export function RetirarBoton({ urlOferta, tituloOferta }: { urlOferta: string; tituloOferta: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const retirar = useDesinscribirse();
  const rechazo = useRechazoDialogo();
  return (
    <>
      <Button
        variant="bare"
        className="w-full border border-danger/40 bg-surface text-danger hover:bg-danger-bg"
        onClick={() => setOpen(true)}
      >
        <Undo2 aria-hidden="true" />
        {t('candidaturas.retirar.boton')}
      </Button>
      <ConfirmarDialog
        open={open}
        onOpenChange={setOpen}
        tono="danger"
        titulo={t('candidaturas.retirar.titulo')}
        descripcion={t('candidaturas.retirar.texto', { oferta: tituloOferta })}
        confirmar={t('candidaturas.retirar.confirmar')}
        onConfirmar={() => {
          rechazo.limpiar();
          // A refusal (30: already processed) is said inside the dialog, which stays open.
          retirar.mutate(urlOferta, {
            onSuccess: () => setOpen(false),
            onError: (error) => {
              if (!rechazo.mostrar(error)) setOpen(false);
            },
          });
        }}
        ocupado={retirar.isPending}
        rechazo={rechazo}
        returnFocusTo={() => estadoCandidaturaEn(urlOferta)}
      />
    </>
  );
}

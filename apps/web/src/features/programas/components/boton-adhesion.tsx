import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { useSolicitarAdhesion } from '../api/solicitar-adhesion';

/**
 * 'Solicitar adhesión' with its confirmation. The answer's banner (523 joined,
 * 533 requested, or the refusal) comes from the API client; the dialog closes
 * either way and the programme is read again.
 */
export function BotonAdhesion({ idPrograma, titulo, empresa }: { idPrograma: number; titulo: string; empresa: boolean }) {
  const { t } = useTranslation();
  const [abierto, setAbierto] = useState(false);
  const adhesion = useSolicitarAdhesion(empresa);
  const confirmar = async () => {
    try {
      await adhesion.mutateAsync(idPrograma);
    } catch {
      // The query client's banner says why.
    }
    setAbierto(false);
  };
  return (
    <Dialog
      open={abierto}
      onOpenChange={setAbierto}
      size="sm"
      role="alertdialog"
      title={t('programas.adhesion.titulo')}
      description={t(empresa ? 'programas.adhesion.textoEmpresa' : 'programas.adhesion.texto', { titulo })}
      trigger={
        <Button className="w-full sm:w-fit">
          <UserPlus aria-hidden="true" />
          {t(empresa ? 'programas.adhesion.botonEmpresa' : 'programas.adhesion.boton')}
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('programas.adhesion.cancelar')}</Button>
          </DialogClose>
          <Button onClick={confirmar} disabled={adhesion.isPending} aria-busy={adhesion.isPending}>
            {adhesion.isPending ? t('programas.adhesion.enviando') : t('programas.adhesion.confirmar')}
          </Button>
        </>
      }
    />
  );
}

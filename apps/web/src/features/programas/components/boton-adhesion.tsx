import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSolicitarAdhesion } from '../api/solicitar-adhesion';

/**
 * 'Solicitar adhesión' with its confirmation. The answer's banner (523 joined,
 * 533 requested, or the refusal) comes from the API client; the dialog closes
 * either way and the programme is read again.
 */
export function BotonAdhesion({ idPrograma, titulo, empresa }: { idPrograma: number; titulo: string; empresa: boolean }) {
  const { t } = useTranslation();
  const adhesion = useSolicitarAdhesion(empresa);
  return (
    <ConfirmDialog
      title={t('programas.adhesion.titulo')}
      description={t(empresa ? 'programas.adhesion.textoEmpresa' : 'programas.adhesion.texto', { titulo })}
      trigger={
        <Button className="w-full sm:w-fit">
          <UserPlus aria-hidden="true" />
          {t(empresa ? 'programas.adhesion.botonEmpresa' : 'programas.adhesion.boton')}
        </Button>
      }
      cancelLabel={t('programas.adhesion.cancelar')}
      confirmLabel={t('programas.adhesion.confirmar')}
      pendingLabel={t('programas.adhesion.enviando')}
      onConfirm={() => adhesion.mutateAsync(idPrograma)}
    />
  );
}

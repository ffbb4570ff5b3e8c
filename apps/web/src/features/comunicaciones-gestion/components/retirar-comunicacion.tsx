import type { ComunicacionGestion } from '@puente/contract/comunicaciones';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { resumen } from '@/lib/formato';
import { usePublicacionComunicacion } from '../api/comunicaciones-gestion';

/**
 * "¿Retirar esta comunicación?": withdrawn, it leaves the homes at once. Kept by the page rather than by the
 * row's button (ConfirmDialog without a trigger), so the focus goes back to the button that asked.
 */
export function RetirarComunicacion({ comunicacion: c, onClose }: { comunicacion: ComunicacionGestion; onClose: () => void }) {
  const { t } = useTranslation();
  const publicacion = usePublicacionComunicacion();
  return (
    <ConfirmDialog
      onClose={onClose}
      tone="danger"
      title={t('comunicacionesGestion.acciones.confirmarTitulo')}
      description={t(`comunicacionesGestion.acciones.confirmarTexto.${c.para}`, { texto: resumen(c.descripcion, 120) })}
      cancelLabel={t('comunicacionesGestion.acciones.cancelar')}
      confirmLabel={t('comunicacionesGestion.acciones.retirar')}
      pendingLabel={t('comunicacionesGestion.acciones.retirando')}
      onConfirm={async () => {
        await publicacion.mutateAsync({ id: c.idComunicacion, publicada: false });
        toast({ title: t('comunicacionesGestion.acciones.retirada'), tone: 'success' });
      }}
    />
  );
}

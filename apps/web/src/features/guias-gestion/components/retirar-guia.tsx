import type { GuiaGestion } from '@puente/contract/guias';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { resumen } from '@/lib/formato';
import { usePublicacionGuia } from '../api/guias-gestion';

/**
 * "¿Retirar esta guía?": withdrawn, students no longer see it nor download its PDF. Kept by the page rather
 * than by the row's button (ConfirmDialog without a trigger), so the focus goes back to the button that asked.
 */
export function RetirarGuia({ guia, onClose }: { guia: GuiaGestion; onClose: () => void }) {
  const { t } = useTranslation();
  const publicacion = usePublicacionGuia();
  return (
    <ConfirmDialog
      onClose={onClose}
      tone="danger"
      title={t('guiasGestion.acciones.confirmarTitulo')}
      description={t('guiasGestion.acciones.confirmarTexto', { titulo: resumen(guia.titulo, 120) })}
      cancelLabel={t('guiasGestion.acciones.cancelar')}
      confirmLabel={t('guiasGestion.acciones.retirar')}
      pendingLabel={t('guiasGestion.acciones.retirando')}
      onConfirm={async () => {
        await publicacion.mutateAsync({ id: guia.idGuia, publicada: false });
        toast({ title: t('guiasGestion.acciones.retirada'), tone: 'success' });
      }}
    />
  );
}

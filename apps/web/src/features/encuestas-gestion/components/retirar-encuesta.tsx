import type { EncuestaGestion } from '@puente/contract/encuestas';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { usePublicacionEncuesta } from '../api/encuestas-gestion';

/**
 * "¿Retirar esta encuesta?": withdrawn, it leaves the students' and companies' lists and its link stops
 * answering; its answers stay. Kept by the page rather than by the row's button (ConfirmDialog without a
 * trigger), so the focus goes back to the button that asked.
 */
export function RetirarEncuesta({ encuesta: e, onClose }: { encuesta: EncuestaGestion; onClose: () => void }) {
  const { t } = useTranslation();
  const publicacion = usePublicacionEncuesta();
  return (
    <ConfirmDialog
      onClose={onClose}
      tone="danger"
      title={t('encuestasGestion.acciones.confirmarTitulo')}
      description={
        e.respuestaObligatoria
          ? t('encuestasGestion.acciones.confirmarTextoObligatoria', { titulo: e.titulo })
          : t('encuestasGestion.acciones.confirmarTexto', { titulo: e.titulo })
      }
      cancelLabel={t('encuestasGestion.acciones.cancelar')}
      confirmLabel={t('encuestasGestion.acciones.retirar')}
      pendingLabel={t('encuestasGestion.acciones.retirando')}
      onConfirm={async () => {
        await publicacion.mutateAsync({ id: e.idEncuesta, publicar: false });
        toast({ title: t('encuestasGestion.acciones.retirada'), tone: 'success' });
      }}
    />
  );
}

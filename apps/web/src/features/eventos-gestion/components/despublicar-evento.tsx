import type { EventoGestion } from '@puente/contract/eventos';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { usePublicacionEvento } from '../api/eventos-gestion';

/**
 * "¿Despublicar este evento?": it leaves the students' list and its page at once; its registrations stay.
 * Kept by the page rather than by the row's button (ConfirmDialog without a trigger), so the focus goes back
 * to the button that asked.
 */
export function DespublicarEvento({ evento: e, onClose }: { evento: EventoGestion; onClose: () => void }) {
  const { t } = useTranslation();
  const publicacion = usePublicacionEvento();
  const apuntados = e.inscritos + e.enEspera;
  return (
    <ConfirmDialog
      onClose={onClose}
      tone="danger"
      title={t('eventosGestion.acciones.confirmarTitulo')}
      description={
        apuntados > 0
          ? t('eventosGestion.acciones.confirmarTextoInscritos', { titulo: e.titulo, count: apuntados })
          : t('eventosGestion.acciones.confirmarTexto', { titulo: e.titulo })
      }
      cancelLabel={t('eventosGestion.acciones.cancelar')}
      confirmLabel={t('eventosGestion.acciones.despublicar')}
      pendingLabel={t('eventosGestion.acciones.despublicando')}
      onConfirm={async () => {
        await publicacion.mutateAsync({ id: e.idEvento, publicar: false });
        toast({ title: t('eventosGestion.acciones.despublicado'), tone: 'success' });
      }}
    />
  );
}

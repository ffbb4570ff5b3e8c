import type { ProgramaGestion } from '@puente/contract/programas';
import { Power, PowerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/cn';
import { useActivacionPrograma } from '../api/programas-gestion';
import { PILDORA } from './etiquetas';

/** Active or not, as a badge: an inactive programme is on no list and its page says it does not exist. */
export function EstadoPrograma({ activo, className }: { activo: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cn(PILDORA, activo ? 'bg-success-bg text-success' : 'bg-subtle text-muted', className)}>
      {t(activo ? 'programasGestion.estado.activo' : 'programasGestion.estado.inactivo')}
    </span>
  );
}

/**
 * The activation button: "Activar" an inactive programme at once, "Desactivar" an active one after a question
 * (`onDesactivar` opens the page's dialog). One element in both cases, so the focus stays on it when it changes.
 */
export function AccionActivacion({
  programa: p,
  onDesactivar,
  size = 'sm',
}: {
  programa: ProgramaGestion;
  onDesactivar: (p: ProgramaGestion) => void;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const activacion = useActivacionPrograma();
  const activar = () => {
    // Not disabled while it runs: a disabled button would drop the keyboard focus.
    if (activacion.isPending) return;
    activacion.mutate(
      { id: p.idPrograma, activar: true },
      { onSuccess: () => toast({ title: t('programasGestion.acciones.activado'), tone: 'success' }) },
    );
  };
  return (
    <Button
      variant="outline"
      size={size}
      aria-busy={activacion.isPending || undefined}
      aria-label={t(p.activo ? 'programasGestion.acciones.desactivarA' : 'programasGestion.acciones.activarA', {
        nombre: p.titulo,
      })}
      onClick={p.activo ? () => onDesactivar(p) : activar}
    >
      {p.activo ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
      {t(p.activo ? 'programasGestion.acciones.desactivar' : 'programasGestion.acciones.activar')}
    </Button>
  );
}

/**
 * "¿Desactivar el programa?": it leaves the students' and companies' lists at once; its adhesions and offers
 * are kept. Kept by the page rather than by the button (ConfirmDialog without a trigger), so the focus goes
 * back to the button that asked.
 */
export function DesactivarPrograma({ programa: p, onClose }: { programa: ProgramaGestion; onClose: () => void }) {
  const { t } = useTranslation();
  const activacion = useActivacionPrograma();
  return (
    <ConfirmDialog
      onClose={onClose}
      tone="danger"
      title={t('programasGestion.acciones.confirmarTitulo')}
      description={t('programasGestion.acciones.confirmarTexto', { titulo: p.titulo })}
      cancelLabel={t('programasGestion.acciones.cancelar')}
      confirmLabel={t('programasGestion.acciones.desactivar')}
      pendingLabel={t('programasGestion.acciones.desactivando')}
      onConfirm={async () => {
        await activacion.mutateAsync({ id: p.idPrograma, activar: false });
        toast({ title: t('programasGestion.acciones.desactivado'), tone: 'success' });
      }}
    />
  );
}

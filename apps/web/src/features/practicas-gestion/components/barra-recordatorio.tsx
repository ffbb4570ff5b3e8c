import { RECORDATORIOS_MAX } from '@puente/contract/seguimiento-practicas';
import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export interface BarraRecordatorioProps {
  seleccionadas: number;
  /** Sends the reminders; the dialog closes once they are sent. */
  onRecordar: () => Promise<unknown>;
  onLimpiar: () => void;
  ocupado: boolean;
}

/**
 * The bulk bar above the internships table once rows are chosen: remind their company tutors of the final report
 * (after a confirmation: the mails cannot be taken back), or clear the selection. More than the contract's maximum
 * is said, and the action waits until the selection is smaller.
 */
export function BarraRecordatorio({ seleccionadas, onRecordar, onLimpiar, ocupado }: BarraRecordatorioProps) {
  const { t } = useTranslation();
  const demasiadas = seleccionadas > RECORDATORIOS_MAX;
  return (
    <section
      aria-label={t('practicasGestion.recordatorio.barra')}
      className="sticky top-20 z-10 flex flex-col gap-3 rounded-xl border border-primary/40 bg-surface p-3 shadow-raised sm:flex-row sm:flex-wrap sm:items-center"
    >
      <p role="status" className="text-sm font-semibold text-fg">
        {t('practicasGestion.recordatorio.seleccionadas', { count: seleccionadas })}
      </p>
      <div className="flex flex-wrap gap-2">
        {demasiadas ? (
          <Button size="sm" disabled aria-describedby="recordatorio-demasiadas">
            <MailWarning aria-hidden="true" />
            {t('practicasGestion.recordatorio.recordar')}
          </Button>
        ) : (
          <ConfirmDialog
            trigger={
              <Button size="sm" disabled={ocupado}>
                <MailWarning aria-hidden="true" />
                {t('practicasGestion.recordatorio.recordar')}
              </Button>
            }
            title={t('practicasGestion.recordatorio.confirmarTitulo', { count: seleccionadas })}
            description={t('practicasGestion.recordatorio.confirmarTexto')}
            cancelLabel={t('practicasGestion.recordatorio.cancelar')}
            confirmLabel={t('practicasGestion.recordatorio.enviar')}
            pendingLabel={t('practicasGestion.recordatorio.enviando')}
            onConfirm={onRecordar}
          />
        )}
        <Button size="sm" variant="ghost" onClick={onLimpiar} disabled={ocupado}>
          {t('practicasGestion.recordatorio.limpiar')}
        </Button>
      </div>
      {demasiadas ? (
        <p id="recordatorio-demasiadas" className="text-sm text-danger sm:basis-full">
          {t('practicasGestion.recordatorio.demasiadas', { max: RECORDATORIOS_MAX })}
        </p>
      ) : null}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { PILDORA } from './etiquetas';

/** The adhesions awaiting a decision, as a badge that reads on its own ("2 por decidir"); none, a quiet dash. */
export function PendientesBadge({ pendientes }: { pendientes: number }) {
  const { t } = useTranslation();
  if (pendientes === 0) return <span className="text-muted">{t('programasGestion.lista.sinPendientes')}</span>;
  return (
    <span className={cn(PILDORA, 'bg-warning-bg text-warning')}>
      {t('programasGestion.lista.pendientes', { count: pendientes })}
    </span>
  );
}

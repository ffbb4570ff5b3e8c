import type { EstadoConvenio } from '@puente/contract/convenios';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const tonos: Record<EstadoConvenio, string> = {
  generado: 'border-info/30 bg-info-bg text-info',
  firmado: 'border-warning/30 bg-warning-bg text-warning',
  validado: 'border-success/30 bg-success-bg text-success',
  rechazado: 'border-danger/30 bg-danger-bg text-danger',
  caducado: 'border-border bg-subtle text-muted',
};

/** An agreement's state (the contract's five) as a badge: its words, never its colour alone. */
export function EstadoConvenioBadge({ estado }: { estado: EstadoConvenio }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', tonos[estado])}>
      {t(`convenios.estados.${estado}`)}
    </span>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** One read-only value of a section: its label, the value or "Sin indicar" (and whether the brand requires it). */
export function Dato({
  etiqueta,
  valor,
  requerido,
  className,
}: {
  etiqueta: string;
  valor: ReactNode;
  requerido?: boolean;
  /** Placement in the section's grid (a <dl> allows only a div around dt and dd, so no wrapper of its own). */
  className?: string;
}) {
  const { t } = useTranslation();
  const vacio = valor === null || valor === undefined || valor === '';
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', className)}>
      <dt className="text-xs font-medium text-muted">{etiqueta}</dt>
      <dd className="break-words text-sm text-fg">
        {vacio ? (
          <span className={requerido ? 'font-medium text-warning' : 'text-muted'}>
            {requerido ? t('cv.comun.faltaObligatorio') : t('cv.comun.sinIndicar')}
          </span>
        ) : (
          valor
        )}
      </dd>
    </div>
  );
}

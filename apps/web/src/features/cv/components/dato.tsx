import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One read-only value of a section: its label, the value or "Sin indicar" (and whether the brand requires it). */
export function Dato({ etiqueta, valor, requerido }: { etiqueta: string; valor: ReactNode; requerido?: boolean }) {
  const { t } = useTranslation();
  const vacio = valor === null || valor === undefined || valor === '';
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
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

import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/**
 * Where the person is in the sign-up: the steps by name, the current one
 * marked for screen readers (aria-current="step") and a progress bar. Done
 * steps are not links: "Atrás" goes back one at a time, keeping what was typed.
 */
export function Pasos({ pasos, actual }: { pasos: string[]; actual: number }) {
  const { t } = useTranslation();
  const total = pasos.length;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium text-muted">{t('cuentaEmpresa.solicitud.pasoDe', { n: actual + 1, total })}</p>
      <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-subtle">
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300"
          style={{ width: `${((actual + 1) / total) * 100}%` }}
        />
      </div>
      <ol
        aria-label={t('cuentaEmpresa.solicitud.progreso')}
        className="grid gap-2"
        style={{ gridTemplateColumns: `repeat(${total}, minmax(0, 1fr))` }}
      >
        {pasos.map((nombre, indice) => {
          const hecho = indice < actual;
          const esActual = indice === actual;
          return (
            <li
              key={nombre}
              aria-current={esActual ? 'step' : undefined}
              // On a phone the number sits above its name, so a name never breaks mid-word.
              className={cn(
                'flex min-w-0 flex-col items-center gap-1 text-center text-sm sm:flex-row sm:gap-2 sm:text-start',
                esActual ? 'font-semibold text-fg' : 'text-muted',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                  hecho && 'border-primary bg-primary text-primary-fg',
                  esActual && 'border-primary text-primary',
                  !hecho && !esActual && 'border-border',
                )}
              >
                {hecho ? <Check className="size-4" strokeWidth={3} /> : indice + 1}
              </span>
              <span className="min-w-0">
                {nombre}
                {hecho ? <span className="sr-only"> ({t('cuentaEmpresa.solicitud.pasoHecho')})</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

import type { CondicionPrograma } from '@puente/contract/programas';
import { CircleCheck, CircleX, Clock, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Each condition of the programme, met or not by the reader (a company reads them as information). */
export function Condiciones({ condiciones, empresa }: { condiciones: CondicionPrograma[]; empresa: boolean }) {
  const { t } = useTranslation();
  if (condiciones.length === 0) return <p className="text-sm text-muted">{t('programas.detalle.sinCondiciones')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {condiciones.map((c) => {
        const [Icono, clase, estado] =
          c.cumple === true
            ? [CircleCheck, 'text-success', t('programas.detalle.cumple')]
            : c.cumple === false
              ? [CircleX, 'text-danger', t('programas.detalle.noCumple')]
              : empresa
                ? [Info, 'text-muted', t('programas.detalle.informativa')]
                : [Clock, 'text-muted', t('programas.detalle.seComprueba')];
        return (
          <li
            key={c.clave}
            className={cn(
              'flex items-start gap-3 rounded-xl border px-3 py-2.5',
              c.cumple === false ? 'border-danger/30 bg-danger-bg' : 'border-border bg-surface',
            )}
          >
            <Icono aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', clase)} />
            <span className="flex min-w-0 flex-col">
              <span className="text-sm text-fg">{t(`programas.condicion.${c.clave}`, { valor: c.valor ?? '' })}</span>
              <span className={cn('text-xs font-medium', c.cumple === false ? 'text-danger' : 'text-muted')}>{estado}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

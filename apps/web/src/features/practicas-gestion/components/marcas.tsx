import type { EstadoPractica } from '@puente/contract/practicas-empresa';
import type { FaltaPractica } from '@puente/contract/seguimiento-practicas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { claveEstado, claveFalta, tonoEstado } from './etiquetas';

/** A state or a fact as a small rounded label, its colours from etiquetas.ts. */
export function Marca({ tono, children, className }: { tono: string; children: ReactNode; className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', tono, className)}
    >
      {children}
    </span>
  );
}

/** The internship's state in the UI language. */
export function EstadoPracticaMarca({ estado, className }: { estado: EstadoPractica; className?: string }) {
  const { t } = useTranslation();
  return (
    <Marca tono={tonoEstado[estado]} className={className}>
      {t(claveEstado[estado])}
    </Marca>
  );
}

/** What an internship still lacks, as the list flags it: "Sin proyecto formativo", "Sin alta", "Informe del tutor vencido". */
export function FaltasMarcas({ faltas }: { faltas: readonly FaltaPractica[] }) {
  const { t } = useTranslation();
  if (faltas.length === 0) return <span className="text-muted">{t('practicasGestion.lista.nadaFalta')}</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {faltas.map((falta) => (
        <li key={falta}>
          <Marca tono={falta === 'informe' ? 'bg-danger-bg text-danger' : 'bg-warning-bg text-warning'}>
            {t(claveFalta[falta])}
          </Marca>
        </li>
      ))}
    </ul>
  );
}

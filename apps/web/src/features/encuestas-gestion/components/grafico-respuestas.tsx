import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormato } from '@/lib/formato';

export interface Barra {
  clave: string | number;
  etiqueta: string;
  veces: number;
}

/**
 * Counts per answer as horizontal bars (plain CSS, hidden from screen readers) with the same figures in an
 * accessible table beside them: each answer, how many chose it and its share of those who answered.
 */
export function GraficoRespuestas({
  barras,
  base,
  leyenda,
  columna,
}: {
  barras: Barra[];
  /** Who answered the question: the share's denominator. */
  base: number;
  /** The table's caption. */
  leyenda: string;
  /** The first column's header (Respuesta, Valor). */
  columna: string;
}) {
  const { t } = useTranslation();
  const formato = useFormato();
  const id = useId();
  const maximo = Math.max(1, ...barras.map((b) => b.veces));
  const parte = (veces: number) => formato.numero(base > 0 ? veces / base : 0, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <ul aria-hidden="true" className="flex flex-col gap-2.5">
        {barras.map((b) => (
          <li key={b.clave} className="flex flex-col gap-1">
            <span className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 text-fg [overflow-wrap:anywhere]">{b.etiqueta}</span>
              <span className="shrink-0 font-medium text-fg tabular-nums">{formato.numero(b.veces)}</span>
            </span>
            <span className="h-3 w-full overflow-hidden rounded-full bg-subtle">
              <span className="block h-full rounded-full bg-primary" style={{ width: `${(b.veces / maximo) * 100}%` }} />
            </span>
          </li>
        ))}
      </ul>
      <div className="overflow-x-auto">
        <table aria-describedby={`${id}-nota`} className="w-full border-collapse text-sm">
          <caption className="mb-2 text-start text-xs font-medium text-muted">{leyenda}</caption>
          <thead>
            <tr className="border-b border-border text-start">
              <th scope="col" className="py-1.5 pe-3 text-start font-medium text-fg">
                {columna}
              </th>
              <th scope="col" className="py-1.5 pe-3 text-end font-medium text-fg">
                {t('encuestasGestion.resultados.veces')}
              </th>
              <th scope="col" className="py-1.5 text-end font-medium text-fg">
                {t('encuestasGestion.resultados.porcentaje')}
              </th>
            </tr>
          </thead>
          <tbody>
            {barras.map((b) => (
              <tr key={b.clave} className="border-b border-border last:border-0">
                <th scope="row" className="py-1.5 pe-3 text-start font-normal text-fg [overflow-wrap:anywhere]">
                  {b.etiqueta}
                </th>
                <td className="py-1.5 pe-3 text-end tabular-nums">{formato.numero(b.veces)}</td>
                <td className="py-1.5 text-end tabular-nums">{parte(b.veces)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p id={`${id}-nota`} className="mt-2 text-xs text-muted">
          {t('encuestasGestion.resultados.notaPorcentaje', { count: base, n: formato.numero(base) })}
        </p>
      </div>
    </div>
  );
}

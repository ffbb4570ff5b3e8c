import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export interface PaginacionProps {
  pagina: number;
  totalPaginas: number;
  href: (pagina: number) => string;
}

/** Page numbers around the current one, with the first and last always present and gaps as null. */
export function paginasVisibles(pagina: number, total: number): (number | null)[] {
  const set = new Set([1, total, pagina - 1, pagina, pagina + 1].filter((n) => n >= 1 && n <= total));
  const sorted = [...set].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - (sorted[i - 1] ?? n) > 1 ? [null, n] : [n]));
}

const item =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 text-sm font-medium transition hover:bg-subtle';

/** Links, not buttons: every page of results has its own URL. */
export function Paginacion({ pagina, totalPaginas, href }: PaginacionProps) {
  const { t } = useTranslation();
  if (totalPaginas <= 1) return null;
  const anterior = pagina > 1 ? pagina - 1 : null;
  const siguiente = pagina < totalPaginas ? pagina + 1 : null;
  return (
    <nav aria-label={t('ofertas.paginacion.etiqueta')} className="flex flex-wrap items-center justify-center gap-1">
      {anterior ? (
        <Link to={href(anterior)} className={cn(item, 'text-fg')} rel="prev">
          <ChevronLeft aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">{t('ofertas.paginacion.anterior')}</span>
        </Link>
      ) : null}
      <ul className="flex items-center gap-1">
        {paginasVisibles(pagina, totalPaginas).map((n, i) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
            <li key={`hueco-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-current={n === pagina ? 'page' : undefined}
                aria-label={t('ofertas.paginacion.pagina', { pagina: n })}
                className={cn(item, n === pagina ? 'bg-primary text-primary-fg hover:bg-primary' : 'text-fg')}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ul>
      {siguiente ? (
        <Link to={href(siguiente)} className={cn(item, 'text-fg')} rel="next">
          <span className="max-sm:sr-only">{t('ofertas.paginacion.siguiente')}</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}

import { Check, ListChecks, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export interface BarraBloqueProps {
  seleccionadas: number;
  /** How many offers the filter matches, and whether that is an estimate. */
  total: number | undefined;
  totalEstimado: boolean;
  /** The decision goes to everything the filter matches, not only the selection. */
  todas: boolean;
  onTodas: (todas: boolean) => void;
  onValidar: () => void;
  onRechazar: () => void;
  onLimpiar: () => void;
  ocupado: boolean;
}

/**
 * The bulk bar above the offers table once rows are selected: validate or decline them, or switch to every
 * offer the filter matches (the same filter the list shows; the server only ever touches pending ones).
 */
export function BarraBloque({
  seleccionadas,
  total,
  totalEstimado,
  todas,
  onTodas,
  onValidar,
  onRechazar,
  onLimpiar,
  ocupado,
}: BarraBloqueProps) {
  const { t } = useTranslation();
  const cuantas = todas
    ? t('gestion.ofertas.bloque.todas', { count: total ?? 0 })
    : t('gestion.ofertas.bloque.seleccionadas', { count: seleccionadas });
  return (
    <section
      aria-label={t('gestion.ofertas.bloque.etiqueta')}
      className="sticky top-20 z-10 flex flex-col gap-3 rounded-xl border border-primary/40 bg-surface p-3 shadow-raised sm:flex-row sm:flex-wrap sm:items-center"
    >
      <p role="status" className="text-sm font-semibold text-fg">
        {cuantas}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onValidar} disabled={ocupado}>
          <Check aria-hidden="true" />
          {t('gestion.ofertas.bloque.validar')}
        </Button>
        <Button size="sm" variant="outline" onClick={onRechazar} disabled={ocupado}>
          <X aria-hidden="true" />
          {t('gestion.ofertas.bloque.rechazar')}
        </Button>
        {total !== undefined && total > seleccionadas ? (
          <Button size="sm" variant="ghost" aria-pressed={todas} onClick={() => onTodas(!todas)} disabled={ocupado}>
            <ListChecks aria-hidden="true" />
            {todas
              ? t('gestion.ofertas.bloque.soloSeleccion')
              : t(totalEstimado ? 'gestion.ofertas.bloque.aplicarTodasEstimado' : 'gestion.ofertas.bloque.aplicarTodas', {
                  total,
                })}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={onLimpiar} disabled={ocupado}>
          {t('gestion.ofertas.bloque.limpiar')}
        </Button>
      </div>
    </section>
  );
}

import type { CategoriaEvento } from '@puente/contract/eventos';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

const PAUSA_MS = 400;

/** The search box (applied after a pause in typing, or at once with Enter) and the category chips. */
export function BusquedaEventos({
  texto,
  categoria,
  categorias,
  onTexto,
  onCategoria,
}: {
  texto: string;
  categoria: string;
  categorias: readonly CategoriaEvento[];
  onTexto: (texto: string) => void;
  onCategoria: (slug: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [escrito, setEscrito] = useState(texto);
  useEffect(() => setEscrito(texto), [texto]);
  useEffect(() => {
    if (escrito === texto) return;
    const temporizador = setTimeout(() => onTexto(escrito), PAUSA_MS);
    return () => clearTimeout(temporizador);
  }, [escrito, texto, onTexto]);
  const chips = [{ slug: '', nombre: t('eventos.lista.todas') }, ...categorias];
  return (
    <div className="flex flex-col gap-3">
      <search aria-label={t('eventos.lista.busqueda')}>
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            onTexto(escrito);
          }}
        >
          <div className="relative min-w-0 flex-1">
            <label htmlFor={id} className="sr-only">
              {t('eventos.lista.busqueda')}
            </label>
            <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-3 size-4 text-muted" />
            <Input
              id={id}
              type="search"
              value={escrito}
              maxLength={100}
              onChange={(event) => setEscrito(event.target.value)}
              placeholder={t('eventos.lista.placeholder')}
              className="h-11 ps-9"
            />
          </div>
          <Button type="submit" className="h-11">
            <Search aria-hidden="true" className="sm:hidden" />
            <span className="max-sm:sr-only">{t('eventos.lista.buscar')}</span>
          </Button>
        </form>
      </search>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('eventos.lista.categorias')}</legend>
        {chips.map((c) => {
          const activo = categoria === c.slug;
          return (
            <button
              key={c.slug || 'todas'}
              type="button"
              aria-pressed={activo}
              onClick={() => onCategoria(c.slug)}
              className={cn(
                'inline-flex h-9 cursor-pointer items-center rounded-full border px-3.5 text-sm font-medium transition',
                activo ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface text-fg hover:bg-subtle',
              )}
            >
              {c.nombre}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}

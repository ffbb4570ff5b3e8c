import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useTexto } from './filtros-panel';

/** The search box: applied after a pause in typing, or at once with Enter or the button. */
export function BusquedaTexto({ valor, onCommit }: { valor: string; onCommit: (texto: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [texto, setTexto, ahora] = useTexto(valor, onCommit);
  return (
    <search aria-label={t('ofertas.busqueda.etiqueta')}>
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          ahora();
        }}
      >
        <div className="relative min-w-0 flex-1">
          <label htmlFor={id} className="sr-only">
            {t('ofertas.busqueda.etiqueta')}
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-3 size-4 text-muted" />
          <Input
            id={id}
            type="search"
            value={texto}
            maxLength={150}
            onChange={(event) => setTexto(event.target.value)}
            placeholder={t('ofertas.busqueda.placeholder')}
            className="h-11 ps-9"
          />
        </div>
        <Button type="submit" className="h-11">
          <Search aria-hidden="true" className="sm:hidden" />
          <span className="max-sm:sr-only">{t('ofertas.busqueda.buscar')}</span>
        </Button>
      </form>
    </search>
  );
}

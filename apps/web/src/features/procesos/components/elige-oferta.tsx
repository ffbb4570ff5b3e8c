import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** /oferta, /editar-oferta, /visor-oferta and /ver-cv without an id: point to the list. */
export function EligeOferta() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-surface px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-subtle text-primary">
        <Send aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold text-fg">{t('procesos.elige.titulo')}</h2>
      <p className="max-w-md text-muted">{t('procesos.elige.texto')}</p>
      <Button asChild>
        <Link to="/mis-ofertas">{t('procesos.elige.boton')}</Link>
      </Button>
    </section>
  );
}

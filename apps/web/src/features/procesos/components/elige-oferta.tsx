import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** /oferta, /editar-oferta, /visor-oferta and /ver-cv without an id: point to the list. */
export function EligeOferta() {
  const { t } = useTranslation();
  return (
    <EmptyState
      as="section"
      titleAs="h2"
      icon={Send}
      title={t('procesos.elige.titulo')}
      description={t('procesos.elige.texto')}
      action={
        <Button asChild>
          <Link to="/mis-ofertas">{t('procesos.elige.boton')}</Link>
        </Button>
      }
    />
  );
}

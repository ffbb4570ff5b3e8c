import { RefreshCw, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** The programmes could not be loaded: said as a heading, with a retry held while it runs. */
export function ErrorCargaProgramas({ reintentar, reintentando }: { reintentar: () => unknown; reintentando: boolean }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={WifiOff}
      titleAs="h2"
      title={t('programas.lista.errorTitulo')}
      description={t('programas.lista.errorTexto')}
      action={
        <Button variant="outline" onClick={() => reintentar()} disabled={reintentando}>
          <RefreshCw aria-hidden="true" />
          {t('programas.lista.reintentar')}
        </Button>
      }
    />
  );
}

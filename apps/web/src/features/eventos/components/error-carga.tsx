import { RefreshCw, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** The list or the detail could not be read: say so and offer to retry. */
export function ErrorCargaEventos({ reintentar, reintentando }: { reintentar: () => void; reintentando: boolean }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={WifiOff}
      titleAs="h2"
      title={t('eventos.lista.errorTitulo')}
      description={t('eventos.lista.errorTexto')}
      action={
        <Button variant="outline" onClick={reintentar} disabled={reintentando} aria-busy={reintentando}>
          <RefreshCw aria-hidden="true" />
          {t('eventos.lista.reintentar')}
        </Button>
      }
    />
  );
}

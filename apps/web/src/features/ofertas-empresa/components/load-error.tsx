import { RefreshCw, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** In-page fallback when the form's lists could not be loaded (the banner says why). */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      as="section"
      titleAs="h2"
      icon={WifiOff}
      title={t('ofertasEmpresa.form.errorCarga')}
      action={
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          {t('ofertasEmpresa.form.reintentar')}
        </Button>
      }
    />
  );
}

import { RefreshCw, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** In-page fallback when the form's lists could not be loaded (the banner says why). */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-surface px-6 py-12 text-center">
      <WifiOff aria-hidden="true" className="size-8 text-muted" />
      <h2 className="text-lg font-semibold text-fg">{t('ofertasEmpresa.form.errorCarga')}</h2>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        {t('ofertasEmpresa.form.reintentar')}
      </Button>
    </section>
  );
}

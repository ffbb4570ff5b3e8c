import { RefreshCw, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading, Skeleton } from '@/components/ui/skeleton';

/** The agreement form's shape while its lists load: `tarjetas` cards of fields. */
export function FormularioSkeleton({ tarjetas = 3 }: { tarjetas?: number }) {
  const { t } = useTranslation();
  return (
    <Loading label={t('convenios.comun.cargando')} className="flex flex-col gap-5">
      {Array.from({ length: tarjetas }, (_, n) => n).map((n) => (
        <Card as="div" key={n}>
          <Skeleton className="mb-5 h-5 w-56 max-w-full" />
          <div className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        </Card>
      ))}
    </Loading>
  );
}

/** In-page fallback when the data could not be loaded (the banner says why). */
export function ErrorCarga({ onReintentar }: { onReintentar: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      as="section"
      titleAs="h2"
      icon={WifiOff}
      title={t('convenios.comun.errorCarga')}
      description={t('convenios.comun.errorCargaTexto')}
      action={
        <Button variant="outline" onClick={onReintentar}>
          <RefreshCw aria-hidden="true" />
          {t('convenios.comun.reintentar')}
        </Button>
      }
    />
  );
}

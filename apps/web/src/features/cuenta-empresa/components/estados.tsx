import { RefreshCw, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading, Skeleton } from '@/components/ui/skeleton';

/** The shape of a company form while its data and lists load: `tarjetas` cards of fields. */
export function FormularioSkeleton({ tarjetas = 2 }: { tarjetas?: number }) {
  const { t } = useTranslation();
  return (
    <Loading label={t('cuentaEmpresa.comun.cargando')} className="flex flex-col gap-5">
      {Array.from({ length: tarjetas }, (_, n) => n).map((n) => (
        <Card as="div" key={n}>
          <div className="mb-6 flex items-center gap-3">
            <Skeleton className="size-9 rounded-xl" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-48 max-w-full" />
              <Skeleton className="h-3.5 w-72 max-w-full" />
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-28 sm:col-span-2" />
          </div>
        </Card>
      ))}
    </Loading>
  );
}

/** In-page fallback when the data or the lists could not be loaded (the banner says why). */
export function ErrorCarga({ onReintentar }: { onReintentar: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      as="section"
      titleAs="h2"
      icon={WifiOff}
      title={t('cuentaEmpresa.comun.errorCarga')}
      description={t('cuentaEmpresa.comun.errorCargaTexto')}
      action={
        <Button variant="outline" onClick={onReintentar}>
          <RefreshCw aria-hidden="true" />
          {t('cuentaEmpresa.comun.reintentar')}
        </Button>
      }
    />
  );
}

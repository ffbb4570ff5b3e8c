import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Loading, Skeleton } from '@/components/ui/skeleton';

/** The form's shape while its lists load. */
export function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <Loading label={t('ofertasEmpresa.form.cargando')} className="flex flex-col gap-5">
      {[0, 1, 2].map((n) => (
        <Card as="div" padding="none" key={n} className="p-6">
          <div className="mb-6 flex items-center gap-3">
            <Skeleton className="size-10 rounded-xl" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-48" />
              <Skeleton className="h-3.5 w-72 max-w-full" />
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-16 sm:col-span-2" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-28 sm:col-span-2" />
          </div>
        </Card>
      ))}
    </Loading>
  );
}

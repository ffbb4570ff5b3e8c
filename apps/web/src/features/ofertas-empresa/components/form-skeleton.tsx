import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/** The form's shape while its lists load. */
export function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-5">
      <span className="sr-only">{t('ofertasEmpresa.form.cargando')}</span>
      {[0, 1, 2].map((n) => (
        <div key={n} className="rounded-2xl border border-border bg-surface p-6 shadow-card">
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
        </div>
      ))}
    </div>
  );
}

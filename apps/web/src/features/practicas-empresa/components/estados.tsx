import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyNote } from '@/components/ui/empty-state';
import { SkeletonList } from '@/components/ui/skeleton';

interface Consulta<T> {
  data: T | undefined;
  isPending: boolean;
  refetch: () => unknown;
}

/**
 * A section's body by the state of its query: placeholders while it loads,
 * a retry when it failed (the banner said why), the empty note, or the list.
 * Each section loads on its own, so one failure leaves the others readable.
 */
export function SegunConsulta<T extends readonly unknown[]>({
  consulta,
  vacio,
  filas = 2,
  children,
}: {
  consulta: Consulta<T>;
  vacio: string;
  filas?: number;
  children: (datos: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (consulta.isPending) return <SkeletonList label={t('practicasEmpresa.comun.cargando')} count={filas} row="h-14 w-full" />;
  if (!consulta.data)
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-border px-4 py-5">
        <p className="text-sm text-muted">{t('practicasEmpresa.comun.errorCarga')}</p>
        <Button variant="outline" size="sm" onClick={() => void consulta.refetch()}>
          <RefreshCw aria-hidden="true" />
          {t('practicasEmpresa.comun.reintentar')}
        </Button>
      </div>
    );
  if (consulta.data.length === 0) return <EmptyNote>{vacio}</EmptyNote>;
  return <>{children(consulta.data)}</>;
}

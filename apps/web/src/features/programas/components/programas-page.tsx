import { CalendarRange } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { useProgramasActivos } from '../api/programas-activos';
import { PROGRAMAS_PLACEHOLDERS } from './constantes';
import { ErrorCargaProgramas } from './error-carga';
import { ProgramaCard, ProgramaCardSkeleton } from './programa-card';

/** /programas-practicas-activos: every active programme as a card, with where the reader stands in each. */
export function ProgramasPage() {
  const { t } = useTranslation();
  const { userType } = useSession();
  const empresa = userType === 'Empresa';
  const { data, isPending, isError, refetch, isFetching } = useProgramasActivos(userType);
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-muted">{t(empresa ? 'programas.lista.introEmpresa' : 'programas.lista.intro')}</p>
      {isPending ? (
        <SkeletonList
          label={t('programas.lista.cargando')}
          count={PROGRAMAS_PLACEHOLDERS}
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
          item={ProgramaCardSkeleton}
        />
      ) : isError ? (
        <ErrorCargaProgramas reintentar={refetch} reintentando={isFetching} />
      ) : data.length === 0 ? (
        <EmptyState
          icon={CalendarRange}
          titleAs="h2"
          title={t('programas.lista.vacioTitulo')}
          description={t('programas.lista.vacioTexto')}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {data.map((p) => (
            <li key={p.idPrograma}>
              <ProgramaCard programa={p} empresa={empresa} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { BookOpen, RefreshCw, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { useGuias } from '../api/guias';
import { GuiaCard, GuiaCardSkeleton } from './guia-card';

/** /guias-orientacion: every published guide as a card, newest first, each with its PDF. */
export function GuiasPage() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch, isFetching } = useGuias();
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-muted">{t('guias.lista.intro')}</p>
      {isPending ? (
        <SkeletonList
          label={t('guias.lista.cargando')}
          count={4}
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
          item={GuiaCardSkeleton}
        />
      ) : isError ? (
        <EmptyState
          icon={WifiOff}
          titleAs="h2"
          title={t('guias.lista.errorTitulo')}
          description={t('guias.lista.errorTexto')}
          action={
            <Button variant="outline" onClick={() => refetch()} disabled={isFetching}>
              <RefreshCw aria-hidden="true" />
              {t('guias.lista.reintentar')}
            </Button>
          }
        />
      ) : data.length === 0 ? (
        <EmptyState icon={BookOpen} titleAs="h2" title={t('guias.lista.vacioTitulo')} description={t('guias.lista.vacioTexto')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {data.map((g) => (
            <li key={g.idGuia}>
              <GuiaCard guia={g} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

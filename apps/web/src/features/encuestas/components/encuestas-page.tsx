import { ClipboardList, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { useEncuestasUsuario } from '../api/encuestas-usuario';
import { EncuestaCard, EncuestaCardSkeleton } from './encuesta-card';

/** /encuestas: the reader's surveys as cards with their start link; answered ones marked, pending first. */
export function EncuestasPage() {
  const { t } = useTranslation();
  const { userType } = useSession();
  const conLista = userType === 'Alumno' || userType === 'Empresa';
  const { data, isPending, isError, refetch, isFetching } = useEncuestasUsuario(userType, conLista);
  const ordenadas = [...(data ?? [])].sort((a, b) => Number(a.contestada) - Number(b.contestada));
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-muted">{t('encuestas.lista.intro')}</p>
      {!conLista ? (
        <EmptyState icon={ClipboardList} titleAs="h2" title={t('encuestas.lista.vacioTitulo')} />
      ) : isPending ? (
        <SkeletonList
          label={t('encuestas.lista.cargando')}
          count={3}
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
          item={EncuestaCardSkeleton}
        />
      ) : isError ? (
        <EmptyState
          icon={ClipboardList}
          titleAs="h2"
          title={t('encuestas.lista.errorTitulo')}
          description={t('encuestas.lista.errorTexto')}
          action={
            <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
              <RefreshCw aria-hidden="true" />
              {t('encuestas.lista.reintentar')}
            </Button>
          }
        />
      ) : ordenadas.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          titleAs="h2"
          title={t('encuestas.lista.vacioTitulo')}
          description={t('encuestas.lista.vacioTexto')}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {ordenadas.map((e) => (
            <li key={e.idEncuesta}>
              <EncuestaCard encuesta={e} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

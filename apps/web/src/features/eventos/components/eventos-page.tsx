import { CalendarDays, SearchX } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EventoCard, EventoCardSkeleton } from '@/components/evento-vista/evento-card';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { useEventos } from '../api/eventos';
import { BusquedaEventos } from './busqueda-eventos';
import { CalendarioPersonal } from './calendario-personal';
import { ErrorCargaEventos } from './error-carga';

const PLACEHOLDERS = 6;
const REJILLA = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/**
 * /eventos: search and category chips (kept in the address, so a reload or a
 * shared link keeps them), the events as cards newest first, and for a
 * student the personal calendar address.
 */
export function EventosPage() {
  const { t } = useTranslation();
  const { userType } = useSession();
  const [params, setParams] = useSearchParams();
  const texto = params.get('texto') ?? '';
  const categoria = params.get('categoria') ?? '';
  const { data, isPending, isError, refetch, isFetching } = useEventos(userType, { texto, categoria });
  const poner = useCallback(
    (clave: 'texto' | 'categoria', valor: string) =>
      setParams(
        (p) => {
          const nuevos = new URLSearchParams(p);
          if (valor) nuevos.set(clave, valor);
          else nuevos.delete(clave);
          return nuevos;
        },
        { replace: true },
      ),
    [setParams],
  );
  const onTexto = useCallback((v: string) => poner('texto', v.trim()), [poner]);
  const filtrado = texto !== '' || categoria !== '';
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-muted">{t(userType === 'Empresa' ? 'eventos.lista.introEmpresa' : 'eventos.lista.intro')}</p>
      <BusquedaEventos
        texto={texto}
        categoria={categoria}
        categorias={data?.categorias ?? []}
        onTexto={onTexto}
        onCategoria={(slug) => poner('categoria', slug)}
      />
      {isPending ? (
        <SkeletonList label={t('eventos.lista.cargando')} count={PLACEHOLDERS} className={REJILLA} item={EventoCardSkeleton} />
      ) : isError ? (
        <ErrorCargaEventos reintentar={refetch} reintentando={isFetching} />
      ) : data.eventos.length === 0 ? (
        filtrado ? (
          <EmptyState
            icon={SearchX}
            titleAs="h2"
            title={t('eventos.lista.sinResultadosTitulo')}
            description={t('eventos.lista.sinResultadosTexto')}
            action={
              <Button variant="outline" onClick={() => setParams({}, { replace: true })}>
                {t('eventos.lista.limpiar')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={CalendarDays}
            titleAs="h2"
            title={t('eventos.lista.vacioTitulo')}
            description={t('eventos.lista.vacioTexto')}
          />
        )
      ) : (
        <>
          <p className="sr-only" aria-live="polite">
            {t('eventos.lista.resultados', { count: data.eventos.length })}
          </p>
          <ul className={REJILLA}>
            {data.eventos.map((e) => (
              <li key={e.idEvento}>
                <EventoCard evento={e} />
              </li>
            ))}
          </ul>
        </>
      )}
      {userType === 'Alumno' ? <CalendarioPersonal /> : null}
    </div>
  );
}

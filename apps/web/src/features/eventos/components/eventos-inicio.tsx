import { HOME_EVENTOS } from '@puente/contract/constants';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EventoCard, EventoCardSkeleton } from '@/components/evento-vista/evento-card';
import { SkeletonList } from '@/components/ui/skeleton';
import { useBrand } from '@/lib/brand';
import { useSession } from '@/lib/session';
import { useEventos } from '../api/eventos';

const REJILLA = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** Student home (spec §2, §9): the next three events (future only, soonest first) and a link to all, when the brand has events. */
export function EventosInicio({ pathLista }: { pathLista: string }) {
  const { t } = useTranslation();
  const activo = useBrand().flags.hasEventos;
  const { userType } = useSession();
  const { data, isPending, isError } = useEventos(userType, {}, activo);
  if (!activo) return null;
  const proximos = (data?.eventos ?? [])
    .filter((e) => !e.caducado)
    .sort((a, b) => Date.parse(a.fecha) - Date.parse(b.fecha))
    .slice(0, HOME_EVENTOS);
  return (
    <section aria-labelledby="inicio-eventos" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="inicio-eventos" className="text-lg font-semibold text-fg">
          {t('eventos.inicio.titulo')}
        </h2>
        <Link
          to={pathLista}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-primary hover:underline"
        >
          {t('eventos.inicio.verTodos')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {isPending ? (
        <SkeletonList label={t('eventos.lista.cargando')} count={HOME_EVENTOS} className={REJILLA} item={EventoCardSkeleton} />
      ) : isError ? (
        <p className="text-sm text-muted">{t('eventos.inicio.error')}</p>
      ) : proximos.length === 0 ? (
        <p className="text-sm text-muted">{t('eventos.inicio.vacio')}</p>
      ) : (
        <ul className={REJILLA}>
          {proximos.map((e) => (
            <li key={e.idEvento}>
              <EventoCard evento={e} nivel="h3" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

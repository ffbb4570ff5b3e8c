import { HOME_GUIAS } from '@puente/contract/constants';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SkeletonList } from '@/components/ui/skeleton';
import { useBrand } from '@/lib/brand';
import { useGuias } from '../api/guias';
import { GuiaCard, GuiaCardSkeleton } from './guia-card';

/** Student home (spec §2, §9): the latest four orientation guides and a link to all, when the brand has guides. */
export function GuiasInicio({ pathLista }: { pathLista: string }) {
  const { t } = useTranslation();
  const activo = useBrand().flags.hasGuiasOrientacion;
  const { data, isPending, isError } = useGuias(activo);
  if (!activo) return null;
  return (
    <section aria-labelledby="inicio-guias" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="inicio-guias" className="text-lg font-semibold text-fg">
          {t('guias.inicio.titulo')}
        </h2>
        <Link
          to={pathLista}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-primary hover:underline"
        >
          {t('guias.inicio.verTodas')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {isPending ? (
        <SkeletonList
          label={t('guias.lista.cargando')}
          count={HOME_GUIAS}
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
          item={GuiaCardSkeleton}
        />
      ) : isError ? (
        <p className="text-sm text-muted">{t('guias.inicio.error')}</p>
      ) : data.length === 0 ? (
        <p className="text-sm text-muted">{t('guias.inicio.vacio')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {data.slice(0, HOME_GUIAS).map((g) => (
            <li key={g.idGuia}>
              <GuiaCard guia={g} nivel="h3" compacta />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

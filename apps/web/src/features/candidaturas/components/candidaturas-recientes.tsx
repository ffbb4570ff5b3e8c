import { HOME_CANDIDATURAS_POR_TIPO } from '@puente/contract/constants';
import type { TipoOferta } from '@puente/contract/endpoints/ofertas';
import { ArrowRight, Briefcase, GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EstadoCandidaturaBadge } from '@/components/estado-candidatura-badge';
import { Card } from '@/components/ui/card';
import { SkeletonList } from '@/components/ui/skeleton';
import { useBrand } from '@/lib/brand';
import { useCandidaturas } from '../api/get-candidaturas';

export interface CandidaturasRecientesProps {
  pathLista: string;
  hrefCandidatura: (urlAcceso: string) => string;
}

/** Student home (spec §2): the latest four candidacies of each type. */
export function CandidaturasRecientes({ pathLista, hrefCandidatura }: CandidaturasRecientesProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const tipos: TipoOferta[] = brand.flags.withoutEmpleo ? ['practicas'] : ['practicas', 'empleo'];
  return (
    <section aria-labelledby="inicio-candidaturas" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="inicio-candidaturas" className="text-lg font-semibold text-fg">
          {t('candidaturas.inicio.titulo')}
        </h2>
        <Link
          to={pathLista}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-primary hover:underline"
        >
          {t('candidaturas.inicio.verTodas')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <div className={tipos.length > 1 ? 'grid gap-4 md:grid-cols-2' : 'grid gap-4'}>
        {tipos.map((tipo) => (
          <Columna
            key={tipo}
            tipo={tipo}
            hrefCandidatura={hrefCandidatura}
            hrefTodas={tipo === 'empleo' ? `${pathLista}?tipo=empleo` : pathLista}
          />
        ))}
      </div>
    </section>
  );
}

function Columna({
  tipo,
  hrefCandidatura,
  hrefTodas,
}: {
  tipo: TipoOferta;
  hrefCandidatura: (u: string) => string;
  hrefTodas: string;
}) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useCandidaturas(tipo);
  const Icon = tipo === 'practicas' ? GraduationCap : Briefcase;
  return (
    <Card className="flex flex-col gap-3">
      <h3 className="flex items-center gap-2 font-semibold text-fg">
        <Icon aria-hidden="true" className="size-4 text-primary" />
        <Link to={hrefTodas} className="rounded hover:underline">
          {t(`candidaturas.inicio.columna.${tipo}`)}
        </Link>
        {data ? <span className="rounded-full bg-subtle px-2 py-0.5 text-xs font-semibold text-fg">{data.length}</span> : null}
      </h3>
      {isPending ? (
        <SkeletonList label={t('candidaturas.lista.cargando')} count={4} className="flex flex-col gap-2" />
      ) : isError ? (
        <p className="text-sm text-muted">{t('candidaturas.lista.errorTexto')}</p>
      ) : data.length === 0 ? (
        <p className="text-sm text-muted">{t(`candidaturas.inicio.vacio.${tipo}`)}</p>
      ) : (
        <ul className="-mx-2 flex flex-col divide-y divide-border">
          {data.slice(0, HOME_CANDIDATURAS_POR_TIPO).map((c) => (
            <li key={c.urlAcceso}>
              <Link
                to={hrefCandidatura(c.urlAcceso)}
                className="flex flex-col gap-1.5 rounded-lg px-2 py-2.5 transition hover:bg-subtle"
              >
                <span className="flex min-w-0 flex-col">
                  <span className="text-sm leading-snug font-medium text-fg">{c.titulo}</span>
                  <span className="truncate text-xs text-muted">{c.empresa}</span>
                </span>
                <EstadoCandidaturaBadge estado={c.idEstadoCandidatura} texto={c.estado} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

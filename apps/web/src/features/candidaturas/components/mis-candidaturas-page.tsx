import type { TipoOferta } from '@puente/contract/endpoints/ofertas';
import { Briefcase, GraduationCap, Inbox, Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SkeletonList } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { useBrand } from '@/lib/brand';
import { useEtiquetaEstadoCandidatura } from '@/lib/estado-candidatura';
import { useCandidaturas } from '../api/get-candidaturas';
import { CandidaturaCard, CandidaturaCardSkeleton } from './candidatura-card';

export interface MisCandidaturasPageProps {
  /** Path of the candidacy detail for a urlAcceso. */
  hrefCandidatura: (urlAcceso: string) => string;
  /** Offer list path per profile, for the empty state. */
  pathsOfertas: Record<TipoOferta, string>;
}

const TODOS = 'todos';

/** Accent- and case-insensitive, as people type company names without accents. */
const plegar = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** /mis-candidaturas: both profiles as tabs, each filterable by status and text; tab and filters live in the URL. */
export function MisCandidaturasPage({ hrefCandidatura, pathsOfertas }: MisCandidaturasPageProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const [params, setParams] = useSearchParams();
  const tipos: TipoOferta[] = brand.flags.withoutEmpleo ? ['practicas'] : ['practicas', 'empleo'];
  const tipo: TipoOferta = params.get('tipo') === 'empleo' && tipos.includes('empleo') ? 'empleo' : 'practicas';
  const practicas = useCandidaturas('practicas');
  const empleo = useCandidaturas('empleo', tipos.includes('empleo'));
  const cuenta = { practicas: practicas.data?.length, empleo: empleo.data?.length };

  const cambiar = (cambio: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(cambio)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <Tabs
      aria-label={t('candidaturas.lista.perfiles')}
      value={tipo}
      onValueChange={(value) => cambiar({ tipo: value === 'practicas' ? null : value, estado: null, q: null })}
      items={tipos.map((value) => ({
        value,
        label: (
          <>
            {value === 'practicas' ? <GraduationCap aria-hidden="true" /> : <Briefcase aria-hidden="true" />}
            {t(`candidaturas.lista.pestana.${value}`)}
            {cuenta[value] !== undefined ? (
              <span className="rounded-full bg-subtle px-2 py-0.5 text-xs font-semibold text-fg">{cuenta[value]}</span>
            ) : null}
          </>
        ),
        content: (
          <ListaCandidaturas
            tipo={value}
            query={value === 'practicas' ? practicas : empleo}
            estado={params.get('estado')}
            texto={params.get('q') ?? ''}
            cambiar={cambiar}
            hrefCandidatura={hrefCandidatura}
            pathOfertas={pathsOfertas[value]}
          />
        ),
      }))}
    />
  );
}

interface ListaProps {
  tipo: TipoOferta;
  query: ReturnType<typeof useCandidaturas>;
  estado: string | null;
  texto: string;
  cambiar: (cambio: Record<string, string | null>) => void;
  hrefCandidatura: (urlAcceso: string) => string;
  pathOfertas: string;
}

function ListaCandidaturas({ tipo, query, estado, texto, cambiar, hrefCandidatura, pathOfertas }: ListaProps) {
  const { t } = useTranslation();
  const id = useId();
  const etiqueta = useEtiquetaEstadoCandidatura();
  const todas = query.data ?? [];
  const estados = [...new Set(todas.map((c) => c.idEstadoCandidatura).filter((e): e is number => e !== null))].sort(
    (a, b) => a - b,
  );
  const filtroEstado = estado && estados.includes(Number(estado)) ? Number(estado) : null;
  const aguja = plegar(texto.trim());
  const visibles = todas.filter(
    (c) =>
      (filtroEstado === null || c.idEstadoCandidatura === filtroEstado) &&
      (!aguja || plegar(`${c.titulo} ${c.empresa ?? ''}`).includes(aguja)),
  );

  if (query.isPending) {
    return <SkeletonList label={t('candidaturas.lista.cargando')} count={3} item={CandidaturaCardSkeleton} />;
  }
  if (query.isError) {
    return (
      <EmptyState
        icon={Inbox}
        title={t('candidaturas.lista.errorTitulo')}
        description={t('candidaturas.lista.errorTexto')}
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('candidaturas.lista.reintentar')}
          </Button>
        }
      />
    );
  }
  if (todas.length === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title={t(`candidaturas.lista.vacio.${tipo}`)}
        description={t('candidaturas.lista.vacioTexto')}
        action={
          <Button asChild>
            <Link to={pathOfertas}>{t(`candidaturas.lista.verOfertas.${tipo}`)}</Link>
          </Button>
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <div className="relative">
          <label htmlFor={`${id}-texto`} className="sr-only">
            {t('candidaturas.lista.buscar')}
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-3 size-4 text-muted" />
          <Input
            id={`${id}-texto`}
            type="search"
            value={texto}
            onChange={(event) => cambiar({ q: event.target.value || null })}
            placeholder={t('candidaturas.lista.buscar')}
            className="ps-9"
          />
        </div>
        <div>
          <label htmlFor={`${id}-estado`} className="sr-only">
            {t('candidaturas.lista.estado')}
          </label>
          <Select
            id={`${id}-estado`}
            value={filtroEstado === null ? TODOS : String(filtroEstado)}
            onValueChange={(value) => cambiar({ estado: value === TODOS ? null : value })}
            options={[
              { value: TODOS, label: t('candidaturas.lista.todosEstados') },
              ...estados.map((e) => ({
                value: String(e),
                label: etiqueta(e),
              })),
            ]}
          />
        </div>
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {t('candidaturas.lista.mostrando', { count: visibles.length, total: todas.length })}
      </p>
      {visibles.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title={t('candidaturas.lista.sinCoincidencias')}
          description={t('candidaturas.lista.sinCoincidenciasTexto')}
          action={
            <Button variant="outline" onClick={() => cambiar({ estado: null, q: null })}>
              {t('candidaturas.lista.quitarFiltros')}
            </Button>
          }
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {visibles.map((candidatura) => (
            <li key={candidatura.urlAcceso}>
              <CandidaturaCard candidatura={candidatura} href={hrefCandidatura(candidatura.urlAcceso)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

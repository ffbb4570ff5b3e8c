import { ID_PERFIL } from '@puente/contract/constants';
import type { ProcesoResumen } from '@puente/contract/endpoints/procesos';
import { Briefcase, FolderOpen, GraduationCap, Plus, RefreshCw, Search, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DropdownItem, DropdownMenu } from '@/components/ui/dropdown-menu';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Loading, Skeleton } from '@/components/ui/skeleton';
import { useBrand } from '@/lib/brand';
import { cn } from '@/lib/cn';
import { useProcesos } from '../api/procesos';
import { ESTADOS_FILTRO, estadoOferta } from '../estados';
import { ProcesoCard } from './proceso-card';

const TODOS = 'todos';
type FiltroPerfil = 'todas' | 'practicas' | 'empleo';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Filters live in the URL (?perfil=practicas&estado=2&q=…), so the home tiles can link to a filtered list. */
function useFiltros() {
  const [params, setParams] = useSearchParams();
  const perfilParam = params.get('perfil');
  const perfil: FiltroPerfil = perfilParam === 'practicas' || perfilParam === 'empleo' ? perfilParam : 'todas';
  const estado = params.get('estado') ?? TODOS;
  const texto = params.get('q') ?? '';
  const set = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return { perfil, estado, texto, set, limpiar: () => setParams({}, { replace: true }) };
}

function filtrar(procesos: ProcesoResumen[], perfil: FiltroPerfil, estado: string, texto: string) {
  const needle = fold(texto.trim());
  return procesos.filter(
    (p) =>
      (perfil === 'todas' || p.idPerfil === (perfil === 'empleo' ? ID_PERFIL.EMPLEO : ID_PERFIL.PRACTICAS)) &&
      (estado === TODOS || String(p.idEstado) === estado) &&
      (!needle || fold(p.titulo).includes(needle)),
  );
}

export interface MisOfertasPageProps {
  onCopiadaContrario: (idOferta: number) => void;
}

/** Both profiles' offers with their state, candidates and actions (spec §2 mis_ofertas). */
export function MisOfertasPage({ onCopiadaContrario }: MisOfertasPageProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const procesos = useProcesos();
  const { perfil, estado, texto, set, limpiar } = useFiltros();
  const todos = procesos.data ?? [];
  const visibles = useMemo(() => filtrar(todos, perfil, estado, texto), [todos, perfil, estado, texto]);
  const hayEmpleo = !brand.flags.withoutEmpleo || todos.some((p) => p.idPerfil === ID_PERFIL.EMPLEO);
  const cuenta = (idPerfil: number) => todos.filter((p) => p.idPerfil === idPerfil).length;
  const perfiles: { value: FiltroPerfil; label: string }[] = [
    { value: 'todas', label: t('procesos.filtros.todas', { count: todos.length }) },
    { value: 'practicas', label: t('procesos.filtros.practicas', { count: cuenta(ID_PERFIL.PRACTICAS) }) },
    ...(hayEmpleo
      ? [{ value: 'empleo' as const, label: t('procesos.filtros.empleo', { count: cuenta(ID_PERFIL.EMPLEO) }) }]
      : []),
  ];

  const nueva = brand.flags.withoutEmpleo ? (
    <Button asChild>
      <Link to="/nueva-oferta/practicas">
        <Plus aria-hidden="true" />
        {t('procesos.nuevaOferta')}
      </Link>
    </Button>
  ) : (
    <DropdownMenu
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          {t('procesos.nuevaOferta')}
        </Button>
      }
    >
      <DropdownItem asChild>
        <Link to="/nueva-oferta/practicas">
          <GraduationCap aria-hidden="true" />
          {t('procesos.nuevaPracticas')}
        </Link>
      </DropdownItem>
      <DropdownItem asChild>
        <Link to="/nueva-oferta/empleo">
          <Briefcase aria-hidden="true" />
          {t('procesos.nuevaEmpleo')}
        </Link>
      </DropdownItem>
    </DropdownMenu>
  );

  return (
    <div className="flex flex-col gap-5">
      <Card as="div" padding="none" className="flex flex-col gap-3 p-3 sm:p-4">
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <fieldset className="flex min-w-0 gap-1 overflow-x-auto rounded-xl bg-subtle p-1 md:w-fit">
            <legend className="sr-only">{t('procesos.filtros.perfil')}</legend>
            {perfiles.map((opcion) => (
              <button
                key={opcion.value}
                type="button"
                aria-pressed={perfil === opcion.value}
                onClick={() => set('perfil', opcion.value === 'todas' ? null : opcion.value)}
                className={cn(
                  'inline-flex h-9 flex-1 shrink-0 cursor-pointer items-center justify-center rounded-lg px-2.5 text-sm font-medium whitespace-nowrap transition sm:px-3 md:flex-none',
                  perfil === opcion.value ? 'bg-surface text-fg shadow-card' : 'text-muted hover:text-fg',
                )}
              >
                {opcion.label}
              </button>
            ))}
          </fieldset>
          <div className="shrink-0">{nueva}</div>
        </div>
        <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-3 size-4 text-muted" />
            <Input
              type="search"
              aria-label={t('procesos.filtros.buscar')}
              placeholder={t('procesos.filtros.buscar')}
              value={texto}
              onChange={(event) => set('q', event.target.value)}
              className="ps-9"
            />
          </div>
          <Select
            aria-label={t('procesos.filtros.estado')}
            value={estado}
            onValueChange={(value) => set('estado', value === TODOS ? null : value)}
            options={[
              { value: TODOS, label: t('procesos.filtros.todosEstados') },
              ...ESTADOS_FILTRO.map((id) => ({
                value: String(id),
                label: t(estadoOferta(id)?.clave ?? 'procesos.estados.publicada'),
              })),
            ]}
          />
        </div>
      </Card>

      {procesos.isPending ? (
        <ListaSkeleton />
      ) : procesos.isError ? (
        <EmptyState
          as="section"
          titleAs="h2"
          icon={RefreshCw}
          title={t('procesos.errorCarga')}
          action={
            <Button variant="outline" onClick={() => void procesos.refetch()}>
              <RefreshCw aria-hidden="true" />
              {t('procesos.reintentar')}
            </Button>
          }
        />
      ) : todos.length === 0 ? (
        <EmptyState
          as="section"
          titleAs="h2"
          icon={FolderOpen}
          title={t('procesos.vacio')}
          description={t('procesos.vacioTexto')}
          action={nueva}
        />
      ) : visibles.length === 0 ? (
        <EmptyState
          as="section"
          titleAs="h2"
          icon={SearchX}
          title={t('procesos.sinCoincidencias')}
          action={
            <Button variant="outline" onClick={limpiar}>
              {t('procesos.filtros.limpiar')}
            </Button>
          }
        />
      ) : (
        <>
          <p className="sr-only" aria-live="polite">
            {t('procesos.mostrando', { count: visibles.length })}
          </p>
          <ul className="grid gap-4 lg:grid-cols-2">
            {visibles.map((proceso) => (
              <li key={proceso.idOferta}>
                <ProcesoCard proceso={proceso} onCopiadaContrario={onCopiadaContrario} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function ListaSkeleton() {
  const { t } = useTranslation();
  return (
    <Loading label={t('procesos.cargando')} className="grid gap-4 lg:grid-cols-2">
      {[0, 1, 2, 3].map((n) => (
        <Card as="div" padding="none" key={n} className="flex flex-col gap-4 p-5">
          <div className="flex gap-2">
            <Skeleton className="h-5 w-20 rounded-full" />
            <Skeleton className="h-5 w-24 rounded-full" />
          </div>
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <div className="flex justify-between border-t border-border pt-4">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-8 w-32" />
          </div>
        </Card>
      ))}
    </Loading>
  );
}

import type { FiltrosBusqueda } from '@puente/contract/endpoints/busquedas-guardadas';
import type { OfertaListItem, TipoOferta } from '@puente/contract/endpoints/ofertas';
import { SearchX, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArreglarInscripcion } from '@/components/oferta-vista/motivo-no-inscripcion';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { SkeletonList } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { useOfertas } from '../api/get-ofertas';
import { busquedaDe, filtrosActivos, filtrosDeBusqueda, type Orden, TAMANO_PAGINA } from '../hooks/filtros-url';
import { useFiltrosUrl } from '../hooks/use-filtros-url';
import { BusquedaTexto } from './busqueda-texto';
import { FiltrosPanel } from './filtros-panel';
import { OfertaCard, OfertaCardSkeleton } from './oferta-card';
import { Paginacion } from './paginacion';

export interface OfertasPageProps {
  tipo: TipoOferta;
  /** Path of the list; a card links to `${basePath}/${urlAcceso}`. */
  basePath: string;
  /** Candidate options of a card whose status is 16 (composed by the app: they belong to candidacies). */
  opciones?: (oferta: OfertaListItem) => ReactNode;
  /** The action that fixes a reason not to apply (the app knows the routes). */
  arreglar?: ArreglarInscripcion;
  /** The heart that saves a card's offer (composed by the app). */
  guardar?: ((oferta: OfertaListItem) => ReactNode) | undefined;
  /** "Guardar búsqueda" for the search on screen (composed by the app: saved searches are their own feature). */
  guardarBusqueda?: ((filtros: FiltrosBusqueda) => ReactNode) | undefined;
}

const SKELETONS = 6;

/** /ofertas-practicas and /ofertas-empleo: search, filters, count, one page of cards; all of it in the URL. */
export function OfertasPage({ tipo, basePath, opciones, arreglar, guardar, guardarBusqueda }: OfertasPageProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const { filtros, cambiar, hrefPagina } = useFiltrosUrl(tipo);
  const query = useOfertas(busquedaDe(filtros, tipo));
  const [panelAbierto, setPanelAbierto] = useState(false);
  const resultadosRef = useRef<HTMLHeadingElement>(null);
  const activos = filtrosActivos(filtros);
  const hayFiltros = activos > 0 || filtros.texto !== '';
  const borrar = () => cambiar({ texto: '', idProvincia: null, tituloPrograma: '', salario: null, listas: {} });

  // A new page of results starts at the top; filter changes keep the user where they are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on page change by design.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [filtros.pagina]);

  const data = query.data;
  const totalPaginas = data ? Math.max(1, Math.ceil(data.numTotal / TAMANO_PAGINA)) : 1;
  // On a phone the results sit below the open panel: close it and land on them.
  const verResultados = () => {
    setPanelAbierto(false);
    requestAnimationFrame(() => resultadosRef.current?.focus());
  };
  const contados = data && !query.isPlaceholderData ? data.numTotal : null;

  return (
    <div className="flex flex-col gap-4">
      <BusquedaTexto valor={filtros.texto} onCommit={(texto) => cambiar({ texto })} />
      <div className="grid gap-4 xl:grid-cols-[16.5rem_minmax(0,1fr)] xl:gap-8">
        <aside aria-labelledby={`${panelId}-titulo`} className="xl:sticky xl:top-bajo-cabecera xl:self-start">
          <Card as="div" padding="none">
            <h2 id={`${panelId}-titulo`} className="text-base font-semibold text-fg">
              <button
                type="button"
                aria-expanded={panelAbierto}
                aria-controls={panelId}
                onClick={() => setPanelAbierto((open) => !open)}
                className="flex w-full cursor-pointer items-center gap-2 rounded-2xl px-4 py-3 text-start xl:hidden"
              >
                <TituloFiltros activos={activos} />
                <span className="ms-auto text-sm font-medium text-primary">
                  {panelAbierto ? t('ofertas.filtros.ocultar') : t('ofertas.filtros.mostrar')}
                </span>
              </button>
              <span className="hidden items-center gap-2 px-4 py-3 xl:flex">
                <TituloFiltros activos={activos} />
              </span>
            </h2>
            <div id={panelId} className={cn('border-t border-border px-4 pt-4 pb-5', !panelAbierto && 'max-xl:hidden')}>
              <FiltrosPanel tipo={tipo} filtros={filtros} cambiar={cambiar} />
              {activos > 0 ? (
                <Button variant="outline" size="sm" className="mt-6 w-full" onClick={borrar}>
                  {t('ofertas.filtros.borrar')}
                </Button>
              ) : null}
              <Button className="mt-3 w-full xl:hidden" onClick={verResultados}>
                {contados === null ? t('ofertas.lista.buscando') : t('ofertas.lista.verResultados', { count: contados })}
              </Button>
            </div>
          </Card>
        </aside>

        <section aria-labelledby={`${panelId}-resultados`} className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2
              ref={resultadosRef}
              id={`${panelId}-resultados`}
              tabIndex={-1}
              className="rounded-sm text-base font-semibold text-fg"
              aria-live="polite"
            >
              {data ? t('ofertas.lista.resultados', { count: data.numTotal }) : t('ofertas.lista.buscando')}
            </h2>
            {guardarBusqueda?.(filtrosDeBusqueda(filtros, tipo))}
            <div className="flex items-center gap-2">
              <Switch id={`${panelId}-para-mi`} checked={filtros.paraMi} onCheckedChange={(paraMi) => cambiar({ paraMi })} />
              <label htmlFor={`${panelId}-para-mi`} className="cursor-pointer text-sm font-medium text-fg">
                {t('ofertas.inscripcion.soloParaMi')}
              </label>
            </div>
            <div className="flex items-center gap-2">
              <label htmlFor={`${panelId}-orden`} className="text-sm text-muted">
                {t('ofertas.lista.ordenar')}
              </label>
              <Select
                id={`${panelId}-orden`}
                className="w-auto min-w-44"
                value={filtros.orden}
                onValueChange={(orden) => cambiar({ orden: orden as Orden })}
                options={[
                  { value: 'fecha_desc', label: t('ofertas.lista.masRecientes') },
                  { value: 'fecha_asc', label: t('ofertas.lista.masAntiguas') },
                ]}
              />
            </div>
          </div>

          {query.isPending ? (
            <SkeletonList label={t('ofertas.lista.cargando')} count={SKELETONS} item={OfertaCardSkeleton} />
          ) : query.isError && !data ? (
            <EmptyState
              icon={SearchX}
              title={t('ofertas.lista.errorTitulo')}
              description={t('ofertas.lista.errorTexto')}
              action={
                <Button variant="outline" onClick={() => void query.refetch()}>
                  {t('ofertas.lista.reintentar')}
                </Button>
              }
            />
          ) : data && data.ofertas.length === 0 && filtros.paraMi ? (
            <EmptyState
              icon={SearchX}
              title={hayFiltros ? t('ofertas.lista.vacioParaMiConFiltros') : t('ofertas.lista.vacioParaMiTitulo')}
              description={t('ofertas.lista.vacioParaMiTexto')}
              action={
                <Button variant="outline" onClick={() => cambiar({ paraMi: false })}>
                  {t('ofertas.lista.verTodas')}
                </Button>
              }
            />
          ) : data && data.ofertas.length === 0 ? (
            <EmptyState
              icon={SearchX}
              title={t('ofertas.lista.vacioTitulo')}
              description={hayFiltros ? t('ofertas.lista.vacioConFiltros') : t('ofertas.lista.vacioSinFiltros')}
              action={
                hayFiltros ? (
                  <Button variant="outline" onClick={borrar}>
                    {t('ofertas.lista.borrarBusqueda')}
                  </Button>
                ) : null
              }
            />
          ) : data ? (
            <ul
              aria-busy={query.isPlaceholderData}
              className={cn('flex flex-col gap-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}
            >
              {data.ofertas.map((oferta) => (
                <li key={oferta.urlAcceso}>
                  <OfertaCard
                    oferta={oferta}
                    href={`${basePath}/${oferta.urlAcceso}`}
                    {...(arreglar ? { arreglar } : {})}
                    opciones={oferta.idEstadoCandidatura === 16 ? opciones?.(oferta) : undefined}
                    guardar={guardar?.(oferta)}
                  />
                </li>
              ))}
            </ul>
          ) : null}

          {data ? <Paginacion pagina={filtros.pagina} totalPaginas={totalPaginas} href={hrefPagina} /> : null}
        </section>
      </div>
    </div>
  );
}

function TituloFiltros({ activos }: { activos: number }) {
  const { t } = useTranslation();
  return (
    <>
      <SlidersHorizontal aria-hidden="true" className="size-4 text-primary" />
      {t('ofertas.filtros.titulo')}
      {activos > 0 ? (
        <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-fg">
          <span className="sr-only">{t('ofertas.filtros.activos', { count: activos })}</span>
          <span aria-hidden="true">{activos}</span>
        </span>
      ) : null}
    </>
  );
}

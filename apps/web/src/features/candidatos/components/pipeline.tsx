import { KanbanSquare, List, RefreshCw, UsersRound } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading, Skeleton } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { focusWhenReady } from '@/lib/focus-return';
import { type Candidato, useCandidatos } from '../api/candidatos';
import { useMoverCandidatura } from '../hooks/use-mover-candidatura';
import { idAsa, idCambiar } from '../ids';
import { type CandidatoMovible, DialogoMover } from './cambiar-estado-dialog';
import { CandidatosLista, FILTRO_TODOS } from './candidatos-lista';
import { CandidatosTablero } from './candidatos-tablero';
import { ExportarCsv } from './exportar-csv';

const movible = (c: Candidato): CandidatoMovible => ({
  idCandidatura: c.idCandidatura,
  nombre: `${c.nombre} ${c.apellidos}`,
  estado: c.estado,
  transiciones: c.transiciones,
});

/** A polite live region; the same text twice in a row is re-announced by clearing it first. */
function useAnuncio() {
  const [texto, setTexto] = useState('');
  const anunciar = useCallback((nuevo: string) => {
    setTexto('');
    requestAnimationFrame(() => setTexto(nuevo));
  }, []);
  return { texto, anunciar };
}

/**
 * The offer's candidate pipeline: a list filtered by state and a board by
 * state, the same moves in both (dialog, drag and drop, keyboard), and the
 * CSV export. View and filter live in the URL (?vista=tablero&estado=2).
 */
export function Pipeline({ idOferta }: { idOferta: number }) {
  const { t } = useTranslation();
  const datos = useCandidatos(idOferta);
  const [params, setParams] = useSearchParams();
  const { texto, anunciar } = useAnuncio();
  const vista = params.get('vista') === 'tablero' ? 'tablero' : 'lista';
  // Where a candidacy is now in the view shown: its card's handle or its row's button.
  const focoDe = (id: number) => document.getElementById(vista === 'tablero' ? idAsa(id) : idCambiar(id));
  const mover = useMoverCandidatura(idOferta, { anunciar, enfocar: (id) => focusWhenReady(() => focoDe(id)) });
  const filtro = params.get('estado') ?? FILTRO_TODOS;
  const setParam = (key: string, value: string | null) =>
    setParams(
      (actual) => {
        const next = new URLSearchParams(actual);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  if (datos.isPending) return <PipelineSkeleton />;
  if (!datos.data) {
    return (
      <EmptyState
        as="section"
        titleAs="h2"
        title={t('candidatos.errorCarga')}
        action={
          <Button variant="outline" onClick={() => void datos.refetch()}>
            <RefreshCw aria-hidden="true" />
            {t('candidatos.reintentar')}
          </Button>
        }
      />
    );
  }
  const { candidatos, proceso } = datos.data;

  return (
    <section aria-labelledby="candidatos-titulo" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="candidatos-titulo" className="flex items-center gap-2 text-xl font-semibold text-fg">
          {t('candidatos.titulo')}
          <span className="rounded-full bg-subtle px-2.5 py-0.5 text-sm font-semibold text-primary tabular-nums">
            {candidatos.length}
          </span>
        </h2>
        <ExportarCsv idOferta={proceso.idOferta} vacio={candidatos.length === 0} />
      </div>
      {candidatos.length === 0 ? (
        <EmptyState icon={UsersRound} title={t('candidatos.vacio')} description={t('candidatos.vacioTexto')} />
      ) : (
        <Tabs
          aria-label={t('candidatos.vista')}
          value={vista}
          onValueChange={(value) => setParam('vista', value === 'tablero' ? 'tablero' : null)}
          items={[
            {
              value: 'lista',
              label: (
                <>
                  <List aria-hidden="true" />
                  {t('candidatos.vistaLista')}
                </>
              ),
              content: (
                <CandidatosLista
                  candidatos={candidatos}
                  filtro={filtro}
                  onFiltro={(value) => setParam('estado', value === FILTRO_TODOS ? null : value)}
                  onCambiar={(c) => mover.abrirDialogo(movible(c))}
                />
              ),
            },
            {
              value: 'tablero',
              label: (
                <>
                  <KanbanSquare aria-hidden="true" />
                  {t('candidatos.vistaTablero')}
                </>
              ),
              content: (
                <CandidatosTablero
                  candidatos={candidatos}
                  moviendo={mover.ocupado}
                  onMover={(c, destino) => mover.mover(movible(c), destino)}
                  onElegir={(c) => mover.abrirDialogo(movible(c))}
                  anunciar={anunciar}
                />
              ),
            },
          ]}
        />
      )}
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="anuncio-candidatos">
        {texto}
      </div>
      <DialogoMover mover={mover} devolverFoco={focoDe} />
    </section>
  );
}

function PipelineSkeleton() {
  const { t } = useTranslation();
  return (
    <Loading label={t('candidatos.cargando')} className="flex flex-col gap-4">
      <div className="flex justify-between">
        <Skeleton className="h-7 w-40" />
        <Skeleton className="h-10 w-36" />
      </div>
      <Skeleton className="h-10 w-56 rounded-xl" />
      <Card as="div" padding="none" elevation="flat" className="flex flex-col gap-2 p-4">
        {[0, 1, 2].map((n) => (
          <div key={n} className="flex items-center gap-3 py-2">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-48" />
              <Skeleton className="h-3 w-64 max-w-full" />
            </div>
            <Skeleton className="h-6 w-24 rounded-full" />
          </div>
        ))}
      </Card>
    </Loading>
  );
}

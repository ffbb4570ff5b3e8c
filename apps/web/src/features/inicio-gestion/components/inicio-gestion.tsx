import { ETIQUETAS_PENDIENTE, type Pendiente, type TipoPendiente } from '@puente/contract/pendiente';
import { CheckCircle2, ChevronDown, Clock } from 'lucide-react';
import { type KeyboardEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { focusWhenReady } from '@/lib/focus-return';
import { formatHace } from '@/lib/formato';
import { useLanguage } from '@/lib/i18n';
import { PanelPendiente } from './panel-pendiente';

export { DESTINO_PENDIENTE } from './panel-pendiente';

export interface InicioGestionProps {
  /** The member's first name, once miCuentaGestor has answered. */
  nombre: string | undefined;
  /** The work queue (GET /api/Gestion/pendiente), undefined while it loads or when it failed. */
  pendiente: Pendiente | undefined;
  cargando: boolean;
  error: boolean;
  onReintentar: () => void;
  /** Now, for "desde hace 3 días" (a prop so tests fix it). */
  ahora?: number;
}

/**
 * /gestion, the staff's home ("Pendiente"): the greeting and the work queue, one card per kind the member
 * reads with how many wait and since when. A card opens in place (Enter or a click; Escape closes it and
 * the focus goes back to it) the kind's oldest items, each decided there; the outcome is said in a polite
 * live region and the counts follow without a reload.
 */
export function InicioGestion({ nombre, pendiente, cargando, error, onReintentar, ahora = Date.now() }: InicioGestionProps) {
  const { t } = useTranslation();
  const [abierto, setAbierto] = useState<TipoPendiente | null>(null);
  const [anuncio, setAnuncio] = useState<{ texto: string; vez: number } | null>(null);
  // The open kind stays while open even once nothing of it waits, so its panel can say so and keep the focus.
  const conTrabajo = (pendiente ?? []).filter((p) => p.total > 0 || p.tipo === abierto);
  const anunciar = (texto: string) => setAnuncio((antes) => ({ texto, vez: (antes?.vez ?? 0) + 1 }));
  /**
   * Closing a kind gives the focus back to its card; a kind with nothing left loses its card as it closes, so
   * the focus goes to the next card (or the previous one, or the queue's heading when none is left).
   */
  const cerrar = (tipo: TipoPendiente) => {
    setAbierto(null);
    const quedan = conTrabajo.filter((p) => p.total > 0).map((p) => p.tipo);
    const orden = conTrabajo.map((p) => p.tipo);
    const i = orden.indexOf(tipo);
    const destino = quedan.includes(tipo)
      ? tipo
      : (orden.slice(i + 1).find((t) => quedan.includes(t)) ??
        orden
          .slice(0, i)
          .reverse()
          .find((t) => quedan.includes(t)));
    focusWhenReady(() => document.getElementById(destino ? idBoton(destino) : 'gestion-pendiente'));
  };
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-fg sm:text-3xl">
          {nombre ? t('gestion.inicio.saludo', { nombre }) : t('gestion.inicio.titulo')}
        </h1>
        <p className="max-w-2xl text-muted">{t('gestion.inicio.intro')}</p>
      </div>
      <section aria-labelledby="gestion-pendiente" className="flex flex-col gap-4">
        <h2 id="gestion-pendiente" className="text-lg font-semibold text-fg">
          {t('gestion.inicio.pendiente')}
        </h2>
        <p role="status" aria-live="polite" className={cn('text-sm font-medium text-success', !anuncio && 'sr-only')}>
          {anuncio ? (
            <span key={anuncio.vez} className="inline-flex items-center gap-1.5">
              <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
              {anuncio.texto}
            </span>
          ) : null}
        </p>
        {cargando ? (
          <SkeletonList label={t('gestion.inicio.cargando')} count={2} className="flex flex-col gap-4" row="h-20 w-full" />
        ) : error ? (
          <EmptyState
            title={t('gestion.inicio.error')}
            action={
              <Button variant="outline" onClick={onReintentar}>
                {t('gestion.inicio.reintentar')}
              </Button>
            }
          />
        ) : conTrabajo.length === 0 ? (
          <EmptyState
            icon={CheckCircle2}
            title={t('gestion.inicio.nadaPendiente')}
            description={t('gestion.inicio.nadaPendienteTexto')}
          />
        ) : (
          <ul className="flex flex-col gap-4">
            {conTrabajo.map((p) => (
              <TarjetaPendiente
                key={p.tipo}
                pendiente={p}
                abierta={abierto === p.tipo}
                onAlternar={(abrir) => (abrir ? setAbierto(p.tipo) : cerrar(p.tipo))}
                onAnunciar={anunciar}
                ahora={ahora}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The id of a kind's card button, where the focus goes back. */
const idBoton = (tipo: TipoPendiente) => `pendiente-${tipo}-boton`;

interface TarjetaPendienteProps {
  pendiente: Pendiente[number];
  abierta: boolean;
  onAlternar: (abrir: boolean) => void;
  onAnunciar: (texto: string) => void;
  ahora: number;
}

/** One kind of the queue: a disclosure button with the count and the oldest wait, and its panel below when open. */
function TarjetaPendiente({ pendiente: p, abierta, onAlternar, onAnunciar, ahora }: TarjetaPendienteProps) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const id = `pendiente-${p.tipo}`;
  const boton = useRef<HTMLButtonElement>(null);
  const tarjeta = useRef<HTMLDivElement>(null);
  const volver = useCallback(() => boton.current?.focus(), []);
  // Escape anywhere in the open card (not in a dialog it opened, which closes itself) closes it and the focus goes back.
  const alPulsar = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !abierta || event.defaultPrevented) return;
    if (!(event.target instanceof Node) || !tarjeta.current?.contains(event.target)) return;
    event.preventDefault();
    onAlternar(false);
  };
  return (
    <li>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape is caught here for the whole open card, whose controls have their own roles. */}
      <div ref={tarjeta} onKeyDown={alPulsar}>
        <Card as="div" padding="none">
          <h3>
            <button
              ref={boton}
              id={idBoton(p.tipo)}
              type="button"
              aria-expanded={abierta}
              aria-controls={abierta ? `${id}-panel` : undefined}
              onClick={() => onAlternar(!abierta)}
              className="group flex w-full cursor-pointer items-center gap-4 rounded-2xl p-5 text-start hover:bg-subtle/60"
            >
              <span className="min-w-14 text-3xl font-semibold tabular-nums text-primary">
                {t('gestion.inicio.total', { total: p.total })}
              </span>
              <span className="flex flex-1 flex-col gap-1">
                <span id={`${id}-etiqueta`} className="font-semibold text-fg">
                  {ETIQUETAS_PENDIENTE[p.tipo][idioma]}
                </span>
                {p.desde ? (
                  <span className="flex items-center gap-1.5 text-sm text-muted">
                    <Clock aria-hidden="true" className="size-4 shrink-0" />
                    {ahora - Date.parse(p.desde) < 60_000
                      ? t('gestion.inicio.recien')
                      : t('gestion.inicio.desde', { hace: formatHace(p.desde, idioma, ahora) })}
                  </span>
                ) : null}
              </span>
              <ChevronDown
                aria-hidden="true"
                className={cn('size-5 shrink-0 text-muted transition-transform', abierta && 'rotate-180')}
              />
            </button>
          </h3>
          {abierta ? (
            <section id={`${id}-panel`} aria-labelledby={`${id}-etiqueta`} className="border-border border-t px-5">
              <PanelPendiente tipo={p.tipo} onAnunciar={onAnunciar} onVolver={volver} ahora={ahora} />
            </section>
          ) : null}
        </Card>
      </div>
    </li>
  );
}

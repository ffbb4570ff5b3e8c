import { ChevronLeft, ChevronRight, GripVertical, Keyboard } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EstadoCandidaturaBadge } from '@/components/estado-candidatura-badge';
import { cn } from '@/lib/cn';
import { useEtiquetaEstadoCandidatura } from '@/lib/estado-candidatura';
import type { Candidato } from '../api/candidatos';
import { COLUMNA_OTROS, COLUMNAS_TABLERO, columnaDe, necesitaMotivo } from '../estados';
import { useArrastre } from '../hooks/use-arrastre';
import { idAsa } from '../ids';
import { Avatar } from './avatar';

export interface CandidatosTableroProps {
  candidatos: Candidato[];
  /** A move is on its way: focus follows the card to its new column. */
  moviendo: boolean;
  onMover: (candidato: Candidato, destino: number) => void;
  /** A click (not a drag) on a card's handle: choose the state in the dialog. */
  onElegir: (candidato: Candidato) => void;
  anunciar: (texto: string) => void;
}

const INSTRUCCIONES_ID = 'tablero-instrucciones';
const COLUMNAS_ID = 'tablero-columnas';
const suave = (): ScrollBehavior => (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');
const orden = (columna: number) => {
  const i = COLUMNAS_TABLERO.indexOf(columna);
  return i === -1 ? COLUMNAS_TABLERO.length : i;
};
const nombreDe = (c: Candidato) => `${c.nombre} ${c.apellidos}`;

/**
 * The pipeline as columns by state. A card moves with the mouse (drag it to
 * a column), by touch (drag its handle) or with the keyboard: focus its
 * handle, Space or Enter picks it, the arrows choose the column, Enter drops
 * and Escape cancels; every step is announced. Only columns the candidacy
 * may go to (its `transiciones`) accept it.
 */
export function CandidatosTablero({ candidatos, moviendo, onMover, onElegir, anunciar }: CandidatosTableroProps) {
  const { t } = useTranslation();
  const etiqueta = useEtiquetaEstadoCandidatura('empresa');
  const tablero = useRef<HTMLDivElement>(null);
  const [cogida, setCogida] = useState<{ id: number; destino: number } | null>(null);
  const [enfocar, setEnfocar] = useState<number | null>(null);
  // An Enter pressed on a card whose move is still on its way: it is picked as soon as the answer brings its moves.
  const [cogerAlLlegar, setCogerAlLlegar] = useState<number | null>(null);
  const porId = new Map(candidatos.map((c) => [c.idCandidatura, c]));

  const puedeSoltar = (id: number, columna: number) => {
    const c = porId.get(id);
    return Boolean(c && columna !== columnaDe(c.estado) && c.transiciones.includes(columna));
  };
  const { arrastre, onPointerDown } = useArrastre({
    tablero,
    puedeSoltar,
    onSoltar: (id, columna) => {
      const c = porId.get(id);
      if (c) onMover(c, columna);
    },
  });

  // After a keyboard drop the card is re-created in its new column: keep the focus on it. Only focus that
  // fell to the page is brought back: a person who has already gone on to another card keeps it there
  // (taking it back made the next Enter act on the moved card instead, which looked like nothing).
  // The card can be re-created more than once (the optimistic move, the answer, the list read again), so
  // the watch lasts a moment after the move settles, and ends as soon as the person is somewhere else.
  useEffect(() => {
    if (enfocar === null) return;
    const frame = requestAnimationFrame(() => {
      const asa = document.getElementById(idAsa(enfocar));
      const activo = document.activeElement;
      const perdido = activo === null || activo === document.body;
      if (asa && perdido) asa.focus();
      else if (!perdido && activo !== asa) setEnfocar(null);
    });
    return () => cancelAnimationFrame(frame);
  });
  useEffect(() => {
    if (enfocar === null || moviendo) return;
    const fin = window.setTimeout(() => setEnfocar(null), 1500);
    return () => window.clearTimeout(fin);
  }, [enfocar, moviendo]);

  const esperada = cogerAlLlegar === null ? undefined : porId.get(cogerAlLlegar);
  useEffect(() => {
    if (!esperada) return;
    if (moviendo || esperada.transiciones.length === 0) return;
    setCogerAlLlegar(null);
    // Only if the person is still on that card: having gone elsewhere cancels the waiting pick.
    if (document.activeElement !== document.getElementById(idAsa(esperada.idCandidatura))) return;
    const origen = columnaDe(esperada.estado);
    setCogida({ id: esperada.idCandidatura, destino: origen });
    anunciar(t('candidatos.tablero.cogida', { nombre: nombreDe(esperada), estado: nombreColumna(origen) }));
  });

  // The column a keyboard pick points at comes into view, however far sideways it is.
  const destinoTeclado = cogida?.destino ?? null;
  useEffect(() => {
    if (destinoTeclado === null) return;
    tablero.current
      ?.querySelector(`[data-columna="${destinoTeclado}"]`)
      ?.scrollIntoView?.({ inline: 'nearest', block: 'nearest', behavior: suave() });
  }, [destinoTeclado]);

  /** One screenful of columns sideways; the snap points leave whole columns in view. */
  const desplazar = (sentido: 1 | -1) => {
    const el = tablero.current;
    if (el) el.scrollBy({ left: sentido * el.clientWidth, behavior: suave() });
  };

  // Columns hidden sideways are hinted with a fade on that edge and reached with the buttons.
  const [desborde, setDesborde] = useState({ izquierda: false, derecha: false });
  const medirDesborde = useCallback(() => {
    const el = tablero.current;
    if (!el) return;
    const izquierda = el.scrollLeft > 6;
    const derecha = el.scrollLeft + el.clientWidth < el.scrollWidth - 6;
    setDesborde((d) => (d.izquierda === izquierda && d.derecha === derecha ? d : { izquierda, derecha }));
  }, []);
  useEffect(() => {
    medirDesborde();
    const el = tablero.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(medirDesborde);
    observer.observe(el);
    return () => observer.disconnect();
  }, [medirDesborde]);

  const columnas = COLUMNAS_TABLERO.map((estado) => ({ estado, candidatos: candidatos.filter((c) => c.estado === estado) }));
  const otros = candidatos.filter((c) => columnaDe(c.estado) === COLUMNA_OTROS);
  if (otros.length > 0) columnas.push({ estado: COLUMNA_OTROS, candidatos: otros });
  const nombreColumna = (columna: number) => (columna === COLUMNA_OTROS ? t('candidatos.tablero.otros') : etiqueta(columna));

  const enMovimiento = cogida ? porId.get(cogida.id) : arrastre ? porId.get(arrastre.id) : undefined;
  const destinoResaltado = cogida?.destino ?? arrastre?.sobre ?? null;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, c: Candidato) => {
    const origen = columnaDe(c.estado);
    if (cogida?.id !== c.idCandidatura) {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      if (c.transiciones.length === 0) {
        // While its move is on its way the card takes no other: the Enter waits for the answer, then picks it.
        if (enfocar === c.idCandidatura && moviendo) setCogerAlLlegar(c.idCandidatura);
        else anunciar(t('candidatos.tablero.sinMovimientos', { nombre: nombreDe(c) }));
        return;
      }
      setCogida({ id: c.idCandidatura, destino: origen });
      anunciar(t('candidatos.tablero.cogida', { nombre: nombreDe(c), estado: nombreColumna(origen) }));
      return;
    }
    const destinos = [origen, ...c.transiciones.filter((e) => e !== origen)].sort((a, b) => orden(a) - orden(b));
    const i = destinos.indexOf(cogida.destino);
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
      case 'ArrowLeft':
      case 'ArrowUp': {
        event.preventDefault();
        const paso = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : -1;
        const destino = destinos[(i + paso + destinos.length) % destinos.length] ?? origen;
        setCogida({ id: c.idCandidatura, destino });
        anunciar(
          destino === origen
            ? t('candidatos.tablero.sobreActual', { estado: nombreColumna(destino) })
            : t('candidatos.tablero.sobre', { estado: nombreColumna(destino) }),
        );
        return;
      }
      case 'Enter':
      case ' ':
        event.preventDefault();
        setCogida(null);
        if (cogida.destino === origen) {
          anunciar(t('candidatos.tablero.cancelado', { nombre: nombreDe(c) }));
          return;
        }
        // A move that asks for a reason opens its dialog, which takes the focus and gives it back to the card
        // itself when it closes; watching for the focus meanwhile could pull it out of the opening dialog and close it.
        if (!necesitaMotivo(cogida.destino)) setEnfocar(c.idCandidatura);
        onMover(c, cogida.destino);
        return;
      case 'Escape':
        event.preventDefault();
        setCogida(null);
        anunciar(t('candidatos.tablero.cancelado', { nombre: nombreDe(c) }));
        return;
      default:
    }
  };

  const onClickAsa = (event: MouseEvent<HTMLButtonElement>, c: Candidato) => {
    // detail 0: a click made by the keyboard, already handled on keydown.
    if (event.detail === 0) return;
    onElegir(c);
  };

  const hayDesborde = desborde.izquierda || desborde.derecha;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <details className="group w-fit max-w-full text-sm text-muted">
          <summary className="inline-flex cursor-pointer items-center gap-1.5 rounded font-medium text-fg hover:text-primary">
            <Keyboard aria-hidden="true" className="size-4" />
            {t('candidatos.tablero.comoMover')}
          </summary>
          <p id={INSTRUCCIONES_ID} className="mt-2 max-w-2xl leading-relaxed">
            {t('candidatos.tablero.instrucciones')}
          </p>
        </details>
        {hayDesborde ? (
          <div className="ms-auto flex gap-1.5">
            <button
              type="button"
              aria-controls={COLUMNAS_ID}
              disabled={!desborde.izquierda}
              onClick={() => desplazar(-1)}
              aria-label={t('candidatos.tablero.anteriores')}
              className="inline-flex size-9 cursor-pointer items-center justify-center rounded-full border border-border bg-surface text-fg shadow-card hover:bg-subtle disabled:cursor-default disabled:opacity-40 disabled:shadow-none"
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              aria-controls={COLUMNAS_ID}
              disabled={!desborde.derecha}
              onClick={() => desplazar(1)}
              aria-label={t('candidatos.tablero.siguientes')}
              className="inline-flex size-9 cursor-pointer items-center justify-center rounded-full border border-border bg-surface text-fg shadow-card hover:bg-subtle disabled:cursor-default disabled:opacity-40 disabled:shadow-none"
            >
              <ChevronRight aria-hidden="true" className="size-4" />
            </button>
          </div>
        ) : null}
      </div>
      {/* Column widths follow the board's own width: whole columns in view (4 at 1280 px with the side menu). */}
      <div className="@container relative">
        <div
          ref={tablero}
          id={COLUMNAS_ID}
          data-tablero=""
          onScroll={medirDesborde}
          className={cn(
            '-mx-1 grid snap-x snap-mandatory scroll-px-1 grid-flow-col gap-3 overflow-x-auto px-1 pb-3',
            'auto-cols-[85%] @md:auto-cols-[calc((100%_-_0.75rem)/2)] @2xl:auto-cols-[calc((100%_-_1.5rem)/3)]',
            '@4xl:auto-cols-[calc((100%_-_2.25rem)/4)] @5xl:auto-cols-[calc((100%_-_3rem)/5)] @6xl:auto-cols-[calc((100%_-_3.75rem)/6)]',
          )}
        >
          {columnas.map(({ estado, candidatos: enColumna }) => {
            const aceptaActual = enMovimiento ? puedeSoltar(enMovimiento.idCandidatura, estado) : false;
            const resaltada =
              destinoResaltado === estado &&
              (aceptaActual || (cogida !== null && estado === columnaDe(enMovimiento?.estado ?? -1)));
            const tituloId = `columna-${estado}-titulo`;
            return (
              <section
                key={estado}
                data-columna={estado}
                aria-labelledby={tituloId}
                className={cn(
                  'flex snap-start flex-col gap-2 rounded-2xl border-2 bg-subtle/70 p-2.5 transition',
                  resaltada
                    ? 'border-primary bg-[color-mix(in_oklab,var(--brand-primario)_12%,var(--ui-surface))]'
                    : 'border-transparent',
                  enMovimiento && !aceptaActual && estado !== columnaDe(enMovimiento.estado) && 'opacity-50',
                )}
              >
                <header className="flex items-center justify-between gap-2 px-1.5 pt-1">
                  <h3 id={tituloId} className="text-sm font-semibold text-fg">
                    {nombreColumna(estado)}
                  </h3>
                  <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-semibold text-muted tabular-nums">
                    {enColumna.length}
                  </span>
                </header>
                <ul className="flex min-h-28 flex-col gap-2" aria-labelledby={tituloId}>
                  {enColumna.map((c) => {
                    const esCogida = cogida?.id === c.idCandidatura;
                    const esArrastrada = arrastre?.id === c.idCandidatura;
                    // A card on its way (no moves offered until the answer) keeps its handle, so the focus on it is not lost.
                    const movible = c.transiciones.length > 0 || enfocar === c.idCandidatura;
                    return (
                      <li key={c.idCandidatura}>
                        {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer dragging; the handle button is the keyboard way to move the card. */}
                        <div
                          onPointerDown={movible ? (event) => onPointerDown(event, c.idCandidatura) : undefined}
                          onDragStart={(event) => event.preventDefault()}
                          className={cn(
                            'flex items-start gap-2.5 rounded-xl border border-border bg-surface p-3 shadow-card transition select-none',
                            movible && 'cursor-grab active:cursor-grabbing',
                            esCogida && 'ring-2 ring-primary ring-offset-2 ring-offset-bg',
                            esArrastrada && 'opacity-40',
                          )}
                        >
                          <Avatar nombre={c.nombre} apellidos={c.apellidos} small />
                          <div className="flex min-w-0 flex-1 flex-col gap-1">
                            <Link
                              to={`/ver-cv/${c.idCandidatura}`}
                              draggable={false}
                              className="w-fit rounded text-sm leading-snug font-semibold text-fg hover:text-primary hover:underline"
                            >
                              {nombreDe(c)}
                            </Link>
                            <span className="text-xs text-muted">
                              {t('candidatos.inscritaEl', { fecha: c.fechaInscripcion })}
                            </span>
                            {estado === COLUMNA_OTROS ? (
                              <EstadoCandidaturaBadge lector="empresa" estado={c.estado} texto={c.Estado} className="w-fit" />
                            ) : null}
                          </div>
                          {movible ? (
                            <button
                              type="button"
                              id={idAsa(c.idCandidatura)}
                              data-asa=""
                              aria-label={t('candidatos.tablero.mover', { nombre: nombreDe(c) })}
                              aria-describedby={INSTRUCCIONES_ID}
                              aria-pressed={esCogida}
                              onKeyDown={(event) => onKeyDown(event, c)}
                              onKeyUp={(event) => {
                                // Space clicks a button on keyup: the pick already happened on keydown.
                                if (event.key === ' ') event.preventDefault();
                              }}
                              onClick={(event) => onClickAsa(event, c)}
                              onBlur={() => {
                                if (esCogida) {
                                  setCogida(null);
                                  anunciar(t('candidatos.tablero.cancelado', { nombre: nombreDe(c) }));
                                }
                              }}
                              className={cn(
                                '-me-1 -mt-1 inline-flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-muted hover:bg-subtle hover:text-fg',
                                esCogida && 'bg-primary text-primary-fg hover:bg-primary hover:text-primary-fg',
                              )}
                            >
                              <GripVertical aria-hidden="true" className="size-4" />
                            </button>
                          ) : null}
                        </div>
                      </li>
                    );
                  })}
                  {enMovimiento && aceptaActual ? (
                    <li
                      aria-hidden="true"
                      className="flex h-14 items-center justify-center rounded-xl border-2 border-dashed border-primary/40 text-xs font-medium text-primary"
                    >
                      {t('candidatos.tablero.soltarAqui')}
                    </li>
                  ) : null}
                </ul>
              </section>
            );
          })}
        </div>
        {desborde.izquierda ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 -start-1 w-3 bg-linear-to-r from-[color-mix(in_oklab,var(--ui-fg)_12%,transparent)] to-transparent"
          />
        ) : null}
        {desborde.derecha ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 -end-1 w-3 bg-linear-to-l from-[color-mix(in_oklab,var(--ui-fg)_12%,transparent)] to-transparent"
          />
        ) : null}
      </div>
      {arrastre && enMovimiento ? (
        <div
          aria-hidden="true"
          className="pointer-events-none fixed z-50 flex rotate-2 items-center gap-2.5 rounded-xl border border-primary bg-surface p-3 shadow-raised"
          style={{ left: arrastre.x - arrastre.offsetX, top: arrastre.y - arrastre.offsetY, width: arrastre.ancho }}
        >
          <Avatar nombre={enMovimiento.nombre} apellidos={enMovimiento.apellidos} small />
          <span className="truncate text-sm font-semibold text-fg">{nombreDe(enMovimiento)}</span>
        </div>
      ) : null}
    </div>
  );
}

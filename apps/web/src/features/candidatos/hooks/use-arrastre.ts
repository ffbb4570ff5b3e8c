import { type PointerEvent as ReactPointerEvent, type RefObject, useRef, useState } from 'react';

/** Pixels the pointer must travel before a press becomes a drag (so clicks stay clicks). */
const UMBRAL = 6;
/** Distance to the board's edge that scrolls it while dragging. */
const BORDE = 56;
const PASO_SCROLL = 18;

export interface Arrastre {
  id: number;
  x: number;
  y: number;
  offsetX: number;
  offsetY: number;
  ancho: number;
  /** The column under the pointer (data-columna), if any. */
  sobre: number | null;
}

export interface UseArrastreOptions {
  tablero: RefObject<HTMLElement | null>;
  puedeSoltar: (id: number, columna: number) => boolean;
  onSoltar: (id: number, columna: number) => void;
}

const columnaEn = (x: number, y: number): number | null => {
  const columna = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-columna]');
  return columna ? Number(columna.dataset.columna) : null;
};

/** Swallows the click that follows a drop, so dropping on a link does not open it. */
function tragarSiguienteClick() {
  const tragar = (event: MouseEvent) => {
    event.stopPropagation();
    event.preventDefault();
  };
  window.addEventListener('click', tragar, { capture: true, once: true });
  setTimeout(() => window.removeEventListener('click', tragar, { capture: true }), 0);
}

/**
 * Drag and drop with pointer events (mouse, pen and touch; no HTML5 DnD,
 * which touch screens lack). A mouse drags a card from anywhere on it; touch
 * only from its handle, so swiping the board still scrolls it.
 */
export function useArrastre({ tablero, puedeSoltar, onSoltar }: UseArrastreOptions) {
  const [arrastre, setArrastre] = useState<Arrastre | null>(null);
  const opciones = useRef({ puedeSoltar, onSoltar });
  opciones.current = { puedeSoltar, onSoltar };

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>, id: number) => {
    if (event.button !== 0) return;
    const objetivo = event.target as HTMLElement;
    if (event.pointerType !== 'mouse' && !objetivo.closest('[data-asa]')) return;
    const tarjeta = event.currentTarget.getBoundingClientRect();
    const inicio = { x: event.clientX, y: event.clientY };
    let actual: Arrastre | null = null;

    const mover = (e: PointerEvent) => {
      if (!actual) {
        if (Math.hypot(e.clientX - inicio.x, e.clientY - inicio.y) < UMBRAL) return;
        document.body.style.userSelect = 'none';
      }
      const zona = tablero.current?.getBoundingClientRect();
      if (zona && tablero.current) {
        if (e.clientX < zona.left + BORDE) tablero.current.scrollLeft -= PASO_SCROLL;
        else if (e.clientX > zona.right - BORDE) tablero.current.scrollLeft += PASO_SCROLL;
      }
      actual = {
        id,
        x: e.clientX,
        y: e.clientY,
        offsetX: inicio.x - tarjeta.left,
        offsetY: inicio.y - tarjeta.top,
        ancho: tarjeta.width,
        sobre: columnaEn(e.clientX, e.clientY),
      };
      setArrastre(actual);
    };
    const terminar = (soltar: boolean) => {
      window.removeEventListener('pointermove', mover);
      window.removeEventListener('pointerup', alSoltar);
      window.removeEventListener('pointercancel', alCancelar);
      if (!actual) return;
      document.body.style.userSelect = '';
      tragarSiguienteClick();
      const { sobre } = actual;
      actual = null;
      setArrastre(null);
      if (soltar && sobre !== null && opciones.current.puedeSoltar(id, sobre)) opciones.current.onSoltar(id, sobre);
    };
    const alSoltar = () => terminar(true);
    const alCancelar = () => terminar(false);
    window.addEventListener('pointermove', mover);
    window.addEventListener('pointerup', alSoltar);
    window.addEventListener('pointercancel', alCancelar);
  };

  return { arrastre, onPointerDown };
}

import { type RefObject, useEffect } from 'react';

/** The CSS variables on <html> that say how much of the viewport the fixed and sticky bars take (index.css reads them). */
export type BarVariable = '--alto-cabecera' | '--alto-cookies' | '--alto-barra-acciones';

/**
 * Publishes the live height of a fixed or sticky bar, plus `extra` pixels
 * (its distance from the viewport's edge), as a CSS variable on <html> while
 * the bar is mounted. index.css turns them into scroll-padding, so focusing
 * or scrolling to an element never leaves it under the header, the cookie
 * notice or a form's action bar (WCAG 2.2 SC 2.4.11).
 */
export function useBarHeight(ref: RefObject<HTMLElement | null>, variable: BarVariable, extra = 0) {
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(variable, `${bar.offsetHeight + extra}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(variable);
    };
  }, [ref, variable, extra]);
}

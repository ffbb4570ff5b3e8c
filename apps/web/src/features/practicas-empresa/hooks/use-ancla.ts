import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A link such as /documentacion#anexos lands on its section and focus goes to
 * its heading (each section's card is on screen from the start, its body loads on its own).
 */
export function useAncla() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const seccion = document.getElementById(id);
    if (!seccion) return;
    seccion.scrollIntoView?.({ block: 'start' });
    document.getElementById(`${id}-titulo`)?.focus({ preventScroll: true });
  }, [hash]);
}

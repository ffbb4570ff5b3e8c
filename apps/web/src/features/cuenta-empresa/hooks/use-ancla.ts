import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A link such as /mi-empresa#datos (the shell's missing-data popup) lands on
 * its section once the data are on screen, and focus goes to its heading.
 */
export function useAncla(listo: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!listo || !hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const seccion = document.getElementById(id);
    if (!seccion) return;
    seccion.scrollIntoView?.({ block: 'start' });
    document.getElementById(`${id}-titulo`)?.focus({ preventScroll: true });
  }, [listo, hash]);
}

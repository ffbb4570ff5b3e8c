import { CABECERA_ANCHO_PANTALLA_PX, CABECERA_SCROLL_ANCHA_PX, CABECERA_SCROLL_ESTRECHA_PX } from '@puente/contract/constants';
import { useEffect, useState } from 'react';

/** Spec §2: compact after 120 px of scroll on screens wider than 768 px, 70 px otherwise. */
export function compactThreshold(viewportWidth: number) {
  return viewportWidth > CABECERA_ANCHO_PANTALLA_PX ? CABECERA_SCROLL_ANCHA_PX : CABECERA_SCROLL_ESTRECHA_PX;
}

export function useCompactHeader() {
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setCompact(window.scrollY > compactThreshold(window.innerWidth));
    };
    // One measurement per animation frame: scroll fires far more often than paint.
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return compact;
}

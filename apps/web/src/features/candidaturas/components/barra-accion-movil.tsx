import { type ReactNode, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useBarHeight } from '@/lib/use-bar-height';
import { useMediaQuery } from '@/lib/use-media-query';

/** Phones and small tablets: the offer's main action is pinned to the bottom edge up to this width. */
const MOVIL = '(max-width: 767.98px)';

/**
 * The offer's apply block: in the side panel on wide screens, a bar fixed to
 * the bottom on phones so "Inscribirme" is on the first screen (issue 10).
 * While fixed it publishes its height (--alto-barra-acciones), which the
 * page keeps as scroll padding, so Tab never leaves a focused element under it.
 */
export function BarraAccionMovil({ children }: { children: ReactNode }) {
  const movil = useMediaQuery(MOVIL);
  return movil ? <BarraFija>{children}</BarraFija> : <div className="flex flex-col gap-3">{children}</div>;
}

function BarraFija({ children }: { children: ReactNode }) {
  const barra = useRef<HTMLDivElement>(null);
  useBarHeight(barra, '--alto-barra-acciones');
  return (
    <>
      <div
        ref={barra}
        data-barra-acciones
        className="fixed inset-x-0 bottom-0 z-20 flex flex-col gap-2 border-t border-border bg-surface px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-raised"
      >
        {children}
      </div>
      {/* After the footer: the page's last lines can scroll above the bar. */}
      {createPortal(<div aria-hidden="true" style={{ height: 'var(--alto-barra-acciones, 0px)' }} />, document.body)}
    </>
  );
}

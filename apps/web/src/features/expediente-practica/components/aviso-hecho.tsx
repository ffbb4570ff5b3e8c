import type { ReactNode } from 'react';
import { Banner } from '@/components/ui/banner';

/** An element that takes the focus when it appears. */
const enfocar = (elemento: HTMLElement | null) => elemento?.focus({ preventScroll: false });

/**
 * What a save did, said beside the buttons that did it and focused: a
 * recorded registration replaces its form, so the focus would otherwise be
 * lost. The caller keys it by each save, so a second one is said again.
 */
export function AvisoHecho({ titulo, children, onCerrar }: { titulo: string; children?: ReactNode; onCerrar: () => void }) {
  return (
    <div ref={enfocar} tabIndex={-1} className="rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-primary">
      <Banner tone="success" role="status" title={titulo} onClose={onCerrar}>
        {children}
      </Banner>
    </div>
  );
}

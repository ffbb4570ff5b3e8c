import { type ReactNode, useEffect, useRef } from 'react';
import { Banner } from '@/components/ui/banner';
import type { RechazoDialogo } from '@/components/ui/rechazo-dialogo';

/** Takes the focus when it appears (and again for each new `vez`), so it is read at once. */
function useEnfocar<T extends HTMLElement>(vez: number | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (vez !== undefined) ref.current?.focus();
  }, [vez]);
  return ref;
}

/**
 * What a save did, said beside the buttons that did it and focused: a
 * recorded registration replaces its form, so the focus would otherwise be
 * lost. The caller keys it by each save (`vez`), so a second one is said again.
 */
export function AvisoHecho({
  titulo,
  vez,
  children,
  onCerrar,
}: {
  titulo: string;
  vez: number;
  children?: ReactNode;
  onCerrar: () => void;
}) {
  const ref = useEnfocar<HTMLDivElement>(vez);
  return (
    <div ref={ref} tabIndex={-1} className="rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-primary">
      <Banner tone="success" role="status" title={titulo} onClose={onCerrar}>
        {children}
      </Banner>
    </div>
  );
}

/**
 * A refusal of a form of the record (48: a day already recorded, an
 * internship that no longer takes it; 46 and 413 on a file…) said in the form
 * with the API's words, focused, instead of the page's banner
 * (components/ui/rechazo-dialogo).
 */
export function AvisoNoGuardado({ rechazo, titulo }: { rechazo: RechazoDialogo; titulo: string }) {
  const ref = useEnfocar<HTMLDivElement>(rechazo.actual?.vez);
  if (!rechazo.actual) return null;
  return (
    <div
      ref={ref}
      key={rechazo.actual.vez}
      tabIndex={-1}
      className="rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-danger"
    >
      <Banner tone="danger" role="alert" title={titulo} onClose={rechazo.limpiar}>
        {rechazo.actual.texto}
      </Banner>
    </div>
  );
}

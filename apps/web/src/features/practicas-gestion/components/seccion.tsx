import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Banner } from '@/components/ui/banner';
import { Card } from '@/components/ui/card';
import type { RechazoDialogo } from '@/components/ui/rechazo-dialogo';

/** One section of the record: a card named by its heading (an anchor of the page's index), with its badge or action. */
export function Seccion({
  id,
  icono: Icono,
  titulo,
  descripcion,
  accion,
  children,
}: {
  id: string;
  icono: LucideIcon;
  titulo: string;
  descripcion?: ReactNode;
  /** A badge or a button beside the heading. */
  accion?: ReactNode;
  children: ReactNode;
}) {
  return (
    // Anchors land below the sticky header.
    <Card id={id} aria-labelledby={`${id}-titulo`} className="flex scroll-mt-24 flex-col gap-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={`${id}-titulo`} className="flex items-center gap-2 text-lg font-semibold text-fg">
            <Icono aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <span>{titulo}</span>
          </h2>
          {descripcion ? <p className="text-sm text-muted">{descripcion}</p> : null}
        </div>
        {accion}
      </header>
      {children}
    </Card>
  );
}

/** One term of a record's description list; long names and addresses wrap at 360 px. */
export function Dato({ termino, children, className }: { termino: string; children: ReactNode; className?: string }) {
  return (
    <div className={`flex min-w-0 flex-col gap-0.5${className ? ` ${className}` : ''}`}>
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{termino}</dt>
      <dd className="[overflow-wrap:anywhere] text-sm text-fg">{children}</dd>
    </div>
  );
}

/** Takes the focus when it appears (and again for each new `vez`), so it is read at once. */
function useEnfocar<T extends HTMLElement>(vez: number | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (vez !== undefined) ref.current?.focus();
  }, [vez]);
  return ref;
}

/**
 * What a save did, said beside the buttons that did it and focused: a recorded registration replaces its form,
 * so the focus would otherwise be lost. Keyed by each save, so a second one is said again.
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
 * A refusal of a form of the record (48: it would move the obligated party under a registration; 27; …) said in
 * the form with the API's words, focused, instead of the page's banner (components/ui/rechazo-dialogo).
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

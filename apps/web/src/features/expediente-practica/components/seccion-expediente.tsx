import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/**
 * One section of the record: a card named by its heading (`${id}-titulo`),
 * which takes the focus when a link of the summary leads here (tabIndex -1).
 */
export function SeccionExpediente({
  id,
  titulo,
  icono: Icono,
  estado,
  children,
}: {
  /** The anchor the summary's links go to. */
  id: string;
  titulo: string;
  icono: LucideIcon;
  /** A badge beside the heading (the plan's state). */
  estado?: ReactNode;
  children: ReactNode;
}) {
  return (
    // Anchors and focus land below the sticky header.
    <Card as="section" id={id} aria-labelledby={`${id}-titulo`} className="flex scroll-mt-28 flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-subtle text-primary">
            <Icono aria-hidden="true" className="size-5" />
          </span>
          <h2 id={`${id}-titulo`} tabIndex={-1} className="text-lg font-semibold leading-tight text-fg outline-none">
            {titulo}
          </h2>
        </div>
        {estado}
      </header>
      {children}
    </Card>
  );
}

/** Takes the reader to a section and its heading: a link in the summary that works by keyboard too. */
export function irASeccion(id: string) {
  document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  document.getElementById(`${id}-titulo`)?.focus({ preventScroll: true });
}

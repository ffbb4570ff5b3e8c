import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

export interface SeccionProps {
  /** The anchor (/documentacion#anexos) and the prefix of its heading's id. */
  id: string;
  titulo: string;
  descripcion?: ReactNode;
  icono: LucideIcon;
  children: ReactNode;
}

/** One section of /documentacion or /solicitar-cambio-practicas: a card named by its heading (`${id}-titulo`). */
export function Seccion({ id, titulo, descripcion, icono: Icono, children }: SeccionProps) {
  return (
    // Anchors and focus land below the sticky header.
    <Card as="section" id={id} aria-labelledby={`${id}-titulo`} className="scroll-mt-28">
      <header className="mb-5 flex min-w-0 items-start gap-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-xl bg-subtle text-primary">
          <Icono aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={`${id}-titulo`} tabIndex={-1} className="text-lg font-semibold leading-tight text-fg outline-none">
            {titulo}
          </h2>
          {descripcion ? <p className="text-sm text-muted">{descripcion}</p> : null}
        </div>
      </header>
      {children}
    </Card>
  );
}

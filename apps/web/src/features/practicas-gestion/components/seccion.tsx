import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

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

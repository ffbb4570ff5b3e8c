import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Banner } from '@/components/ui/banner';
import { Card } from '@/components/ui/card';

export interface SeccionCvProps {
  /** The anchor other screens link to (/cv#busqueda…): also the prefix of every id inside. */
  ancla: string;
  titulo: string;
  descripcion?: ReactNode;
  icono: LucideIcon;
  /** The section's own button (Editar, Añadir…), beside the heading. */
  accion?: ReactNode;
  /** The last save's notice (role status), until the next edit. */
  aviso?: string | null;
  onCerrarAviso?: () => void;
  children: ReactNode;
}

/** One section of Mi currículum: a card with its heading, its action, its success notice and its content. */
export function SeccionCv({ ancla, titulo, descripcion, icono: Icono, accion, aviso, onCerrarAviso, children }: SeccionCvProps) {
  return (
    <Card
      as="section"
      id={ancla}
      aria-labelledby={`${ancla}-titulo`}
      // Anchors (/cv#documentos) and focus land below the sticky header.
      className="scroll-mt-28 focus-within:border-[color-mix(in_oklab,var(--brand-primario)_35%,var(--ui-border))]"
    >
      <header className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-xl bg-subtle text-primary">
            <Icono aria-hidden="true" className="size-5" />
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <h2 id={`${ancla}-titulo`} className="text-lg font-semibold leading-tight text-fg outline-none">
              {titulo}
            </h2>
            {descripcion ? <p className="text-sm text-muted">{descripcion}</p> : null}
          </div>
        </div>
        {accion ? <div className="flex max-w-full min-w-0 flex-wrap gap-2">{accion}</div> : null}
      </header>
      {aviso ? <Banner tone="success" role="status" title={aviso} onClose={onCerrarAviso} className="mb-4" /> : null}
      {children}
    </Card>
  );
}

import { ArrowLeft, type LucideIcon, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonDetail } from '@/components/ui/skeleton';

/** Back to the staff list the member came from, with its filters (the address it left). */
export function VolverALista({ a, texto }: { a: string; texto: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={a}>
        <ArrowLeft aria-hidden="true" />
        {texto}
      </Link>
    </Button>
  );
}

export interface FichaNoDisponibleProps {
  /** The page heading (breadcrumbs and h1), without the name: it is not known yet. */
  heading: (nombre?: string) => ReactNode;
  /** Set when the member may not read the record: the page says so. */
  sinPermiso?: { titulo: string; texto: string; icono?: LucideIcon } | undefined;
  /** Set while the record loads: the skeleton of its page. */
  cargando?: { etiqueta: string; cabecera: string[] } | undefined;
  /** What is said when the record could not be read: a retry and the way back. */
  error: { titulo: string; texto?: string; reintentar: string; onReintentar: () => void; volver: ReactNode };
}

/**
 * A staff record's page before it can be shown (a student's, a company's): the heading, then no permission,
 * the loading skeleton, or the error with a retry and the way back, in that order.
 */
export function FichaNoDisponible({ heading, sinPermiso, cargando, error }: FichaNoDisponibleProps) {
  let cuerpo: ReactNode;
  if (sinPermiso)
    cuerpo = (
      <EmptyState as="section" titleAs="h2" icon={sinPermiso.icono} title={sinPermiso.titulo} description={sinPermiso.texto} />
    );
  else if (cargando) cuerpo = <SkeletonDetail label={cargando.etiqueta} header={cargando.cabecera} />;
  else
    cuerpo = (
      <EmptyState
        as="section"
        titleAs="h2"
        title={error.titulo}
        description={error.texto}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="outline" onClick={error.onReintentar}>
              <RotateCw aria-hidden="true" />
              {error.reintentar}
            </Button>
            {error.volver}
          </div>
        }
      />
    );
  return (
    <>
      {heading()}
      {cuerpo}
    </>
  );
}

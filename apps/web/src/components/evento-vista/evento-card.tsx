import type { Evento } from '@puente/contract/eventos';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { DatosEvento } from './datos-evento';
import { EtiquetasEvento } from './etiquetas-evento';
import { useFechaEvento } from './fecha-evento';

export const rutaEvento = (urlAcceso: string) => `/eventos/${urlAcceso}`;

/**
 * Event card: image with the date badge, badges (category, featured, expired,
 * the reader's registration), title as the link, date, place and places. A
 * featured event is outlined in the brand colour; an expired one is dimmed.
 * The staff's preview draws it without the link (`enlace={false}`): the event
 * it would open is not saved yet.
 */
export function EventoCard({ evento, nivel = 'h2', enlace = true }: { evento: Evento; nivel?: 'h2' | 'h3'; enlace?: boolean }) {
  const f = useFechaEvento();
  const Titulo = nivel;
  const insignia = f.insignia(evento.fecha);
  return (
    <Card
      as="article"
      padding="sm"
      className={cn(
        'group relative flex h-full flex-col gap-3 transition hover:shadow-raised has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent',
        evento.destacado && !evento.caducado ? 'border-2 border-primary' : 'hover:border-primary/40',
        evento.caducado && 'opacity-80',
      )}
    >
      <div className="relative">
        {evento.ulrImagenPrincipal ? (
          <img
            src={evento.ulrImagenPrincipal}
            alt=""
            className={cn('aspect-[5/3] max-h-40 w-full rounded-xl object-cover', evento.caducado && 'grayscale')}
            loading="lazy"
          />
        ) : (
          <div className="aspect-[5/3] max-h-40 w-full rounded-xl bg-subtle" />
        )}
        <div
          aria-hidden="true"
          className="absolute start-2 top-2 flex min-w-12 flex-col items-center rounded-lg bg-surface px-2 py-1 text-fg shadow-card"
        >
          <span className="text-lg leading-none font-bold">{insignia.numero}</span>
          <span className="text-xs font-semibold uppercase text-muted">{insignia.mes}</span>
        </div>
      </div>
      <EtiquetasEvento evento={evento} />
      <Titulo className="text-base leading-snug font-semibold text-fg sm:text-lg">
        {enlace ? (
          <Link
            to={rutaEvento(evento.urlAcceso)}
            className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-primary"
          >
            {evento.titulo}
          </Link>
        ) : (
          evento.titulo
        )}
      </Titulo>
      {evento.entradilla ? <p className="line-clamp-2 text-sm text-muted">{evento.entradilla}</p> : null}
      <div className="mt-auto">
        <DatosEvento evento={evento} compacto />
      </div>
    </Card>
  );
}

export function EventoCardSkeleton() {
  return (
    <Card padding="sm" className="flex flex-col gap-3">
      <Skeleton className="h-36 w-full" />
      <Skeleton className="h-5 w-24 rounded-full" />
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-12 w-full" />
    </Card>
  );
}

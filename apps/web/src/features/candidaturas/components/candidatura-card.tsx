import type { CandidaturaListItem } from '@puente/contract/endpoints/candidaturas-alumno';
import { CalendarDays, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EstadoCandidaturaBadge } from '@/components/estado-candidatura-badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { RespuestaPreinscripcion } from './respuesta-preinscripcion';

/** One of the student's candidacies: the offer card of spec §2 plus the candidacy's date; status 16 carries its options. */
export function CandidaturaCard({ candidatura, href }: { candidatura: CandidaturaListItem; href: string }) {
  const { t } = useTranslation();
  const fecha = candidatura.fechaInscripcion ?? candidatura.fecha;
  return (
    <Card
      as="article"
      padding="sm"
      className="group relative flex flex-col gap-3 transition hover:border-primary/40 hover:shadow-raised has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 truncate text-sm text-muted">{candidatura.empresa ?? t('candidaturas.tarjeta.sinEmpresa')}</p>
        <EstadoCandidaturaBadge estado={candidatura.idEstadoCandidatura} texto={candidatura.estado} de={candidatura.urlAcceso} />
      </div>
      <h3 className="text-base leading-snug font-semibold text-fg sm:text-lg">
        <Link
          to={href}
          className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-primary"
        >
          {candidatura.titulo}
        </Link>
      </h3>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        {candidatura.provincia ? (
          <li className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {candidatura.provincia}
          </li>
        ) : null}
        {fecha ? (
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            {t('candidaturas.tarjeta.desde', { fecha })}
          </li>
        ) : null}
      </ul>
      {candidatura.idEstadoCandidatura === 16 ? (
        <div className="relative z-10 flex flex-col gap-3 rounded-xl bg-warning-bg p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm font-medium text-warning">{t('candidaturas.tarjeta.preinscripcionPendiente')}</p>
          <RespuestaPreinscripcion urlOferta={candidatura.urlAcceso} tituloOferta={candidatura.titulo} />
        </div>
      ) : null}
    </Card>
  );
}

export function CandidaturaCardSkeleton() {
  return (
    <Card as="div" padding="sm" aria-hidden="true" className="flex flex-col gap-3">
      <Skeleton className="h-3.5 w-1/3" />
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-3.5 w-1/2" />
    </Card>
  );
}

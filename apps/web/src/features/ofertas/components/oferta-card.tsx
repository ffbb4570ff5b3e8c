import type { OfertaTarjeta } from '@puente/contract/endpoints/ofertas';
import { CalendarDays, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EstadoCandidaturaBadge } from '@/components/estado-candidatura-badge';
import { EmpresaAvatar } from '@/components/oferta-vista/empresa-avatar';
import { type ArreglarInscripcion, VeredictoInscripcion } from '@/components/oferta-vista/motivo-no-inscripcion';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormato } from '@/lib/formato';

export interface OfertaCardProps {
  oferta: OfertaTarjeta;
  href: string;
  /** The action that fixes a reason not to apply (composed by the app, which knows the routes). */
  arreglar?: ArreglarInscripcion;
  /** Candidate options (accept or reject a pre-registration), shown when the status is 16. */
  opciones?: ReactNode;
  /** The heart that saves the offer (composed by the app: saved offers are their own feature). */
  guardar?: ReactNode;
  /** Heading level inside the page outline. */
  as?: 'h2' | 'h3';
}

/**
 * Offer card of spec §2: company, title, the caller's application status,
 * publication date (dd/mm/yyyy) and province; without a candidacy, whether the
 * student can apply and, if not, why and how to fix it. The whole card is the
 * link to the detail; the candidate options and the fix link sit above that
 * link layer.
 */
export function OfertaCard({ oferta, href, arreglar, opciones, guardar, as: Heading = 'h3' }: OfertaCardProps) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  return (
    <Card
      as="article"
      padding="sm"
      className="group relative flex flex-col gap-4 transition hover:border-primary/40 hover:shadow-raised has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent"
    >
      <div className="flex items-start gap-3 sm:gap-4">
        <EmpresaAvatar nombre={oferta.empresa} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <p className="min-w-0 truncate text-sm text-muted">{oferta.empresa ?? t('ofertas.tarjeta.sinEmpresa')}</p>
            <EstadoCandidaturaBadge estado={oferta.idEstadoCandidatura} texto={oferta.estado} de={oferta.urlAcceso} />
          </div>
          <Heading className="text-base leading-snug font-semibold text-fg sm:text-lg">
            <Link
              to={href}
              className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-primary"
            >
              {oferta.titulo}
            </Link>
          </Heading>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            {oferta.provincia ? (
              <li className="flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                {oferta.provincia}
              </li>
            ) : null}
            {oferta.fecha ? (
              <li className="flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
                {t('ofertas.tarjeta.publicada', { fecha: fecha(oferta.fecha) })}
              </li>
            ) : null}
          </ul>
          {oferta.idEstadoCandidatura === null ? (
            <div className="mt-2">
              <VeredictoInscripcion
                puedeInscribirse={oferta.puedeInscribirse}
                motivo={oferta.motivoNoInscripcion}
                arreglo={
                  oferta.motivoNoInscripcion ? arreglar?.(oferta.motivoNoInscripcion.codigo, oferta.urlAcceso, href) : null
                }
              />
            </div>
          ) : null}
        </div>
        {guardar}
      </div>
      {opciones ? (
        <div className="relative z-10 flex flex-col gap-3 rounded-xl bg-warning-bg p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm font-medium text-warning">{t('ofertas.tarjeta.preinscripcionPendiente')}</p>
          {opciones}
        </div>
      ) : null}
    </Card>
  );
}

/** Placeholder with the card's shape while the list loads. */
export function OfertaCardSkeleton() {
  return (
    <Card as="div" padding="sm" aria-hidden="true" className="flex items-start gap-4">
      <Skeleton className="size-11 shrink-0 rounded-xl" />
      <div className="flex flex-1 flex-col gap-2.5">
        <Skeleton className="h-3.5 w-1/3" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-3.5 w-1/2" />
      </div>
    </Card>
  );
}

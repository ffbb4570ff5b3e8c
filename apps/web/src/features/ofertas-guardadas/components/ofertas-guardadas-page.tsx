import type { OfertaGuardada } from '@puente/contract/endpoints/ofertas-guardadas';
import { CalendarClock, Heart, MapPin, Send, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton, SkeletonList } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useFormato } from '@/lib/formato';
import { useOfertasGuardadas } from '../api/ofertas-guardadas';
import { BotonGuardarOferta } from './boton-guardar-oferta';

export interface OfertasGuardadasPageProps {
  /** Path of an offer's detail, by its profile (1 empleo, 2 prácticas). */
  hrefOferta: (idPerfil: 1 | 2, urlAcceso: string) => string;
  /** The offer lists, for the empty state; empleo is absent when the brand has no job offers. */
  pathsOfertas: { practicas: string; empleo?: string | undefined };
}

/** /ofertas-guardadas: the offers the student saved, with whether they are open, closing soon or closed. */
export function OfertasGuardadasPage({ hrefOferta, pathsOfertas }: OfertasGuardadasPageProps) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch, isFetching } = useOfertasGuardadas();

  if (isPending) return <SkeletonList label={t('ofertasGuardadas.lista.cargando')} count={3} item={GuardadaSkeleton} />;
  if (isError) {
    return (
      <EmptyState
        icon={WifiOff}
        titleAs="h2"
        title={t('ofertasGuardadas.lista.errorTitulo')}
        description={t('ofertasGuardadas.lista.errorTexto')}
        action={
          <Button onClick={() => void refetch()} disabled={isFetching} aria-busy={isFetching}>
            {t('ofertasGuardadas.lista.reintentar')}
          </Button>
        }
      />
    );
  }
  if (data.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        titleAs="h2"
        title={t('ofertasGuardadas.lista.vacioTitulo')}
        description={t('ofertasGuardadas.lista.vacioTexto')}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild>
              <Link to={pathsOfertas.practicas}>{t('ofertasGuardadas.lista.verPracticas')}</Link>
            </Button>
            {pathsOfertas.empleo ? (
              <Button variant="outline" asChild>
                <Link to={pathsOfertas.empleo}>{t('ofertasGuardadas.lista.verEmpleo')}</Link>
              </Button>
            ) : null}
          </div>
        }
      />
    );
  }
  const abiertas = data.filter((o) => o.estado !== 'cerrada').length;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted" aria-live="polite">
        {t('ofertasGuardadas.lista.resumen', { count: data.length, abiertas })}
      </p>
      <ul className="flex flex-col gap-3">
        {data.map((oferta) => (
          <li key={oferta.urlAcceso}>
            <TarjetaGuardada oferta={oferta} href={hrefOferta(oferta.idPerfil, oferta.urlAcceso)} />
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">{t('ofertasGuardadas.lista.recordatorio')}</p>
    </div>
  );
}

const TONO: Record<OfertaGuardada['estado'], string> = {
  abierta: 'bg-success-bg text-success',
  cierraPronto: 'bg-warning-bg text-warning',
  cerrada: 'bg-subtle text-muted',
};

function TarjetaGuardada({ oferta, href }: { oferta: OfertaGuardada; href: string }) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const plazo =
    oferta.estado === 'cerrada'
      ? t('ofertasGuardadas.estado.cerrada')
      : oferta.estado === 'cierraPronto'
        ? oferta.diasParaCierre === 0
          ? t('ofertasGuardadas.estado.cierraHoy')
          : t('ofertasGuardadas.estado.cierraEn', { count: oferta.diasParaCierre ?? 0 })
        : t('ofertasGuardadas.estado.abierta');
  return (
    <Card
      as="article"
      padding="sm"
      className={cn(
        'group relative flex flex-col gap-3 transition hover:border-primary/40 hover:shadow-raised has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent',
        oferta.estado === 'cerrada' && 'opacity-80',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="min-w-0 truncate text-sm text-muted">
            {oferta.empresa} · {oferta.textoPerfilOferta}
          </p>
          <h2 className="text-base leading-snug font-semibold text-fg sm:text-lg">
            <Link
              to={href}
              className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-primary"
            >
              {oferta.titulo}
            </Link>
          </h2>
        </div>
        <BotonGuardarOferta urlAcceso={oferta.urlAcceso} titulo={oferta.titulo} />
      </div>
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
        <li>
          <span className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', TONO[oferta.estado])}>{plazo}</span>
        </li>
        {oferta.fechaLimite ? (
          <li className="flex items-center gap-1.5">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
            {t('ofertasGuardadas.tarjeta.plazo', { fecha: fecha(oferta.fechaLimite) })}
          </li>
        ) : null}
        {oferta.provincia ? (
          <li className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {oferta.provincia}
          </li>
        ) : null}
        {oferta.candidatura ? (
          <li className="flex items-center gap-1.5">
            <Send aria-hidden="true" className="size-4 shrink-0" />
            {t('ofertasGuardadas.tarjeta.candidatura', { estado: oferta.candidatura })}
          </li>
        ) : null}
      </ul>
    </Card>
  );
}

function GuardadaSkeleton() {
  return (
    <Card as="div" padding="sm" aria-hidden="true" className="flex flex-col gap-3">
      <Skeleton className="h-3.5 w-1/3" />
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-3.5 w-1/2" />
    </Card>
  );
}

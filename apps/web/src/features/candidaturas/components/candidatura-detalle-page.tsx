import type { TipoOferta } from '@puente/contract/endpoints/ofertas';
import { ArrowLeft, ArrowRight, Building2, CalendarClock, CalendarDays, Inbox, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EstadoCandidaturaBadge } from '@/components/estado-candidatura-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonDetail } from '@/components/ui/skeleton';
import { useCandidatura } from '../api/get-candidatura';
import { HistorialEstados } from './historial-estados';
import { RespuestaPreinscripcion } from './respuesta-preinscripcion';
import { RetirarBoton } from './retirar-boton';

export interface CandidaturaDetallePageProps {
  url: string;
  /** The page heading (breadcrumbs and h1); without a title it shows the route's own. */
  heading: (titulo?: string) => ReactNode;
  /** Path of the offer detail in its section. */
  hrefOferta: (tipo: TipoOferta, urlAcceso: string) => string;
  pathLista: string;
}

/** /mis-candidaturas/{urlAcceso}: status, what the student can still do, the offer in brief and the status history. */
export function CandidaturaDetallePage({ url, heading, hrefOferta, pathLista }: CandidaturaDetallePageProps) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useCandidatura(url);

  if (isPending) {
    return (
      <>
        {heading()}
        <SkeletonDetail label={t('candidaturas.detalle.cargando')} />
      </>
    );
  }
  if (isError || !data) {
    return (
      <>
        {heading()}
        <EmptyState
          icon={Inbox}
          title={t('candidaturas.detalle.noEncontradaTitulo')}
          description={t('candidaturas.detalle.noEncontradaTexto')}
          action={
            <Button variant="outline" asChild>
              <Link to={pathLista}>
                <ArrowLeft aria-hidden="true" />
                {t('candidaturas.detalle.volver')}
              </Link>
            </Button>
          }
        />
      </>
    );
  }

  const { oferta } = data;
  const tipo: TipoOferta = oferta.idPerfil === 1 ? 'empleo' : 'practicas';
  return (
    <>
      {heading(oferta.titulo)}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card className="flex flex-col gap-4">
            <h2 className="text-lg font-semibold text-fg">{t('candidaturas.detalle.estado')}</h2>
            <div className="flex flex-col gap-1.5">
              <EstadoCandidaturaBadge estado={data.estado} texto={data.textoEstado} de={oferta.urlAcceso} className="text-sm" />
              {data.fechaInscripcion ? (
                <p className="text-sm text-muted">{t('candidaturas.tarjeta.desde', { fecha: data.fechaInscripcion })}</p>
              ) : null}
            </div>
            {data.opcionesPreinscripcion ? (
              <div className="flex flex-col gap-3 rounded-xl bg-warning-bg p-4">
                <p className="text-sm font-medium text-warning">{t('candidaturas.panel.preinscripcion')}</p>
                <RespuestaPreinscripcion urlOferta={oferta.urlAcceso} tituloOferta={oferta.titulo} />
              </div>
            ) : null}
            {data.retirable ? (
              <div className="sm:max-w-64">
                <RetirarBoton urlOferta={oferta.urlAcceso} tituloOferta={oferta.titulo} />
              </div>
            ) : null}
          </Card>
          <Card>
            <h2 id="candidatura-historial" className="mb-5 text-lg font-semibold text-fg">
              {t('candidaturas.detalle.historial')}
            </h2>
            <HistorialEstados historial={data.historial} labelledBy="candidatura-historial" />
          </Card>
        </div>
        <Card className="flex flex-col gap-4 lg:sticky lg:top-bajo-cabecera">
          <h2 className="text-lg font-semibold text-fg">{t('candidaturas.detalle.laOferta')}</h2>
          <dl className="flex flex-col gap-3 text-sm">
            <Dato icon={<Building2 aria-hidden="true" className="size-4" />} label={t('candidaturas.detalle.empresa')}>
              {oferta.empresa.nombre}
            </Dato>
            {oferta.provincia ? (
              <Dato icon={<MapPin aria-hidden="true" className="size-4" />} label={t('candidaturas.detalle.lugar')}>
                {[...new Set([oferta.localidad, oferta.provincia].filter(Boolean))].join(', ')}
              </Dato>
            ) : null}
            {oferta.fechaPublicacion ? (
              <Dato icon={<CalendarDays aria-hidden="true" className="size-4" />} label={t('candidaturas.detalle.publicada')}>
                {oferta.fechaPublicacion}
              </Dato>
            ) : null}
            {oferta.fechaLimite ? (
              <Dato icon={<CalendarClock aria-hidden="true" className="size-4" />} label={t('candidaturas.detalle.plazo')}>
                {oferta.fechaLimite}
              </Dato>
            ) : null}
          </dl>
          <Link
            to={hrefOferta(tipo, oferta.urlAcceso)}
            className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-semibold text-primary hover:underline"
          >
            {t('candidaturas.detalle.verOferta')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </Card>
      </div>
    </>
  );
}

function Dato({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative flex min-h-8 flex-col justify-center ps-11">
      <dt className="text-xs font-medium text-muted">
        <span className="absolute start-0 top-0 flex size-8 items-center justify-center rounded-lg bg-subtle text-primary">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-medium text-fg">{children}</dd>
    </div>
  );
}

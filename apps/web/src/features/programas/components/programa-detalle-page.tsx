import type { DetallePrograma } from '@puente/contract/programas';
import { ArrowLeft, ChevronRight, Globe2, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DatosPrograma } from '@/components/programa-vista/datos-programa';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyNote, EmptyState } from '@/components/ui/empty-state';
import { SkeletonDetail } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-error';
import { useSession } from '@/lib/session';
import { useDetallePrograma } from '../api/detalle-programa';
import { BotonAdhesion } from './boton-adhesion';
import { Condiciones } from './condiciones';
import { ErrorCargaProgramas } from './error-carga';
import { EstadoParticipacion } from './participacion';

const LISTA = '/programas-practicas-activos';
const rutaOferta = (o: DetallePrograma['ofertas'][number]) =>
  `${o.idPerfil === 2 ? '/ofertas-practicas' : '/ofertas-empleo'}/${o.urlAcceso}`;

/** /programa-practicas/:id: the programme, its conditions for the reader, the adhesion and its published offers. */
export function ProgramaDetallePage() {
  const { t } = useTranslation();
  const { userType } = useSession();
  const empresa = userType === 'Empresa';
  const id = Number(useParams().id);
  const { data, isPending, isError, error, refetch, isFetching } = useDetallePrograma(empresa, id);
  const volver = (
    <Button asChild variant="outline">
      <Link to={LISTA}>
        <ArrowLeft aria-hidden="true" />
        {t('programas.detalle.volver')}
      </Link>
    </Button>
  );
  if (!Number.isInteger(id) || id < 1 || (isError && error instanceof ApiError && error.status === 63))
    return (
      <EmptyState
        icon={SearchX}
        titleAs="h2"
        title={t('programas.detalle.noEncontradoTitulo')}
        description={t('programas.detalle.noEncontradoTexto')}
        action={volver}
      />
    );
  if (isPending) return <SkeletonDetail label={t('programas.detalle.cargando')} header={['h-8 w-2/3']} />;
  if (isError) return <ErrorCargaProgramas reintentar={refetch} reintentando={isFetching} />;
  const p = data;
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-5">
        <Card className="flex flex-col gap-4">
          {p.urlImagen ? <img src={p.urlImagen} alt="" className="aspect-[3/1] max-h-48 w-full rounded-xl object-cover" /> : null}
          <div className="flex flex-col gap-1">
            <h2 className="text-xl font-semibold text-fg">{p.titulo}</h2>
            {p.europeo ? (
              <p className="inline-flex items-center gap-1 text-sm font-medium text-muted">
                <Globe2 aria-hidden="true" className="size-4" />
                {t('programas.datos.europeo')}
              </p>
            ) : null}
          </div>
          {p.descripcion ? <p className="whitespace-pre-line text-fg">{p.descripcion}</p> : null}
          <DatosPrograma programa={p} />
        </Card>
        <Card aria-labelledby="programa-condiciones">
          <CardHeader
            title={
              <span id="programa-condiciones">
                {t(empresa ? 'programas.detalle.condicionesEmpresa' : 'programas.detalle.condiciones')}
              </span>
            }
          />
          <Condiciones condiciones={p.condiciones} empresa={empresa} />
        </Card>
        <Card aria-labelledby="programa-ofertas">
          <CardHeader title={<span id="programa-ofertas">{t('programas.detalle.ofertas')}</span>} />
          {p.ofertas.length === 0 ? (
            <EmptyNote>{t('programas.detalle.ofertasVacio')}</EmptyNote>
          ) : (
            <ul className="-mx-2 flex flex-col divide-y divide-border">
              {p.ofertas.map((o) => (
                <li key={o.urlAcceso}>
                  {empresa ? (
                    <OfertaFila oferta={o} />
                  ) : (
                    <Link
                      to={rutaOferta(o)}
                      className="flex items-center justify-between gap-3 rounded-lg px-2 py-3 hover:bg-subtle"
                    >
                      <OfertaFila oferta={o} />
                      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-primary" />
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <aside className="order-first flex flex-col gap-4 lg:sticky lg:top-bajo-cabecera lg:order-none lg:self-start">
        <Card className="flex flex-col gap-4">
          <EstadoParticipacion participacion={p.participacion} empresa={empresa} />
          {p.participacion.puede === 'adherirse' ? (
            <BotonAdhesion idPrograma={p.idPrograma} titulo={p.titulo} empresa={empresa} />
          ) : null}
        </Card>
        {volver}
      </aside>
    </div>
  );
}

function OfertaFila({ oferta }: { oferta: DetallePrograma['ofertas'][number] }) {
  const { t } = useTranslation();
  return (
    <span className="flex min-w-0 flex-col gap-0.5 px-2 py-1">
      <span className="font-medium text-fg">{oferta.titulo}</span>
      <span className="text-sm text-muted">
        {t('programas.detalle.ofertaDe', { empresa: oferta.empresa, fecha: oferta.fecha })}
        {oferta.provincia ? ` · ${oferta.provincia}` : ''}
      </span>
    </span>
  );
}

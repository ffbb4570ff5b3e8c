import type { OfertaDetalle } from '@puente/contract/endpoints/ofertas';
import { PortalCodes } from '@puente/contract/errors/codes';
import { ArrowLeft, SearchX, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OfertaVista } from '@/components/oferta-vista/oferta-vista';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonDetail } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { useOferta } from '../api/get-oferta';

export interface OfertaDetallePageProps {
  url: string;
  /** Path of the list this offer belongs to (back link). */
  basePath: string;
  /** The page heading (breadcrumbs and h1); without a title it shows the route's own. */
  heading: (titulo?: string) => ReactNode;
  /** Apply, withdraw and pre-registration answers: composed by the app (they belong to candidacies). */
  acciones: (oferta: OfertaDetalle) => ReactNode;
}

/** /ofertas-practicas/{urlAcceso} and /ofertas-empleo/{urlAcceso}: the whole offer and what the student can do with it. */
export function OfertaDetallePage({ url, basePath, heading, acciones }: OfertaDetallePageProps) {
  const { t } = useTranslation();
  const { data: oferta, isPending, error, refetch, isFetching } = useOferta(url);

  if (isPending) {
    return (
      <>
        {heading()}
        <SkeletonDetail label={t('ofertas.detalle.cargando')} />
      </>
    );
  }
  if (!oferta) {
    const volver = (
      <Button variant="outline" asChild>
        <Link to={basePath}>
          <ArrowLeft aria-hidden="true" />
          {t('ofertas.detalle.volver')}
        </Link>
      </Button>
    );
    // Only the API's "not found" means the offer is gone; anything else (no connection, a server error) may pass.
    const noExiste = isApiError(error) && error.status === PortalCodes.OFERTA_NO_ENCONTRADA;
    return (
      <>
        {heading()}
        {noExiste ? (
          <EmptyState
            icon={SearchX}
            titleAs="h2"
            title={t('ofertas.detalle.noEncontradaTitulo')}
            description={t('ofertas.detalle.noEncontradaTexto')}
            action={volver}
          />
        ) : (
          <EmptyState
            icon={WifiOff}
            titleAs="h2"
            title={t('ofertas.detalle.errorTitulo')}
            description={t('ofertas.detalle.errorTexto')}
            action={
              <div className="flex flex-wrap justify-center gap-2">
                <Button onClick={() => void refetch()} disabled={isFetching} aria-busy={isFetching}>
                  {t('ofertas.detalle.reintentar')}
                </Button>
                {volver}
              </div>
            }
          />
        )}
      </>
    );
  }

  return (
    <>
      {heading(oferta.titulo)}
      <OfertaVista oferta={oferta} aside={acciones(oferta)} asideLabel={t('ofertas.detalle.tuCandidatura')} />
    </>
  );
}

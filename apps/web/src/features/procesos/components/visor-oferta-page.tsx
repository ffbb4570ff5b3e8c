import { ArrowLeft, ExternalLink, Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OfertaVista } from '@/components/oferta-vista/oferta-vista';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SkeletonDetail } from '@/components/ui/skeleton';
import { useOfertaComoAlumno } from '../api/oferta-como-alumno';

export interface VisorOfertaPageProps {
  idOferta: number;
  /** The page heading (breadcrumbs and h1): the offer's title, as on the student's page. */
  heading: (titulo?: string) => ReactNode;
}

/**
 * The offer as a student sees it (dameDatosProcesoComoAlumno): the very
 * component of the student's page (components/oferta-vista), with a note that
 * this is a preview where the student has the apply button.
 */
export function VisorOfertaPage({ idOferta, heading }: VisorOfertaPageProps) {
  const { t } = useTranslation();
  const oferta = useOfertaComoAlumno(idOferta);
  const volver = (
    <Button asChild variant="outline" size="sm">
      <Link to={`/oferta/${idOferta}`}>
        <ArrowLeft aria-hidden="true" />
        {t('procesos.visor.volver')}
      </Link>
    </Button>
  );
  if (oferta.isPending)
    return (
      <>
        {heading()}
        <SkeletonDetail label={t('procesos.cargando')} header={['h-20 rounded-2xl', 'h-36 rounded-2xl']} />
      </>
    );
  if (!oferta.data)
    return (
      <>
        {heading()}
        <div>{volver}</div>
      </>
    );
  const o = oferta.data;
  return (
    <>
      {heading(o.titulo)}
      <div className="flex flex-col gap-5">
        <Banner tone="info" role="status" title={t('procesos.visor.aviso')} actions={volver}>
          {o.publicada ? t('procesos.visor.publicada') : t('procesos.visor.noPublicada')}
        </Banner>
        <OfertaVista
          oferta={o}
          asideLabel={t('procesos.visor.aviso')}
          aside={
            <Card className="flex flex-col gap-4">
              <p className="flex items-center gap-2 rounded-xl bg-subtle px-3 py-2.5 text-sm text-muted">
                <Eye aria-hidden="true" className="size-4 shrink-0" />
                {t('procesos.visor.botonInscripcion')}
              </p>
              {o.urlInscripcionExterna ? (
                <a
                  href={o.urlInscripcionExterna}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                  {t('procesos.visor.inscripcionExterna')}
                  <span className="sr-only">{t('ui.abreEnPestana')}</span>
                </a>
              ) : null}
            </Card>
          }
        />
      </div>
    </>
  );
}

import type { MotivoRechazoOfertaDatos } from '@puente/contract/ofertas-gestion';
import { ArrowLeft, Check, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { OfertaVista } from '@/components/oferta-vista/oferta-vista';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonDetail } from '@/components/ui/skeleton';
import { usePermite } from '@/lib/cuenta-gestor';
import { useOfertasEnBloque, useOfertaValidacion } from '../api/ofertas-gestion';
import { DialogoRechazo } from './dialogo-rechazo';
import type { EstadoVueltaOfertas } from './ofertas-gestion-page';

export interface RevisionOfertaPageProps {
  idOferta: number;
  /** The page heading (breadcrumbs and h1) with the offer's title once it is known. */
  heading: (titulo?: string) => ReactNode;
}

/**
 * /gestion/ofertas/:id: a pending offer as students will see it (components/oferta-vista), the fields it
 * still lacks, and Validar / Rechazar… (the bulk endpoint with this one id); then back to the list, which
 * shows the decision with its undo.
 */
export function RevisionOfertaPage({ idOferta, heading }: RevisionOfertaPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const volverA = `/gestion/ofertas${(location.state as { volver?: string } | null)?.volver ?? '?estado=1'}`;
  const puedeCambiar = usePermite('empresas:cambiar');
  const revision = useOfertaValidacion(idOferta);
  const enBloque = useOfertasEnBloque();
  const [rechazando, setRechazando] = useState(false);

  const decidir = (decision: 'validar' | 'rechazar', motivo?: MotivoRechazoOfertaDatos) =>
    enBloque.mutate(
      { decision, ids: [idOferta], ...(motivo ? { motivo } : {}) },
      {
        onSuccess: (lote) => {
          const state: EstadoVueltaOfertas = { loteHecho: { lote, decision, recibido: Date.now() } };
          navigate(volverA, { state });
        },
      },
    );

  const volver = (
    <Button asChild variant="outline" size="sm">
      <Link to={volverA}>
        <ArrowLeft aria-hidden="true" />
        {t('gestion.ofertas.revision.volver')}
      </Link>
    </Button>
  );

  if (revision.isPending)
    return (
      <>
        {heading()}
        <SkeletonDetail label={t('gestion.ofertas.revision.cargando')} header={['h-20 rounded-2xl', 'h-36 rounded-2xl']} />
      </>
    );
  if (!revision.data)
    return (
      <>
        {heading()}
        <EmptyState as="section" titleAs="h2" title={t('gestion.ofertas.revision.error')} action={volver} />
      </>
    );

  const { pendiente, oferta } = revision.data;
  const incompleta = pendiente.camposPendientes.length > 0;
  return (
    <>
      {heading(pendiente.titulo)}
      <div className="flex flex-col gap-5">
        <div>{volver}</div>
        {incompleta ? (
          <Banner tone="warning" role="status" title={t('gestion.ofertas.revision.incompleta')}>
            <ul className="list-disc ps-5">
              {pendiente.camposPendientes.map((campo) => (
                <li key={campo}>{campo}</li>
              ))}
            </ul>
          </Banner>
        ) : null}
        {pendiente.plazoCerrado ? (
          <Banner tone="warning" role="status" title={t('gestion.ofertas.revision.plazoCerrado')} />
        ) : null}
        <OfertaVista
          oferta={oferta}
          asideLabel={t('gestion.ofertas.revision.decision')}
          aside={
            <Card className="flex flex-col gap-4">
              <h2 className="font-semibold text-fg">{t('gestion.ofertas.revision.decision')}</h2>
              <p className="text-sm text-muted">
                {t('gestion.ofertas.revision.empresa', { empresa: pendiente.empresa.nombre, cif: pendiente.empresa.cif })}
              </p>
              {puedeCambiar ? (
                <div className="flex flex-col gap-2">
                  <Button
                    onClick={() => decidir('validar')}
                    disabled={enBloque.isPending || incompleta || pendiente.plazoCerrado}
                  >
                    <Check aria-hidden="true" />
                    {t('gestion.ofertas.bloque.validar')}
                  </Button>
                  <Button variant="outline" onClick={() => setRechazando(true)} disabled={enBloque.isPending}>
                    <X aria-hidden="true" />
                    {t('gestion.ofertas.bloque.rechazar')}
                  </Button>
                </div>
              ) : (
                <p className="text-sm text-muted">{t('gestion.ofertas.revision.soloLectura')}</p>
              )}
            </Card>
          }
        />
      </div>
      {puedeCambiar ? (
        <DialogoRechazo
          key={rechazando ? 'abierto' : 'cerrado'}
          open={rechazando}
          onOpenChange={setRechazando}
          que={pendiente.titulo}
          ocupado={enBloque.isPending}
          onConfirmar={(motivo) => decidir('rechazar', motivo)}
        />
      ) : null}
    </>
  );
}

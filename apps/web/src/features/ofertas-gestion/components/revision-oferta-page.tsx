import { ETIQUETAS_MOTIVO_RECHAZO_OFERTA, type MotivoRechazoOfertaDatos } from '@puente/contract/ofertas-gestion';
import { ArrowLeft, Check, MessageSquareWarning, PencilLine, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { OfertaVista } from '@/components/oferta-vista/oferta-vista';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonDetail } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { usePermite } from '@/lib/cuenta-gestor';
import { useFormato } from '@/lib/formato';
import { useLanguage } from '@/lib/i18n';
import {
  useCorregirYValidarOferta,
  useOfertasEnBloque,
  useOfertaValidacion,
  usePedirCambiosOferta,
} from '../api/ofertas-gestion';
import { DialogoCambios } from './dialogo-cambios';
import { DialogoCorreccion } from './dialogo-correccion';
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
 * shows the decision with its undo. "Corregir y validar…" fixes typos and publishes; "Pedir cambios…"
 * sends it back to the company, once: a resubmitted offer says so and what was asked (decision 039).
 */
export function RevisionOfertaPage({ idOferta, heading }: RevisionOfertaPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const volverA = `/gestion/ofertas${(location.state as { volver?: string } | null)?.volver ?? '?estado=1'}`;
  const puedeCambiar = usePermite('empresas:cambiar');
  const revision = useOfertaValidacion(idOferta);
  const enBloque = useOfertasEnBloque();
  const pedirCambios = usePedirCambiosOferta();
  const corregir = useCorregirYValidarOferta();
  const idioma = useLanguage();
  const { fecha } = useFormato();
  const [rechazando, setRechazando] = useState(false);
  const [pidiendo, setPidiendo] = useState(false);
  const [corrigiendo, setCorrigiendo] = useState(false);
  const ocupado = enBloque.isPending || pedirCambios.isPending || corregir.isPending;

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

  const { pendiente, oferta, textos } = revision.data;
  const incompleta = pendiente.camposPendientes.length > 0;
  const reenviada = pendiente.reenvios > 0;
  const pedido = pendiente.cambiosPedidos;

  const pedir = (motivo: MotivoRechazoOfertaDatos) =>
    pedirCambios.mutate(
      { idOferta, motivo },
      {
        onSuccess: () => {
          toast({
            title: t('cambiosOferta.pedir.hecho'),
            description: t('cambiosOferta.pedir.hechoTexto', { titulo: pendiente.titulo }),
            tone: 'success',
          });
          navigate(volverA);
        },
      },
    );

  const corregirYValidar = (cambios: Parameters<typeof corregir.mutateAsync>[0]['cambios']) =>
    corregir.mutateAsync({ idOferta, cambios }).then(() => {
      const cuantos = Object.keys(cambios).length;
      toast({
        title: t('cambiosOferta.correccion.hecho'),
        description: t('cambiosOferta.correccion.hechoTexto', { count: cuantos, titulo: pendiente.titulo }),
        tone: 'success',
      });
      navigate(volverA);
    });
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
        {reenviada ? (
          <Banner tone="info" role="status" title={t('cambiosOferta.reenviada.titulo')}>
            {pedido ? (
              <p>
                {t('cambiosOferta.reenviada.pedido', {
                  fecha: fecha(pedido.fecha),
                  motivo: [ETIQUETAS_MOTIVO_RECHAZO_OFERTA[pedido.idMotivo][idioma], pedido.detalle].filter(Boolean).join(': '),
                })}
              </p>
            ) : null}
          </Banner>
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
                  <Button onClick={() => decidir('validar')} disabled={ocupado || incompleta || pendiente.plazoCerrado}>
                    <Check aria-hidden="true" />
                    {t('gestion.ofertas.bloque.validar')}
                  </Button>
                  <Button variant="outline" onClick={() => setCorrigiendo(true)} disabled={ocupado || pendiente.plazoCerrado}>
                    <PencilLine aria-hidden="true" />
                    {t('cambiosOferta.correccion.boton')}
                  </Button>
                  {reenviada ? null : (
                    <Button variant="outline" onClick={() => setPidiendo(true)} disabled={ocupado || pendiente.plazoCerrado}>
                      <MessageSquareWarning aria-hidden="true" />
                      {t('cambiosOferta.pedir.boton')}
                    </Button>
                  )}
                  <Button variant="outline" onClick={() => setRechazando(true)} disabled={ocupado}>
                    <X aria-hidden="true" />
                    {t('gestion.ofertas.bloque.rechazar')}
                  </Button>
                  {reenviada ? <p className="text-sm text-muted">{t('cambiosOferta.reenviada.soloDecidir')}</p> : null}
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
      {puedeCambiar && !reenviada ? (
        <DialogoCambios
          key={pidiendo ? 'pidiendo' : 'cerrado'}
          open={pidiendo}
          onOpenChange={setPidiendo}
          que={pendiente.titulo}
          ocupado={pedirCambios.isPending}
          onConfirmar={pedir}
        />
      ) : null}
      {puedeCambiar ? (
        <DialogoCorreccion
          key={corrigiendo ? 'corrigiendo' : 'cerrado'}
          open={corrigiendo}
          onOpenChange={setCorrigiendo}
          que={pendiente.titulo}
          textos={textos}
          ocupado={corregir.isPending}
          onConfirmar={corregirYValidar}
        />
      ) : null}
    </>
  );
}

import type { OfertaDetalle, TipoOferta } from '@puente/contract/endpoints/ofertas';
import { PortalCodes } from '@puente/contract/errors/codes';
import { ArrowRight, CalendarClock, ExternalLink, Lock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EstadoCandidaturaBadge } from '@/components/estado-candidatura-badge';
import {
  ANCLA_DOCUMENTACION,
  type ArreglarInscripcion,
  MotivoNoInscripcion,
} from '@/components/oferta-vista/motivo-no-inscripcion';
import { Card } from '@/components/ui/card';
import { focusWhenReady } from '@/lib/focus-return';
import { useFormato } from '@/lib/formato';
import { BarraAccionMovil } from './barra-accion-movil';
import { EntregarDocumento } from './entregar-documento';
import { InscribirseBoton } from './inscribirse-boton';
import { RespuestaPreinscripcion } from './respuesta-preinscripcion';
import { RetirarBoton } from './retirar-boton';

export interface AccionesCandidaturaProps {
  oferta: OfertaDetalle;
  /** The section the offer was opened from (sent when applying). */
  tipo: TipoOferta;
  /** Path of the candidacy detail (/mis-candidaturas/{urlAcceso}). */
  hrefCandidatura: string;
  /** The action that fixes a reason not to apply (the app knows the routes). */
  arreglar?: ArreglarInscripcion;
}

/**
 * The offer detail's side panel: the caller's candidacy and what can be done
 * with it. Before applying it says whether the student can, and when not,
 * why, beside a disabled "Inscribirme" (issue 10): never a refusal after confirming.
 */
export function AccionesCandidatura({ oferta, tipo, hrefCandidatura, arreglar }: AccionesCandidaturaProps) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const motivoId = useId();
  const botonId = useId();
  const candidatura = oferta.candidatura;
  const abierta = oferta.publicada && !oferta.plazoCerrado;
  const motivo = oferta.puedeInscribirse ? null : oferta.motivoNoInscripcion;
  // 11: the document the offer asks for is handed in right here, then "Inscribirme" works.
  const pideDocumento =
    motivo?.codigo === PortalCodes.FALTA_DOCUMENTACION && oferta.documentacionNecesaria ? oferta.documentacionNecesaria : null;
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold text-fg">{t('candidaturas.panel.titulo')}</h2>
      {candidatura ? (
        <>
          <div className="flex flex-col gap-1.5">
            <EstadoCandidaturaBadge
              estado={candidatura.estado}
              texto={candidatura.textoEstado}
              de={oferta.urlAcceso}
              className="text-sm"
            />
            {candidatura.fecha ? (
              <p className="text-sm text-muted">{t('candidaturas.panel.desde', { fecha: fecha(candidatura.fecha) })}</p>
            ) : null}
          </div>
          {candidatura.opcionesPreinscripcion ? (
            <>
              <p className="text-sm text-fg">{t('candidaturas.panel.preinscripcion')}</p>
              <RespuestaPreinscripcion urlOferta={oferta.urlAcceso} tituloOferta={oferta.titulo} apilado />
            </>
          ) : null}
          {candidatura.retirable ? <RetirarBoton urlOferta={oferta.urlAcceso} tituloOferta={oferta.titulo} /> : null}
          <Link
            to={hrefCandidatura}
            className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-semibold text-primary hover:underline"
          >
            {t('candidaturas.panel.verCandidatura')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </>
      ) : abierta ? (
        <>
          <p className="text-sm text-muted">{t('candidaturas.panel.noInscrito')}</p>
          {pideDocumento ? (
            <EntregarDocumento
              urlOferta={oferta.urlAcceso}
              documentacionNecesaria={pideDocumento}
              id={ANCLA_DOCUMENTACION}
              onEntregado={() => focusWhenReady(() => document.getElementById(botonId))}
            />
          ) : null}
          <BarraAccionMovil>
            {motivo ? (
              <MotivoNoInscripcion
                motivo={motivo}
                id={motivoId}
                arreglo={arreglar?.(motivo.codigo, oferta.urlAcceso)}
                variante="tarjeta"
              />
            ) : null}
            <InscribirseBoton oferta={oferta} tipo={tipo} id={botonId} {...(motivo ? { bloqueadoPor: motivoId } : {})} />
          </BarraAccionMovil>
        </>
      ) : (
        <p className="flex items-start gap-2 rounded-lg bg-subtle p-3 text-sm text-fg">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          {t('candidaturas.panel.cerrada')}
        </p>
      )}
      {oferta.fechaLimite && abierta ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          {t('candidaturas.panel.plazoHasta', { fecha: fecha(oferta.fechaLimite) })}
        </p>
      ) : null}
      {oferta.urlInscripcionExterna && candidatura && candidatura.estado !== 8 ? (
        <div className="flex flex-col gap-2 rounded-lg bg-info-bg p-3 text-sm text-info">
          <p>{t('candidaturas.panel.externa')}</p>
          <a
            href={oferta.urlInscripcionExterna}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex w-fit items-center gap-1.5 rounded font-semibold underline-offset-4 hover:underline"
          >
            {t('candidaturas.panel.irExterna')}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('ui.abreEnPestana')}</span>
          </a>
        </div>
      ) : null}
    </Card>
  );
}

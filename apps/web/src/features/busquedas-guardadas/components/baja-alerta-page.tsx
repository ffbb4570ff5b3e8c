import type { FrecuenciaAlerta } from '@puente/contract/endpoints/busquedas-guardadas';
import { PortalCodes } from '@puente/contract/errors/codes';
import { BellOff, BellRing, LinkIcon, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonDetail } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { useAlertaPorToken, useBajaAlerta } from '../api/busquedas-guardadas';

/**
 * /alertas/baja/{token}: where an alert mail's visible link leads, without signing in. The mail client's own
 * one-click POST (RFC 8058) needs no page; here a person confirms with one button and can undo it at once.
 */
export function BajaAlertaPage({ token, pathInicio }: { token: string; pathInicio: string }) {
  const { t } = useTranslation();
  const alerta = useAlertaPorToken(token);
  const baja = useBajaAlerta(token);
  const etiqueta = (f: FrecuenciaAlerta) => t(`busquedasGuardadas.frecuencia.${f}`).toLowerCase();

  if (alerta.isPending) return <SkeletonDetail label={t('busquedasGuardadas.baja.cargando')} />;
  if (!alerta.data && !(isApiError(alerta.error) && alerta.error.status === PortalCodes.OFERTA_NO_ENCONTRADA)) {
    return (
      <EmptyState
        icon={WifiOff}
        titleAs="h2"
        title={t('busquedasGuardadas.baja.errorTitulo')}
        description={t('busquedasGuardadas.lista.errorTexto')}
        action={
          <Button onClick={() => void alerta.refetch()} disabled={alerta.isFetching} aria-busy={alerta.isFetching}>
            {t('busquedasGuardadas.lista.reintentar')}
          </Button>
        }
      />
    );
  }
  if (!alerta.data) {
    return (
      <EmptyState
        icon={LinkIcon}
        titleAs="h2"
        title={t('busquedasGuardadas.baja.noValidoTitulo')}
        description={t('busquedasGuardadas.baja.noValidoTexto')}
        action={
          <Button variant="outline" asChild>
            <Link to={pathInicio}>{t('busquedasGuardadas.baja.irAlPortal')}</Link>
          </Button>
        }
      />
    );
  }
  const { nombre, frecuencia, frecuenciaAnterior } = alerta.data;
  const dadaDeBaja = frecuencia === 'ninguna';
  return (
    <Card as="section" padding="md" className="mx-auto flex w-full max-w-xl flex-col items-start gap-4" aria-live="polite">
      {dadaDeBaja ? (
        <>
          <BellOff aria-hidden="true" className="size-8 text-muted" />
          <h2 className="text-lg font-semibold text-fg">{t('busquedasGuardadas.baja.hecha', { nombre })}</h2>
          <p className="text-sm text-muted">{t('busquedasGuardadas.baja.hechaTexto')}</p>
          {frecuenciaAnterior ? (
            <Button variant="outline" onClick={() => baja.mutate(true)} disabled={baja.isPending} aria-busy={baja.isPending}>
              <BellRing aria-hidden="true" />
              {baja.isPending ? t('busquedasGuardadas.baja.procesando') : t('busquedasGuardadas.baja.deshacer')}
            </Button>
          ) : null}
        </>
      ) : (
        <>
          <BellRing aria-hidden="true" className="size-8 text-primary" />
          {baja.isSuccess ? (
            <p className="text-sm font-medium text-success">
              {t('busquedasGuardadas.baja.reactivada', { nombre, frecuencia: etiqueta(frecuencia) })}
            </p>
          ) : null}
          <h2 className="text-lg font-semibold text-fg">{t('busquedasGuardadas.baja.pregunta', { nombre })}</h2>
          <Button onClick={() => baja.mutate(false)} disabled={baja.isPending} aria-busy={baja.isPending}>
            <BellOff aria-hidden="true" />
            {baja.isPending ? t('busquedasGuardadas.baja.procesando') : t('busquedasGuardadas.baja.confirmar')}
          </Button>
        </>
      )}
      <Link to={pathInicio} className="text-sm font-medium text-primary hover:underline">
        {t('busquedasGuardadas.baja.irAlPortal')}
      </Link>
    </Card>
  );
}

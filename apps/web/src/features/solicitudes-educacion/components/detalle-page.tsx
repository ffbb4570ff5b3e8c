import type { SolicitudPractica } from '@puente/contract/solicitudes-practica';
import { Check, FileSearch, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EstadoSolicitud } from '@/components/solicitudes-practica/estado-solicitud';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonDetail } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { useSolicitud } from '../api/solicitudes-educacion';
import { ErrorCarga } from './consulta';
import { RechazarDialog } from './rechazar-dialog';

export interface RutasSolicitud {
  lista: string;
  editar: (id: number) => string;
}

/** One request: who asks, for which centre, what they proposed; pending → accept (fill in, /editar) or reject with a reason. */
export function DetalleSolicitudPage({ id, rutas }: { id: number | null; rutas: RutasSolicitud }) {
  const { t } = useTranslation();
  const consulta = useSolicitud(id ?? 0);
  if (id === null || (consulta.error && isApiError(consulta.error) && consulta.error.status === 45)) {
    return <NoEncontrada lista={rutas.lista} />;
  }
  if (consulta.isPending) return <SkeletonDetail label={t('solicitudesPractica.comun.cargando')} header={['h-6 w-1/2']} />;
  if (!consulta.data) return <ErrorCarga reintentar={consulta.refetch} />;
  return <Detalle s={consulta.data} rutas={rutas} />;
}

export function NoEncontrada({ lista }: { lista: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={FileSearch}
      titleAs="h2"
      title={t('solicitudesPractica.detalle.noEncontrada')}
      description={t('solicitudesPractica.detalle.noEncontradaTexto')}
      action={
        <Button asChild variant="outline">
          <Link to={lista}>{t('solicitudesPractica.detalle.volver')}</Link>
        </Button>
      }
    />
  );
}

function Dato({ termino, children }: { termino: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{termino}</dt>
      <dd className="break-words text-fg">{children}</dd>
    </div>
  );
}

function Detalle({ s, rutas }: { s: SolicitudPractica; rutas: RutasSolicitud }) {
  const { t } = useTranslation();
  const [rechazando, setRechazando] = useState(false);
  const d = (clave: string) => t(`solicitudesPractica.detalle.${clave}`);
  const sinDato = t('solicitudesPractica.detalle.sinDato');
  return (
    <div className="flex flex-col gap-5">
      {s.estado === 'aceptada' ? (
        <Banner tone="success" role="status" title={d('aceptadaTitulo')}>
          {t('solicitudesPractica.detalle.aceptadaTexto', { fecha: s.fechaRespuesta ?? '' })}
        </Banner>
      ) : s.estado === 'rechazada' ? (
        <Banner tone="warning" role="status" title={d('rechazadaTitulo')}>
          {t('solicitudesPractica.detalle.rechazadaTexto', { fecha: s.fechaRespuesta ?? '', motivo: s.respuesta ?? '' })}
        </Banner>
      ) : null}
      <Card as="section" aria-labelledby="solicitud-titulo">
        <header className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <h2 id="solicitud-titulo" className="text-lg font-semibold text-fg">
            {s.alumno}
          </h2>
          <EstadoSolicitud estado={s.estado} />
        </header>
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <Dato termino={d('centro')}>
            {s.centro ? `${s.centro.nombre} (${s.centro.localidad}, ${s.centro.provincia})` : sinDato}
          </Dato>
          <Dato termino={d('solicitada')}>{s.fecha}</Dato>
          <Dato termino={d('fechas')}>
            {s.fechaInicio && s.fechaFin
              ? t('solicitudesPractica.detalle.rango', { inicio: s.fechaInicio, fin: s.fechaFin })
              : sinDato}
          </Dato>
          <Dato termino={d('tutor')}>
            {s.tutor.nombre ? [s.tutor.nombre, s.tutor.email, s.tutor.telefono].filter(Boolean).join(' · ') : sinDato}
          </Dato>
          <div className="sm:col-span-2">
            <Dato termino={d('tareas')}>
              <span className="whitespace-pre-line">{s.tareas ?? sinDato}</span>
            </Dato>
          </div>
        </dl>
        {s.estado === 'pendiente' ? (
          <div className="mt-6 flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setRechazando(true)}>
              <X aria-hidden="true" />
              {d('rechazar')}
            </Button>
            <Button asChild>
              <Link to={rutas.editar(s.idSolicitud)}>
                <Check aria-hidden="true" />
                {d('aceptar')}
              </Link>
            </Button>
          </div>
        ) : null}
      </Card>
      <div>
        <Button asChild variant="ghost">
          <Link to={rutas.lista}>{d('volver')}</Link>
        </Button>
      </div>
      <RechazarDialog id={s.idSolicitud} alumno={s.alumno} open={rechazando} onOpenChange={setRechazando} />
    </div>
  );
}

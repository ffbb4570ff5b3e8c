import type { EventoGestion } from '@puente/contract/eventos';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useNombreCategoria } from '../api/categorias-evento';
import { EstadoEvento } from './estado-evento';
import { claveDirigidoA } from './etiquetas';
import { useRangoEvento } from './rango-evento';

/** One fact; `ancho` takes both columns on a phone (a date with its end does not fit in half). */
function Dato({ etiqueta, ancho = false, children }: { etiqueta: string; ancho?: boolean; children: ReactNode }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', ancho && 'max-lg:col-span-2')}>
      <dt className="text-xs font-medium text-muted">{etiqueta}</dt>
      <dd className="text-sm text-fg [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** The event at a glance above its registrants: state, when, where, category, audience and places. */
export function ResumenEvento({ evento: e }: { evento: EventoGestion }) {
  const { t } = useTranslation();
  const r = useRangoEvento();
  const nombreCategoria = useNombreCategoria();
  return (
    <Card padding="sm" aria-label={t('eventosGestion.evento.resumen')}>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 lg:grid-cols-4">
        <Dato etiqueta={t('eventosGestion.evento.estado')}>
          <EstadoEvento evento={e} />
        </Dato>
        <Dato etiqueta={t('eventosGestion.evento.fecha')} ancho>
          <time dateTime={e.fecha}>{r.rango(e.fecha, e.fechaFin)}</time>
        </Dato>
        <Dato etiqueta={t('eventosGestion.evento.lugar')}>{e.lugar ?? t('eventosGestion.evento.sinLugar')}</Dato>
        <Dato etiqueta={t('eventosGestion.evento.categoria')}>{nombreCategoria(e.categoria)}</Dato>
        <Dato etiqueta={t('eventosGestion.evento.plazas')}>
          {!e.inscripcion
            ? t('eventosGestion.evento.sinInscripcion')
            : e.plazas === null
              ? t('eventosGestion.evento.inscritosSinLimite', { count: e.inscritos })
              : t('eventosGestion.evento.inscritosDePlazas', { count: e.inscritos, plazas: e.plazas })}
        </Dato>
        <Dato etiqueta={t('eventosGestion.evento.espera')}>{t('eventosGestion.evento.enEspera', { count: e.enEspera })}</Dato>
        <Dato etiqueta={t('eventosGestion.evento.dirigidoA')}>{t(claveDirigidoA[e.dirigidoA])}</Dato>
        <Dato etiqueta={t('eventosGestion.evento.visibilidad')}>
          {e.publico ? t('eventosGestion.evento.publico') : t('eventosGestion.evento.privado')}
        </Dato>
      </dl>
    </Card>
  );
}

import type { SolicitudPractica } from '@puente/contract/solicitudes-practica';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EstadoSolicitud } from '@/components/solicitudes-practica/estado-solicitud';
import { Button } from '@/components/ui/button';
import { EmptyNote } from '@/components/ui/empty-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { useMisSolicitudes } from '../api/solicitudes';

/** The student's proposals and centre requests with their state and, once answered, the answer. */
export function MisSolicitudes() {
  const { t } = useTranslation();
  const consulta = useMisSolicitudes();
  if (consulta.isPending) return <SkeletonList label={t('solicitudesPractica.comun.cargando')} count={2} row="h-16 w-full" />;
  if (!consulta.data)
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-border px-4 py-5">
        <p className="text-sm text-muted">{t('solicitudesPractica.comun.errorCarga')}</p>
        <Button variant="outline" size="sm" onClick={() => void consulta.refetch()}>
          <RefreshCw aria-hidden="true" />
          {t('solicitudesPractica.comun.reintentar')}
        </Button>
      </div>
    );
  if (consulta.data.length === 0) return <EmptyNote>{t('solicitudesPractica.mias.vacio')}</EmptyNote>;
  return (
    <ul className="flex flex-col gap-3" aria-label={t('solicitudesPractica.mias.titulo')}>
      {consulta.data.map((s) => (
        <Fila key={s.idSolicitud} s={s} />
      ))}
    </ul>
  );
}

function Fila({ s }: { s: SolicitudPractica }) {
  const { t } = useTranslation();
  const destino = s.tipo === 'educacion' ? (s.centro?.nombre ?? '') : (s.empresa?.nombre ?? '');
  return (
    <li className="flex flex-col gap-1.5 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 break-words font-medium text-fg">{destino}</p>
        <EstadoSolicitud estado={s.estado} />
      </div>
      <p className="text-sm text-muted">
        {s.tipo === 'educacion'
          ? t('solicitudesPractica.mias.centro', { fecha: s.fecha, localidad: s.centro?.localidad ?? '' })
          : s.origen === 'empresa'
            ? t('solicitudesPractica.mias.deEmpresa', { fecha: s.fecha })
            : t('solicitudesPractica.mias.propuesta', { fecha: s.fecha })}
        {s.empresa && !s.empresa.registrada ? ` · ${t('solicitudesPractica.mias.empresaSinCuenta')}` : ''}
      </p>
      {s.fechaInicio && s.fechaFin ? (
        <p className="text-sm text-muted">{t('solicitudesPractica.mias.fechas', { inicio: s.fechaInicio, fin: s.fechaFin })}</p>
      ) : null}
      {s.respuesta ? (
        <p className="text-sm text-fg">{t('solicitudesPractica.mias.respuesta', { respuesta: s.respuesta })}</p>
      ) : null}
    </li>
  );
}

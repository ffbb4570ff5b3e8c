import { ChevronRight, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EstadoSolicitud } from '@/components/solicitudes-practica/estado-solicitud';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { useSolicitudesEducacion } from '../api/solicitudes-educacion';
import { ErrorCarga } from './consulta';

/** /solicitudes-practicas-educacion: the requests to the company's centres with their state, pending first. */
export function ListaSolicitudesPage({ rutaDetalle }: { rutaDetalle: (id: number) => string }) {
  const { t } = useTranslation();
  const consulta = useSolicitudesEducacion();
  return (
    <div className="flex flex-col gap-5">
      <p className="text-muted">{t('solicitudesPractica.educacion.intro')}</p>
      {consulta.isPending ? (
        <SkeletonList label={t('solicitudesPractica.comun.cargando')} count={3} row="h-20 w-full" />
      ) : !consulta.data ? (
        <ErrorCarga reintentar={consulta.refetch} />
      ) : consulta.data.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title={t('solicitudesPractica.educacion.vacio')}
          description={t('solicitudesPractica.educacion.vacioTexto')}
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('solicitudesPractica.educacion.lista')}>
          {consulta.data.map((s) => (
            <li key={s.idSolicitud}>
              <Card padding="sm" className="transition hover:border-primary/40">
                <Link
                  to={rutaDetalle(s.idSolicitud)}
                  className="flex items-center gap-3 rounded-lg focus-visible:outline-offset-4"
                >
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium text-fg">{s.alumno}</span>
                      <EstadoSolicitud estado={s.estado} />
                    </div>
                    <span className="break-words text-sm text-muted">
                      {t('solicitudesPractica.educacion.resumen', { centro: s.centro?.nombre ?? '', fecha: s.fecha })}
                    </span>
                  </div>
                  <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

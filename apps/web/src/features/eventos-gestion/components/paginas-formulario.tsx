import { CalendarX2, RotateCw, ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonDetail } from '@/components/ui/skeleton';
import { useMiCuentaGestor, usePermite } from '@/lib/cuenta-gestor';
import { useEventoGestion } from '../api/eventos-gestion';
import { FormularioEvento } from './formulario-evento';
import { VolverAEventos } from './volver-a-eventos';

/** What a member who may not change events sees on these pages (a read-only one reaches them by address only). */
function SinPermisoParaCambiar() {
  const { t } = useTranslation();
  return (
    <EmptyState
      as="section"
      titleAs="h2"
      icon={ShieldOff}
      title={t('eventosGestion.sinPermisoCambiar.titulo')}
      description={t('eventosGestion.sinPermisoCambiar.texto')}
      action={<VolverAEventos />}
    />
  );
}

/** /gestion/eventos/nuevo: the form, empty. */
export function NuevoEventoPage() {
  const { t } = useTranslation();
  const cuenta = useMiCuentaGestor();
  const puedeCambiar = usePermite('contenidos:cambiar');
  if (cuenta.isPending) return <SkeletonDetail label={t('eventosGestion.cargando')} />;
  if (!puedeCambiar) return <SinPermisoParaCambiar />;
  return <FormularioEvento />;
}

/** /gestion/eventos/:id/editar: the form with the event as it is. */
export function EditarEventoPage({ idEvento }: { idEvento: number }) {
  const { t } = useTranslation();
  const cuenta = useMiCuentaGestor();
  const puedeCambiar = usePermite('contenidos:cambiar');
  const evento = useEventoGestion(idEvento, puedeCambiar);
  if (cuenta.isPending || (puedeCambiar && evento.isPending)) return <SkeletonDetail label={t('eventosGestion.cargando')} />;
  if (!puedeCambiar) return <SinPermisoParaCambiar />;
  if (evento.isError) return <ErrorCargaEvento reintentar={() => void evento.refetch()} />;
  if (!evento.data) return <EventoNoEncontrado />;
  return <FormularioEvento key={evento.data.idEvento} evento={evento.data} />;
}

export function EventoNoEncontrado() {
  const { t } = useTranslation();
  return (
    <EmptyState
      as="section"
      titleAs="h2"
      icon={CalendarX2}
      title={t('eventosGestion.noEncontrado.titulo')}
      description={t('eventosGestion.noEncontrado.texto')}
      action={<VolverAEventos />}
    />
  );
}

export function ErrorCargaEvento({ reintentar }: { reintentar: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      as="section"
      titleAs="h2"
      icon={CalendarX2}
      title={t('eventosGestion.errorCarga.titulo')}
      description={t('eventosGestion.errorCarga.texto')}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={reintentar}>
            <RotateCw aria-hidden="true" />
            {t('eventosGestion.errorCarga.reintentar')}
          </Button>
          <VolverAEventos />
        </div>
      }
    />
  );
}

import { Download, Pencil, ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDescargar } from '@/components/descargas/boton-descarga';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton, SkeletonDetail } from '@/components/ui/skeleton';
import { useMiCuentaGestor, usePermite } from '@/lib/cuenta-gestor';
import { useEventoGestion } from '../api/eventos-gestion';
import { useInscritosEvento } from '../api/inscritos-evento';
import { AsistenciaEvento } from './asistencia-evento';
import { ListaEspera } from './lista-espera';
import { MensajeInscritos } from './mensaje-inscritos';
import { ErrorCargaEvento, EventoNoEncontrado } from './paginas-formulario';
import { ResumenEvento } from './resumen-evento';
import { rutaEditarEvento } from './rutas';

/** The registrants while they load: the two lists' places. */
function InscritosCargando({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-16 w-full rounded-xl" />
      <Skeleton className="h-16 w-full rounded-xl" />
    </div>
  );
}

/**
 * /gestion/eventos/:id: an event's registrants, for the office. Headed by its title (the route's `heading`),
 * with its summary, "Editar", the registrants as CSV and a message to them; then those with a place, where
 * attendance is marked on the day with one tap each (a phone at the door), and the waiting list in its order.
 * A read-only member reads it all and downloads the CSV; nothing that changes anything is offered to them.
 */
export function EventoGestionPage({ idEvento, heading }: { idEvento: number; heading: (titulo?: string) => ReactNode }) {
  const { t } = useTranslation();
  const cuenta = useMiCuentaGestor();
  const puedeLeer = usePermite('contenidos:leer');
  const puedeCambiar = usePermite('contenidos:cambiar');
  const evento = useEventoGestion(idEvento, puedeLeer);
  const inscritos = useInscritosEvento(idEvento, puedeLeer);
  const csv = useDescargar('inscritosEventoCsv');

  if (cuenta.data && !puedeLeer) {
    return (
      <div className="flex flex-col gap-6">
        {heading()}
        <EmptyState
          as="section"
          titleAs="h2"
          icon={ShieldOff}
          title={t('eventosGestion.sinPermiso.titulo')}
          description={t('eventosGestion.sinPermiso.texto')}
        />
      </div>
    );
  }
  if (cuenta.isPending || evento.isPending) {
    return (
      <div className="flex flex-col gap-6">
        {heading()}
        <SkeletonDetail label={t('eventosGestion.cargando')} />
      </div>
    );
  }
  if (evento.isError || !evento.data) {
    return (
      <div className="flex flex-col gap-6">
        {heading()}
        {evento.isError ? <ErrorCargaEvento reintentar={() => void evento.refetch()} /> : <EventoNoEncontrado />}
      </div>
    );
  }

  const e = evento.data;
  const lista = inscritos.data ?? [];
  const conPlaza = lista.filter((i) => i.estado === 'inscrito');
  const espera = lista.filter((i) => i.estado === 'espera');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4">
        {heading(e.titulo)}
        <div className="flex flex-wrap gap-2">
          {puedeCambiar ? (
            <Button asChild variant="outline">
              <Link to={rutaEditarEvento(e.idEvento)}>
                <Pencil aria-hidden="true" />
                {t('eventosGestion.evento.editar')}
              </Link>
            </Button>
          ) : null}
          <Button
            variant="outline"
            aria-busy={csv.isPending || undefined}
            onClick={() => {
              if (!csv.isPending) csv.mutate({ id: e.idEvento, nombre: `inscritos-${e.urlAcceso}.csv` });
            }}
          >
            <Download aria-hidden="true" />
            {t('eventosGestion.evento.csv')}
          </Button>
          {puedeCambiar && conPlaza.length + espera.length > 0 ? (
            <MensajeInscritos idEvento={e.idEvento} inscritos={conPlaza.length} enEspera={espera.length} />
          ) : null}
        </div>
      </div>
      <ResumenEvento evento={e} />
      {inscritos.isPending ? (
        <InscritosCargando label={t('eventosGestion.asistencia.cargando')} />
      ) : inscritos.isError ? (
        <ErrorCargaEvento reintentar={() => void inscritos.refetch()} />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <AsistenciaEvento idEvento={e.idEvento} inscritos={conPlaza} puedeMarcar={puedeCambiar} />
          <ListaEspera espera={espera} />
        </div>
      )}
    </div>
  );
}

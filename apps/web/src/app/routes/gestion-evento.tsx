import { useParams } from 'react-router';
import { EventoGestionPage } from '@/features/eventos-gestion/components/evento-gestion-page';
import { PageHeading } from '../layout/page-heading';
import { useCurrentRoute } from '../layout/use-current-route';
import { idParam } from './id-param';

/** /gestion/eventos/{id}: an event's registrants, attendance and message, headed by its title. */
export default function GestionEventoRoute() {
  const def = useCurrentRoute();
  const id = idParam(useParams().id) ?? 0;
  return (
    <EventoGestionPage key={id} idEvento={id} heading={(titulo) => (def ? <PageHeading def={def} title={titulo} /> : null)} />
  );
}

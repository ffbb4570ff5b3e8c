import { EventosGestionPage } from '@/features/eventos-gestion/components/eventos-gestion-page';

/** /gestion/eventos: the office's events, their registrants and places (features/eventos-gestion). */
export default function GestionEventosRoute() {
  return <EventosGestionPage />;
}

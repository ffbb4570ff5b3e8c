import { EventosPage } from '@/features/eventos/components/eventos-page';

export default function EventosRoute() {
  return <EventosPage />;
}

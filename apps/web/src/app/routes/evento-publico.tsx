import { EventoPublicoPage } from '@/features/eventos/components/evento-publico-page';

export default function EventoPublicoRoute() {
  return <EventoPublicoPage />;
}

import { EventoDetallePage } from '@/features/eventos/components/evento-detalle-page';

export default function EventoDetalleRoute() {
  return <EventoDetallePage />;
}

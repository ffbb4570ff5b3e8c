import { ListaSolicitudesPage } from '@/features/solicitudes-educacion/components/lista-page';
import { pathOf } from '../route-links';

/** /solicitudes-practicas-educacion: the requests to the company's education centres. */
export default function SolicitudesPracticasEducacionRoute() {
  const lista = pathOf('solicitudesPracticasEducacion');
  return <ListaSolicitudesPage rutaDetalle={(id) => `${lista}/${id}`} />;
}

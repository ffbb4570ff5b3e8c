import { useParams } from 'react-router';
import { DetalleSolicitudPage } from '@/features/solicitudes-educacion/components/detalle-page';
import { pathOf } from '../route-links';
import { idParam } from './id-param';

/** /solicitudes-practicas-educacion/:id: one request, to accept or reject. */
export default function SolicitudPracticasEducacionRoute() {
  const { id } = useParams();
  const lista = pathOf('solicitudesPracticasEducacion');
  const numero = idParam(id);
  return <DetalleSolicitudPage key={numero ?? 0} id={numero} rutas={{ lista, editar: (i) => `${lista}/${i}/editar` }} />;
}

import { useParams } from 'react-router';
import { EditarSolicitudPage } from '@/features/solicitudes-educacion/components/editar-page';
import { pathOf } from '../route-links';
import { idParam } from './id-param';

/** /solicitudes-practicas-educacion/:id/editar: fill in dates, tutor and tasks, and accept. */
export default function EditarSolicitudPracticasEducacionRoute() {
  const { id } = useParams();
  const lista = pathOf('solicitudesPracticasEducacion');
  const numero = idParam(id);
  return (
    <EditarSolicitudPage
      key={numero ?? 0}
      id={numero}
      rutas={{ lista, editar: (i) => `${lista}/${i}/editar` }}
      detalle={(i) => `${lista}/${i}`}
    />
  );
}

import { useParams } from 'react-router';
import { EditarEventoPage } from '@/features/eventos-gestion/components/paginas-formulario';
import { idParam } from './id-param';

/** /gestion/eventos/{id}/editar: the event's form with what it holds. */
export default function GestionEventoEditarRoute() {
  const id = idParam(useParams().id) ?? 0;
  return <EditarEventoPage key={id} idEvento={id} />;
}

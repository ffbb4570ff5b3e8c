import { useParams } from 'react-router';
import { EditarEncuestaPage } from '@/features/encuestas-gestion/components/paginas-constructor';
import { idParam } from './id-param';

/** /gestion/encuestas/{id}/editar: the survey builder with what it holds (its questions frozen once answered). */
export default function GestionEncuestaEditarRoute() {
  const id = idParam(useParams().id) ?? 0;
  return <EditarEncuestaPage key={id} idEncuesta={id} />;
}

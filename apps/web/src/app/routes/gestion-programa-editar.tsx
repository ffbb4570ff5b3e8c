import { useParams } from 'react-router';
import { EditarProgramaPage } from '@/features/programas-gestion/components/paginas-formulario';
import { idParam } from './id-param';

/** /gestion/programas/{id}/editar: the programme's form with what it holds. */
export default function GestionProgramaEditarRoute() {
  const id = idParam(useParams().id) ?? 0;
  return <EditarProgramaPage key={id} idPrograma={id} />;
}

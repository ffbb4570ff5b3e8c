import { useParams } from 'react-router';
import { ProgramaGestionPage } from '@/features/programas-gestion/components/programa-gestion-page';
import { PageHeading } from '../layout/page-heading';
import { useCurrentRoute } from '../layout/use-current-route';
import { idParam } from './id-param';

/** /gestion/programas/{id}: a programme's conditions, adhesions, offers and internships, headed by its title. */
export default function GestionProgramaRoute() {
  const def = useCurrentRoute();
  const id = idParam(useParams().id) ?? 0;
  return (
    <ProgramaGestionPage key={id} idPrograma={id} heading={(titulo) => (def ? <PageHeading def={def} title={titulo} /> : null)} />
  );
}

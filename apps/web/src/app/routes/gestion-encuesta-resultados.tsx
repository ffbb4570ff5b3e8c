import { useParams } from 'react-router';
import { ResultadosEncuestaPage } from '@/features/encuestas-gestion/components/resultados-encuesta-page';
import { PageHeading } from '../layout/page-heading';
import { useCurrentRoute } from '../layout/use-current-route';
import { idParam } from './id-param';

/** /gestion/encuestas/{id}/resultados: a survey's results, headed by its title. */
export default function GestionEncuestaResultadosRoute() {
  const def = useCurrentRoute();
  const id = idParam(useParams().id) ?? 0;
  return (
    <ResultadosEncuestaPage
      key={id}
      idEncuesta={id}
      heading={(titulo) => (def ? <PageHeading def={def} title={titulo} /> : null)}
    />
  );
}

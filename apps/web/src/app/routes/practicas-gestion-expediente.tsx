import { useParams } from 'react-router';
import { ExpedienteGestionPage } from '@/features/practicas-gestion/components/expediente-gestion-page';
import { PageHeading } from '../layout/page-heading';
import { useCurrentRoute } from '../layout/use-current-route';
import { idParam } from './id-param';

/** /gestion/practicas/:id: one internship's legal record, headed by the student and the company once loaded. */
export default function PracticasGestionExpedienteRoute() {
  const def = useCurrentRoute();
  const idPractica = idParam(useParams().id);
  return (
    <ExpedienteGestionPage
      key={idPractica ?? 0}
      idPractica={idPractica}
      heading={(titulo) => (def ? <PageHeading def={def} title={titulo} /> : null)}
    />
  );
}

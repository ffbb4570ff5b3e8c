import { useParams } from 'react-router';
import { EmpresaGestionPage } from '@/features/empresas-gestion/components/empresa-gestion-page';
import { PageHeading } from '../layout/page-heading';
import { useCurrentRoute } from '../layout/use-current-route';
import { idParam } from './id-param';

/**
 * /gestion/empresas/{id}: a company's page, headed by its name. `acciones` is the header's place for what
 * other features add (entering as the company).
 */
export default function GestionEmpresaRoute() {
  const def = useCurrentRoute();
  const id = idParam(useParams().id) ?? 0;
  return (
    <EmpresaGestionPage key={id} idEmpresa={id} heading={(nombre) => (def ? <PageHeading def={def} title={nombre} /> : null)} />
  );
}

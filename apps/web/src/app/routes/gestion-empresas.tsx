import { EmpresasGestionPage } from '@/features/empresas-gestion/components/empresas-gestion-page';

export default function GestionEmpresasRoute() {
  return <EmpresasGestionPage />;
}

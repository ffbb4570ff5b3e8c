import { MiEmpresaPage } from '@/features/cuenta-empresa/components/mi-empresa-page';

export default function MiEmpresaRoute() {
  return <MiEmpresaPage />;
}

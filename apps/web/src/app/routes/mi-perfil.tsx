import { MiPerfilPage } from '@/features/cuenta-empresa/components/mi-perfil-page';

export default function MiPerfilRoute() {
  return <MiPerfilPage />;
}

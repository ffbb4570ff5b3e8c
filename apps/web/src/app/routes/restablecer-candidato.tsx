import { RestablecerCandidatoPage } from '@/features/registro/components/restablecer-page';

export default function RestablecerCandidatoRoute() {
  return <RestablecerCandidatoPage />;
}

import { AccesoPage } from '@/features/auth/components/acceso-page';

export default function AccesoRoute() {
  return <AccesoPage />;
}

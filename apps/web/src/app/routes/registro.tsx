import { RegistroPage } from '@/features/registro/components/registro-page';

export default function RegistroRoute() {
  return <RegistroPage />;
}

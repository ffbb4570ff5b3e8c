import { AyudaPage } from '@/features/orientacion/components/ayuda-page';

export default function AyudaRoute() {
  return <AyudaPage />;
}

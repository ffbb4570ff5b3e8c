import { EncuestasPage } from '@/features/encuestas/components/encuestas-page';

export default function EncuestasRoute() {
  return <EncuestasPage />;
}

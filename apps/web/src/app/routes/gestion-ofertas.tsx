import { OfertasGestionPage } from '@/features/ofertas-gestion/components/ofertas-gestion-page';

export default function GestionOfertasRoute() {
  return <OfertasGestionPage />;
}

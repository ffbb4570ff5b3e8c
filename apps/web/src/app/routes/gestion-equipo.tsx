import { EquipoPage } from '@/features/equipo/components/equipo-page';

export default function GestionEquipoRoute() {
  return <EquipoPage />;
}

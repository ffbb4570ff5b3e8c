import { ActividadPage } from '@/features/actividad/components/actividad-page';

export default function GestionActividadRoute() {
  return <ActividadPage />;
}

import { MantenimientoGestion } from '@/features/mantenimiento/components/mantenimiento-gestion';

export default function GestionMantenimientoRoute() {
  return <MantenimientoGestion />;
}

import { MantenimientoPage } from '@/features/mantenimiento/components/mantenimiento-page';

export default function MantenimientoRoute() {
  return <MantenimientoPage />;
}

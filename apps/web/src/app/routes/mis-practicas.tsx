import { pathOf } from '@/app/route-links';
import { MisPracticasPage } from '@/features/practicas-alumno/components/mis-practicas-page';

export default function MisPracticasRoute() {
  return <MisPracticasPage rutas={{ ofertas: pathOf('ofertasPracticas'), propuesta: pathOf('propuestaPracticas') }} />;
}

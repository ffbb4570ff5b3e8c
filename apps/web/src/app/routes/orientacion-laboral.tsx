import { OrientacionPage } from '@/features/orientacion/components/orientacion-page';
import { useBrand } from '@/lib/brand';
import { pathOf } from '../route-links';

export default function OrientacionLaboralRoute() {
  const guias = useBrand().flags.hasGuiasOrientacion;
  return <OrientacionPage pathGuias={guias ? pathOf('guiasOrientacion') : null} />;
}

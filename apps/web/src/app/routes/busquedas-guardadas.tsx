import { BusquedasGuardadasPage } from '@/features/busquedas-guardadas/components/busquedas-guardadas-page';
import { urlDeBusqueda } from '@/features/ofertas/hooks/filtros-url';
import { pathOf } from '../route-links';

/** /busquedas-guardadas: each search opens the offer list of its profile with its filters in the address. */
export default function BusquedasGuardadasRoute() {
  return (
    <BusquedasGuardadasPage
      hrefBusqueda={(b) => urlDeBusqueda(pathOf(b.tipo === 'empleo' ? 'ofertasEmpleo' : 'ofertasPracticas'), b.tipo, b.filtros)}
      pathPracticas={pathOf('ofertasPracticas')}
    />
  );
}

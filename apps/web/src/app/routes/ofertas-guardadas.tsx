import { OfertasGuardadasPage } from '@/features/ofertas-guardadas/components/ofertas-guardadas-page';
import { useBrand } from '@/lib/brand';
import { pathOf } from '../route-links';

/** /ofertas-guardadas: the student's saved offers, each opening its detail in the list of its profile. */
export default function OfertasGuardadasRoute() {
  const brand = useBrand();
  return (
    <OfertasGuardadasPage
      hrefOferta={(idPerfil, urlAcceso) => `${pathOf(idPerfil === 1 ? 'ofertasEmpleo' : 'ofertasPracticas')}/${urlAcceso}`}
      pathsOfertas={{
        practicas: pathOf('ofertasPracticas'),
        empleo: brand.flags.withoutEmpleo ? undefined : pathOf('ofertasEmpleo'),
      }}
    />
  );
}

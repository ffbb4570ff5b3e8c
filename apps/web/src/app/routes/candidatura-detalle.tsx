import { useParams } from 'react-router';
import { CandidaturaDetallePage } from '@/features/candidaturas/components/candidatura-detalle-page';
import { PageHeading } from '../layout/page-heading';
import { useCurrentRoute } from '../layout/use-current-route';
import { pathOf } from '../route-links';

/** /mis-candidaturas/{urlAcceso}: one candidacy with its status history. */
export default function CandidaturaDetalleRoute() {
  const def = useCurrentRoute();
  const { urlAcceso = '' } = useParams();
  return (
    <CandidaturaDetallePage
      key={urlAcceso}
      url={urlAcceso}
      heading={(titulo) => (def ? <PageHeading def={def} title={titulo} /> : null)}
      hrefOferta={(tipo, url) => `${pathOf(tipo === 'empleo' ? 'ofertasEmpleo' : 'ofertasPracticas')}/${url}`}
      pathLista={pathOf('misCandidaturas')}
    />
  );
}

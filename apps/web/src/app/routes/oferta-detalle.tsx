import type { TipoOferta } from '@puente/contract/endpoints/ofertas';
import { useParams } from 'react-router';
import { AccionesCandidatura } from '@/features/candidaturas/components/acciones-candidatura';
import { OfertaDetallePage } from '@/features/ofertas/components/oferta-detalle-page';
import { BotonGuardarOferta } from '@/features/ofertas-guardadas/components/boton-guardar-oferta';
import { arreglarInscripcion } from '../arreglar-inscripcion';
import { PageHeading } from '../layout/page-heading';
import { useCurrentRoute } from '../layout/use-current-route';
import { pathOf } from '../route-links';

/** /ofertas-practicas/{urlAcceso} and /ofertas-empleo/{urlAcceso}: the offer, and the candidacy actions beside it. */
export default function OfertaDetalleRoute() {
  const def = useCurrentRoute();
  const { urlAcceso = '' } = useParams();
  const tipo: TipoOferta = def?.name === 'ofertaEmpleoDetalle' ? 'empleo' : 'practicas';
  return (
    <OfertaDetallePage
      key={urlAcceso}
      url={urlAcceso}
      basePath={pathOf(tipo === 'empleo' ? 'ofertasEmpleo' : 'ofertasPracticas')}
      heading={(titulo) => (def ? <PageHeading def={def} title={titulo} /> : null)}
      acciones={(oferta) => (
        <>
          <AccionesCandidatura
            oferta={oferta}
            tipo={tipo}
            hrefCandidatura={`${pathOf('misCandidaturas')}/${oferta.urlAcceso}`}
            arreglar={arreglarInscripcion}
          />
          {oferta.publicada ? <BotonGuardarOferta urlAcceso={oferta.urlAcceso} titulo={oferta.titulo} forma="texto" /> : null}
        </>
      )}
    />
  );
}

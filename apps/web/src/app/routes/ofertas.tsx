import type { TipoOferta } from '@puente/contract/endpoints/ofertas';
import { GuardarBusquedaBoton } from '@/features/busquedas-guardadas/components/guardar-busqueda-boton';
import { RespuestaPreinscripcion } from '@/features/candidaturas/components/respuesta-preinscripcion';
import { OfertasPage } from '@/features/ofertas/components/ofertas-page';
import { BotonGuardarOferta } from '@/features/ofertas-guardadas/components/boton-guardar-oferta';
import { arreglarInscripcion } from '../arreglar-inscripcion';
import { useCurrentRoute } from '../layout/use-current-route';
import { pathOf } from '../route-links';

/** /ofertas-practicas and /ofertas-empleo: the offer search, with the candidacy options of status 16 on its cards. */
export default function OfertasRoute() {
  const def = useCurrentRoute();
  const tipo: TipoOferta = def?.name === 'ofertasEmpleo' ? 'empleo' : 'practicas';
  const basePath = pathOf(tipo === 'empleo' ? 'ofertasEmpleo' : 'ofertasPracticas');
  return (
    <OfertasPage
      key={tipo}
      tipo={tipo}
      basePath={basePath}
      opciones={(oferta) => <RespuestaPreinscripcion urlOferta={oferta.urlAcceso} tituloOferta={oferta.titulo} />}
      arreglar={arreglarInscripcion}
      guardar={(oferta) => <BotonGuardarOferta urlAcceso={oferta.urlAcceso} titulo={oferta.titulo} />}
      guardarBusqueda={(filtros) => (
        <GuardarBusquedaBoton tipo={tipo} filtros={filtros} pathBusquedas={pathOf('busquedasGuardadas')} />
      )}
    />
  );
}

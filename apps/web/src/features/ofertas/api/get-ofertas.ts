import type { FiltrosOfertas, TipoOferta } from '@puente/contract/endpoints/ofertas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** What the list screen asks for: the contract's filters minus the defaults the API fills in. */
export type BusquedaOfertas = Partial<Omit<FiltrosOfertas, 'tipo'>> & { tipo: TipoOferta };

/**
 * GET /api/Alumno/dameOfertasUsuario/{tipo}: one page of published offers plus
 * numTotal. The previous page stays on screen while the next one loads, so the
 * list never jumps to empty.
 */
export const useOfertas = (busqueda: BusquedaOfertas) =>
  useQuery({ ...endpointQuery('ofertasUsuario', busqueda), placeholderData: keepPreviousData });

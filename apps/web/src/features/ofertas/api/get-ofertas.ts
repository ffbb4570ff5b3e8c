import type { FiltrosOfertas, TipoOferta } from '@puente/contract/endpoints/ofertas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** What the list screen asks for: the contract's filters minus the defaults the API fills in. */
export type BusquedaOfertas = Partial<Omit<FiltrosOfertas, 'tipo'>> & { tipo: TipoOferta };

export const ofertasKey = (busqueda: BusquedaOfertas) => ['ofertas', busqueda] as const;

/** GET /api/Alumno/dameOfertasUsuario/{tipo}: one page of published offers plus numTotal. */
export const getOfertas = (busqueda: BusquedaOfertas, signal?: AbortSignal) => fetchData('ofertasUsuario', busqueda, { signal });

/** The previous page stays on screen while the next one loads, so the list never jumps to empty. */
export const useOfertas = (busqueda: BusquedaOfertas) =>
  useQuery({
    queryKey: ofertasKey(busqueda),
    queryFn: ({ signal }) => getOfertas(busqueda, signal),
    placeholderData: keepPreviousData,
  });

import { type FiltroComunicaciones, filtroComunicaciones } from '@puente/contract/comunicaciones';
import { filtrosUrl, useFiltrosUrl } from '@/lib/use-filtros-url';

/**
 * The communications list's filters as the address keeps them: exactly what the API's filter takes (the
 * audience, the state and a text), read with the contract's own schemas. The list has one order, the server's
 * (the latest to start first), so nothing else is kept.
 */
export type FiltrosComunicaciones = FiltroComunicaciones;

const FILTROS = filtrosUrl<FiltrosComunicaciones>({
  campos: filtroComunicaciones.shape,
  porDefecto: {},
});

export const { leer: leerFiltros, escribir: escribirFiltros } = FILTROS;

/** Whether any filter is set (the empty list then offers to clear them). */
export const hayFiltros = (filtros: FiltrosComunicaciones) => Object.values(filtros).some((valor) => valor !== undefined);

/** The filters kept in the address: a link reproduces the list, Back returns to the previous search. */
export const useFiltrosComunicaciones = () => useFiltrosUrl(FILTROS);

import { type FiltroEventosGestion, filtroEventosGestion } from '@puente/contract/eventos';
import { filtrosUrl, useFiltrosUrl } from '@/lib/use-filtros-url';

/**
 * The events list's filters as the address keeps them: exactly what the API's filter takes (a text, a
 * category's slug and the state), read with the contract's own schemas. The list has one order, the server's
 * (the latest date first), so nothing else is kept.
 */
export type FiltrosEventos = FiltroEventosGestion;

const FILTROS = filtrosUrl<FiltrosEventos>({
  campos: filtroEventosGestion.shape,
  porDefecto: {},
});

export const { leer: leerFiltros, escribir: escribirFiltros } = FILTROS;

/** Whether any filter is set (the empty list then offers to clear them). */
export const hayFiltros = (filtros: FiltrosEventos) => Object.values(filtros).some((valor) => valor !== undefined);

/** The filters kept in the address: a link reproduces the list, Back returns to the previous search. */
export const useFiltrosEventos = () => useFiltrosUrl(FILTROS);

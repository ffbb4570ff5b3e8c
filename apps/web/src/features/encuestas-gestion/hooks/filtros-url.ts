import { type FiltroEncuestasGestion, filtroEncuestasGestion } from '@puente/contract/encuestas';
import { filtrosUrl, useFiltrosUrl } from '@/lib/use-filtros-url';

/**
 * The surveys list's filters as the address keeps them: exactly what the API's filter takes (a word of the
 * title, published or not, the audience), read with the contract's own schemas. The list has one order, the
 * server's (the newest first), so nothing else is kept.
 */
export type FiltrosEncuestas = FiltroEncuestasGestion;

const FILTROS = filtrosUrl<FiltrosEncuestas>({
  campos: filtroEncuestasGestion.shape,
  porDefecto: {},
});

export const { leer: leerFiltros, escribir: escribirFiltros } = FILTROS;

/** Whether any filter is set (the empty list then offers to clear them). */
export const hayFiltros = (filtros: FiltrosEncuestas) => Object.values(filtros).some((valor) => valor !== undefined);

/** The filters kept in the address: a link reproduces the list, Back returns to the previous search. */
export const useFiltrosEncuestas = () => useFiltrosUrl(FILTROS);

import { type FiltroGuiasGestion, filtroGuiasGestion } from '@puente/contract/guias';
import { filtrosUrl, useFiltrosUrl } from '@/lib/use-filtros-url';

/**
 * The guides list's filters as the address keeps them: exactly what the API's filter takes (a text and
 * published or not), read with the contract's own schemas. The list has one order, the students' (newest,
 * then `orden`), so nothing else is kept.
 */
export type FiltrosGuias = FiltroGuiasGestion;

const FILTROS = filtrosUrl<FiltrosGuias>({
  campos: filtroGuiasGestion.shape,
  porDefecto: {},
});

export const { leer: leerFiltros, escribir: escribirFiltros } = FILTROS;

/** Whether any filter is set (the empty list then offers to clear them). */
export const hayFiltros = (filtros: FiltrosGuias) => Object.values(filtros).some((valor) => valor !== undefined);

/** The filters kept in the address: a link reproduces the list, Back returns to the previous search. */
export const useFiltrosGuias = () => useFiltrosUrl(FILTROS);

import { type FiltroProgramasGestion, filtroProgramasGestion } from '@puente/contract/programas';
import { filtrosUrl, useFiltrosUrl } from '@/lib/use-filtros-url';

/**
 * The programmes list's filters as the address keeps them: exactly what the API's filter takes (a word of
 * the title, active or not, with adhesions to decide or not), read with the contract's own schemas. The list
 * has one order, the server's (the newest first), so nothing else is kept.
 */
export type FiltrosProgramas = FiltroProgramasGestion;

const FILTROS = filtrosUrl<FiltrosProgramas>({
  campos: filtroProgramasGestion.shape,
  porDefecto: {},
});

export const { leer: leerFiltros, escribir: escribirFiltros } = FILTROS;

/** Whether any filter is set (the empty list then offers to clear them). */
export const hayFiltros = (filtros: FiltrosProgramas) => Object.values(filtros).some((valor) => valor !== undefined);

/** The filters kept in the address: a link reproduces the list, Back returns to the previous search. */
export const useFiltrosProgramas = () => useFiltrosUrl(FILTROS);

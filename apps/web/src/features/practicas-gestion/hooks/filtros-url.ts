import { type FiltroPracticasGestion, filtroPracticasGestion } from '@puente/contract/seguimiento-practicas';
import { filtrosUrl, useFiltrosUrl } from '@/lib/use-filtros-url';

/**
 * The internships list's filters as the address keeps them: exactly what the API's filter takes (state, what is
 * missing, the obligated party, a month yyyy-mm and a name), read with the contract's own schemas. The list
 * has one order, the server's (the latest to start first), so nothing else is kept.
 */
export type FiltrosPracticas = FiltroPracticasGestion;

const FILTROS = filtrosUrl<FiltrosPracticas>({
  campos: filtroPracticasGestion.shape,
  porDefecto: {},
});

export const { leer: leerFiltros, escribir: escribirFiltros } = FILTROS;

/** Whether any filter is set (the empty list then offers to clear them). */
export const hayFiltros = (filtros: FiltrosPracticas) => Object.values(filtros).some((valor) => valor !== undefined);

/** The filters kept in the address: a link reproduces the list, Back returns to the previous search. */
export const useFiltrosPracticas = () => useFiltrosUrl(FILTROS);

import { filtroListaReferencia, LISTAS_REFERENCIA, type ListaReferencia } from '@puente/contract/listas-referencia';
import { z } from 'zod';
import { filtrosUrl, useFiltrosUrl } from '@/lib/use-filtros-url';

/**
 * The reference lists' screen as the address keeps it: which list (degrees unless said), and exactly what the
 * API's filter takes (a text, active or retired, a province for schools), read with the contract's schemas.
 */
export type FiltrosListas = z.output<typeof filtroListaReferencia> & { lista: ListaReferencia };

const FILTROS = filtrosUrl<FiltrosListas>({
  campos: { lista: z.enum(LISTAS_REFERENCIA), ...filtroListaReferencia.shape },
  porDefecto: { lista: 'titulaciones' },
});

export const { leer: leerFiltros, escribir: escribirFiltros } = FILTROS;

/** Whether any filter besides the list is set (the empty list then offers to clear them). */
export const hayFiltros = ({ lista: _lista, ...filtros }: FiltrosListas) =>
  Object.values(filtros).some((valor) => valor !== undefined);

export const useFiltrosListas = () => useFiltrosUrl(FILTROS);

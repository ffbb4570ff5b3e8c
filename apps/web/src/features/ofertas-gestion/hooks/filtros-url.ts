import { type FiltroOfertasGestion, filtroOfertasGestion, ORDENES_OFERTAS_GESTION } from '@puente/contract/ofertas-gestion';
import { z } from 'zod';
import { filtrosUrl, useFiltrosUrl } from '@/lib/use-filtros-url';

export type OrdenOfertas = (typeof ORDENES_OFERTAS_GESTION)[number];

/** The list's filters as the address keeps them: what the API's filter takes, plus the order. */
export interface FiltrosOfertas {
  estado?: number;
  q?: string;
  idPerfil?: 1 | 2;
  desde?: string;
  hasta?: string;
  /** Resubmitted after changes were asked (decision 039), or never resubmitted. */
  reenviada?: boolean;
  orden: OrdenOfertas;
}

/** The queue reads oldest first: the offers that have waited longest come up first. */
export const ORDEN_POR_DEFECTO: OrdenOfertas = 'antiguas';

const FILTROS = filtrosUrl<FiltrosOfertas>({
  // The API also filters by company; this screen does not offer it.
  campos: { ...filtroOfertasGestion.omit({ idEmpresa: true }).shape, orden: z.enum(ORDENES_OFERTAS_GESTION) },
  porDefecto: { orden: ORDEN_POR_DEFECTO },
});

export const { leer: leerFiltros, escribir: escribirFiltros } = FILTROS;

/** What the API's filter takes (the list, and the bulk decision over "everything matching"). */
export function filtroApi({ orden: _orden, ...filtro }: FiltrosOfertas): FiltroOfertasGestion {
  return filtro;
}

/** The filters kept in the address: a link reproduces the list, Back returns to the previous filter. */
export const useFiltrosOfertas = () => useFiltrosUrl(FILTROS);

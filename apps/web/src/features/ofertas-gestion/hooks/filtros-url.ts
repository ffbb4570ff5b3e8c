import { type FiltroOfertasGestion, filtroOfertasGestion, ORDENES_OFERTAS_GESTION } from '@puente/contract/ofertas-gestion';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

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

const CAMPOS = ['estado', 'q', 'idPerfil', 'desde', 'hasta', 'reenviada'] as const;
/** The queue reads oldest first: the offers that have waited longest come up first. */
export const ORDEN_POR_DEFECTO: OrdenOfertas = 'antiguas';

/**
 * The filters from the search params: each one parsed by the contract's own schema, a value it refuses
 * (a hand-edited link) left out rather than failing the whole list.
 */
export function leerFiltros(params: URLSearchParams): FiltrosOfertas {
  const filtros: FiltrosOfertas = { orden: ORDEN_POR_DEFECTO };
  for (const campo of CAMPOS) {
    const crudo = params.get(campo);
    if (crudo === null) continue;
    const leido = filtroOfertasGestion.shape[campo].safeParse(crudo);
    if (leido.success && leido.data !== undefined) Object.assign(filtros, { [campo]: leido.data });
  }
  const orden = params.get('orden');
  if ((ORDENES_OFERTAS_GESTION as readonly string[]).includes(orden ?? '')) filtros.orden = orden as OrdenOfertas;
  return filtros;
}

/** The search params for some filters: unset ones and the default order left out, so links stay short. */
export function escribirFiltros(filtros: FiltrosOfertas): URLSearchParams {
  const params = new URLSearchParams();
  for (const campo of CAMPOS) {
    const valor = filtros[campo];
    if (valor !== undefined && valor !== '') params.set(campo, String(valor));
  }
  if (filtros.orden !== ORDEN_POR_DEFECTO) params.set('orden', filtros.orden);
  return params;
}

/** What the API's filter takes (the list, and the bulk decision over "everything matching"). */
export function filtroApi({ orden: _orden, ...filtro }: FiltrosOfertas): FiltroOfertasGestion {
  return filtro;
}

/** The filters kept in the address: a link reproduces the list, Back returns to the previous filter. */
export function useFiltrosOfertas() {
  const [params, setParams] = useSearchParams();
  const filtros = useMemo(() => leerFiltros(params), [params]);
  const cambiar = useCallback(
    (cambio: Partial<FiltrosOfertas>) => setParams(escribirFiltros({ ...leerFiltros(params), ...cambio })),
    [params, setParams],
  );
  return [filtros, cambiar] as const;
}

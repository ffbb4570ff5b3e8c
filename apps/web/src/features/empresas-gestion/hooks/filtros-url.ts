import {
  ESTADOS_EMPRESA,
  type EstadoEmpresa,
  type FiltroEmpresasGestion,
  filtroEmpresasGestion,
  ORDENES_EMPRESAS_GESTION,
  type OrdenEmpresasGestion,
} from '@puente/contract/empresas-gestion';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export { ESTADOS_EMPRESA };

/** The list's filters as the address keeps them: what the API's filter takes, plus the order. */
export interface FiltrosEmpresas {
  q?: string;
  estado?: EstadoEmpresa;
  idProvincia?: number;
  idSector?: number;
  desde?: string;
  hasta?: string;
  conOfertas?: boolean;
  conConvenios?: boolean;
  orden: OrdenEmpresasGestion;
}

const CAMPOS = ['q', 'estado', 'idProvincia', 'idSector', 'desde', 'hasta', 'conOfertas', 'conConvenios'] as const;
/** Newest sign-ups first; the pending queue links with orden=antiguas (who has waited longest). */
export const ORDEN_POR_DEFECTO: OrdenEmpresasGestion = 'recientes';

/**
 * The filters from the search params: each one parsed by the contract's own schema, a value it refuses
 * (a hand-edited link) left out rather than failing the whole list.
 */
export function leerFiltros(params: URLSearchParams): FiltrosEmpresas {
  const filtros: FiltrosEmpresas = { orden: ORDEN_POR_DEFECTO };
  for (const campo of CAMPOS) {
    const crudo = params.get(campo);
    if (crudo === null) continue;
    const leido = filtroEmpresasGestion.shape[campo].safeParse(crudo);
    if (leido.success && leido.data !== undefined) Object.assign(filtros, { [campo]: leido.data });
  }
  const orden = params.get('orden');
  if ((ORDENES_EMPRESAS_GESTION as readonly string[]).includes(orden ?? '')) filtros.orden = orden as OrdenEmpresasGestion;
  return filtros;
}

/** The search params for some filters: unset ones and the default order left out, so links stay short. */
export function escribirFiltros(filtros: FiltrosEmpresas): URLSearchParams {
  const params = new URLSearchParams();
  for (const campo of CAMPOS) {
    const valor = filtros[campo];
    if (valor !== undefined && valor !== '') params.set(campo, String(valor));
  }
  if (filtros.orden !== ORDEN_POR_DEFECTO) params.set('orden', filtros.orden);
  return params;
}

/** What the API's filter takes. */
export function filtroApi({ orden: _orden, ...filtro }: FiltrosEmpresas): FiltroEmpresasGestion {
  return filtro;
}

/** How many filters are set (the order aside): the "Quitar filtros" button shows when there is one. */
export const filtrosActivos = (filtros: FiltrosEmpresas) => CAMPOS.filter((campo) => filtros[campo] !== undefined).length;

/** The filters kept in the address: a link reproduces the list, Back returns to the previous filter. */
export function useFiltrosEmpresas() {
  const [params, setParams] = useSearchParams();
  const filtros = useMemo(() => leerFiltros(params), [params]);
  const cambiar = useCallback(
    (cambio: Partial<FiltrosEmpresas>) => setParams(escribirFiltros({ ...leerFiltros(params), ...cambio })),
    [params, setParams],
  );
  const limpiar = useCallback(() => setParams(escribirFiltros({ orden: leerFiltros(params).orden })), [params, setParams]);
  return [filtros, cambiar, limpiar] as const;
}

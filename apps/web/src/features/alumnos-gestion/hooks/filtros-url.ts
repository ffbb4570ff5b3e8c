import {
  type EstadoAlumno,
  type FiltroAlumnosGestion,
  filtroAlumnosGestion,
  ORDENES_ALUMNOS_GESTION,
  type OrdenAlumnosGestion,
} from '@puente/contract/alumnos-gestion';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The students list's filters as the address keeps them: what the API's filter takes, plus the order. */
export interface FiltrosAlumnos {
  q?: string;
  idTitulacion?: number;
  estado?: EstadoAlumno;
  conPracticas?: boolean;
  orden: OrdenAlumnosGestion;
}

const CAMPOS = ['q', 'idTitulacion', 'estado', 'conPracticas'] as const;
/** Alphabetical by surname, as a register is read. */
export const ORDEN_POR_DEFECTO: OrdenAlumnosGestion = 'nombre';

/**
 * The filters from the search params, each parsed by the contract's own schema: a value it refuses (a
 * hand-edited link) is left out rather than failing the whole list.
 */
export function leerFiltros(params: URLSearchParams): FiltrosAlumnos {
  const filtros: FiltrosAlumnos = { orden: ORDEN_POR_DEFECTO };
  for (const campo of CAMPOS) {
    const crudo = params.get(campo);
    if (crudo === null) continue;
    const leido = filtroAlumnosGestion.shape[campo].safeParse(crudo);
    if (leido.success && leido.data !== undefined) Object.assign(filtros, { [campo]: leido.data });
  }
  const orden = params.get('orden');
  if ((ORDENES_ALUMNOS_GESTION as readonly string[]).includes(orden ?? '')) filtros.orden = orden as OrdenAlumnosGestion;
  return filtros;
}

/** The search params for some filters: unset ones and the default order left out, so links stay short. */
export function escribirFiltros(filtros: FiltrosAlumnos): URLSearchParams {
  const params = new URLSearchParams();
  for (const campo of CAMPOS) {
    const valor = filtros[campo];
    if (valor !== undefined && valor !== '') params.set(campo, String(valor));
  }
  if (filtros.orden !== ORDEN_POR_DEFECTO) params.set('orden', filtros.orden);
  return params;
}

/** What the API's filter takes. */
export function filtroApi({ orden: _orden, ...filtro }: FiltrosAlumnos): FiltroAlumnosGestion {
  return filtro;
}

/** The filters kept in the address: a link reproduces the list, Back returns to the previous search. */
export function useFiltrosAlumnos() {
  const [params, setParams] = useSearchParams();
  const filtros = useMemo(() => leerFiltros(params), [params]);
  const cambiar = useCallback(
    (cambio: Partial<FiltrosAlumnos>) => setParams(escribirFiltros({ ...leerFiltros(params), ...cambio })),
    [params, setParams],
  );
  return [filtros, cambiar] as const;
}

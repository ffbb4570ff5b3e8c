import { type FiltroActividad, filtroActividad } from '@puente/contract/actividad';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The audit trail's filters as the address keeps them, with short names another page can write in a link
 * ("Ver actividad": `/gestion/actividad?objeto=empresa&id=12`): each maps to one field of the API's filter.
 */
const PARAMETROS = {
  actor: 'actorTipo',
  actorId: 'actorId',
  modoDios: 'comoAlguien',
  objeto: 'entidad',
  id: 'entidadId',
  accion: 'accion',
  desde: 'desde',
  hasta: 'hasta',
} as const satisfies Record<string, keyof FiltroActividad>;
type Parametro = keyof typeof PARAMETROS;

export type FiltrosActividad = FiltroActividad;

/**
 * The filters from the search params: each one parsed by the contract's own schema, a value it refuses
 * (a hand-edited link) left out rather than failing the whole list.
 */
export function leerFiltros(params: URLSearchParams): FiltrosActividad {
  const filtros: FiltrosActividad = {};
  for (const [parametro, campo] of Object.entries(PARAMETROS) as [Parametro, keyof FiltroActividad][]) {
    const crudo = params.get(parametro);
    if (crudo === null) continue;
    const leido = filtroActividad.shape[campo].safeParse(crudo);
    if (leido.success && leido.data !== undefined) Object.assign(filtros, { [campo]: leido.data });
  }
  // Only what was done in god mode, or no filter: "false" (nothing in god mode) is not a choice the screen offers.
  if (filtros.comoAlguien === false) delete filtros.comoAlguien;
  return filtros;
}

/** The search params for some filters, unset ones left out so links stay short. */
export function escribirFiltros(filtros: FiltrosActividad): URLSearchParams {
  const params = new URLSearchParams();
  for (const [parametro, campo] of Object.entries(PARAMETROS) as [Parametro, keyof FiltroActividad][]) {
    const valor = filtros[campo];
    if (valor === undefined || valor === '' || valor === false) continue;
    params.set(parametro, String(valor));
  }
  return params;
}

/** Whether any filter is set: the list shows "Quitar filtros" then. */
export const hayFiltros = (filtros: FiltrosActividad) => escribirFiltros(filtros).toString() !== '';

/** The filters kept in the address: a link reproduces the list, Back returns to the previous filter. */
export function useFiltrosActividad() {
  const [params, setParams] = useSearchParams();
  const filtros = useMemo(() => leerFiltros(params), [params]);
  const cambiar = useCallback(
    (cambio: Partial<FiltrosActividad> | null) =>
      setParams(escribirFiltros(cambio === null ? {} : { ...leerFiltros(params), ...cambio })),
    [params, setParams],
  );
  return [filtros, cambiar] as const;
}

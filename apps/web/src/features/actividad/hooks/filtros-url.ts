import { type FiltroActividad, filtroActividad } from '@puente/contract/actividad';
import { filtrosUrl, useFiltrosUrl } from '@/lib/use-filtros-url';

/**
 * The audit trail's filters. "Only what was done in god mode" is on or unset: "nothing in god mode"
 * (false) is not a choice the screen offers.
 */
export type FiltrosActividad = Omit<FiltroActividad, 'comoAlguien'> & { comoAlguien?: true };

/**
 * The filters as the address keeps them, with short names another page can write in a link
 * ("Ver actividad": `/gestion/actividad?objeto=empresa&id=12`), each read by the contract's own schema.
 */
const FILTROS = filtrosUrl<FiltrosActividad>({
  campos: {
    ...filtroActividad.shape,
    comoAlguien: filtroActividad.shape.comoAlguien.transform((valor) => (valor === true ? valor : undefined)),
  },
  parametros: { actorTipo: 'actor', comoAlguien: 'modoDios', entidad: 'objeto', entidadId: 'id' },
  porDefecto: {},
});

export const { leer: leerFiltros, escribir: escribirFiltros } = FILTROS;

/** Whether any filter is set: the list shows "Quitar filtros" then. */
export const hayFiltros = (filtros: FiltrosActividad) => escribirFiltros(filtros).toString() !== '';

/** The filters kept in the address: a link reproduces the list, Back returns to the previous filter. */
export const useFiltrosActividad = () => useFiltrosUrl(FILTROS);

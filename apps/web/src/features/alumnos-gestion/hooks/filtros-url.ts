import {
  type EstadoAlumno,
  type FiltroAlumnosGestion,
  filtroAlumnosGestion,
  ORDENES_ALUMNOS_GESTION,
  type OrdenAlumnosGestion,
} from '@puente/contract/alumnos-gestion';
import { z } from 'zod';
import { filtrosUrl, useFiltrosUrl } from '@/lib/use-filtros-url';

/** The students list's filters as the address keeps them: what the API's filter takes, plus the order. */
export interface FiltrosAlumnos {
  q?: string;
  idTitulacion?: number;
  estado?: EstadoAlumno;
  conPracticas?: boolean;
  orden: OrdenAlumnosGestion;
}

/** Alphabetical by surname, as a register is read. */
export const ORDEN_POR_DEFECTO: OrdenAlumnosGestion = 'nombre';

const FILTROS = filtrosUrl<FiltrosAlumnos>({
  campos: { ...filtroAlumnosGestion.shape, orden: z.enum(ORDENES_ALUMNOS_GESTION) },
  porDefecto: { orden: ORDEN_POR_DEFECTO },
});

export const { leer: leerFiltros, escribir: escribirFiltros } = FILTROS;

/** What the API's filter takes. */
export function filtroApi({ orden: _orden, ...filtro }: FiltrosAlumnos): FiltroAlumnosGestion {
  return filtro;
}

/** The filters kept in the address: a link reproduces the list, Back returns to the previous search. */
export const useFiltrosAlumnos = () => useFiltrosUrl(FILTROS);

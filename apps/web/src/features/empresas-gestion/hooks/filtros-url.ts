import {
  ESTADOS_EMPRESA,
  type EstadoEmpresa,
  type FiltroEmpresasGestion,
  filtroEmpresasGestion,
  ORDENES_EMPRESAS_GESTION,
  type OrdenEmpresasGestion,
} from '@puente/contract/empresas-gestion';
import { useCallback } from 'react';
import { z } from 'zod';
import { filtrosUrl, useFiltrosUrl } from '@/lib/use-filtros-url';

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

const FILTROS = filtrosUrl<FiltrosEmpresas>({
  campos: { ...filtroEmpresasGestion.shape, orden: z.enum(ORDENES_EMPRESAS_GESTION) },
  porDefecto: { orden: ORDEN_POR_DEFECTO },
});

export const { leer: leerFiltros, escribir: escribirFiltros } = FILTROS;

/** What the API's filter takes. */
export function filtroApi({ orden: _orden, ...filtro }: FiltrosEmpresas): FiltroEmpresasGestion {
  return filtro;
}

/** How many filters are set (the order aside): the "Quitar filtros" button shows when there is one. */
export const filtrosActivos = (filtros: FiltrosEmpresas) => CAMPOS.filter((campo) => filtros[campo] !== undefined).length;

/** The filters kept in the address: a link reproduces the list, Back returns to the previous filter. */
export function useFiltrosEmpresas() {
  const [filtros, cambiar] = useFiltrosUrl(FILTROS);
  // "Quitar filtros" keeps the order: it is how the list reads, not a filter.
  const limpiar = useCallback(() => cambiar(null), [cambiar]);
  return [filtros, cambiar, limpiar] as const;
}

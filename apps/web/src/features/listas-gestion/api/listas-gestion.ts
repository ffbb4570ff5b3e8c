import type { EditarElementoListaDatos, ElementoListaDatos, ListaReferencia } from '@puente/contract/listas-referencia';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFilasPorCursor } from '@/components/data-table/cursor';
import { silencioso } from '@/components/formularios-empresa/rechazo';
import { download, fetchData } from '@/lib/api-client';
import { invalidateEndpoints } from '@/lib/api-query';
import { saveFile } from '@/lib/save-file';
import type { FiltrosListas } from '../hooks/filtros-url';

const PAGINA_VACIA = { items: [], siguiente: null, total: 0, totalEstimado: false };

/**
 * GET /api/Gestion/listaReferencia/:lista page by page with the server's cursor; a change of list or filter
 * starts again. Only asked once the member's permissions open it (`activa`).
 */
export const useListaReferencia = (filtros: FiltrosListas, activa: boolean) =>
  useFilasPorCursor(['listaReferencia', filtros, activa, 'paginas'], (cursor, signal) =>
    activa
      ? fetchData('listaReferencia', { ...filtros, ...(cursor ? { cursor } : {}) }, { signal })
      : Promise.resolve(PAGINA_VACIA),
  );

/** After a change the list reads again, and so do the forms' lists in this tab (the API's are fresh at once). */
const LEIDAS_DE_NUEVO = [
  'listaReferencia',
  'dominios',
  'dominiosList',
  'titulaciones',
  'motivosCambioEstado',
  'centrosEducativos',
] as const;

/** POST /api/Gestion/crearElementoLista/:lista. Silent: the form says its refusals (8, 15) itself. */
export function useCrearElemento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datos: ElementoListaDatos) => fetchData('crearElementoLista', datos),
    meta: silencioso,
    onSuccess: () => invalidateEndpoints(queryClient, LEIDAS_DE_NUEVO),
  });
}

/** POST /api/Gestion/editarElementoLista/:lista/:id. Silent, as adding. */
export function useEditarElemento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datos: EditarElementoListaDatos) => fetchData('editarElementoLista', datos),
    meta: silencioso,
    onSuccess: () => invalidateEndpoints(queryClient, LEIDAS_DE_NUEVO),
  });
}

/** POST /api/Gestion/retiradaElementoLista/:lista/:id: retires an item or restores it. */
export function useRetiradaElemento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datos: { lista: ListaReferencia; id: number; retirado: boolean }) => fetchData('retiradaElementoLista', datos),
    onSuccess: () => invalidateEndpoints(queryClient, LEIDAS_DE_NUEVO),
  });
}

/** GET /api/Gestion/listaReferenciaCsv/:lista with the list's filter: the file, saved under the name it suggests. */
export function useDescargarLista() {
  return useMutation({
    mutationFn: async (filtros: FiltrosListas) => {
      const fichero = await download('listaReferenciaCsv', filtros, { nombrePorDefecto: `lista-${filtros.lista}.csv` });
      saveFile(fichero.blob, fichero.nombre);
    },
  });
}

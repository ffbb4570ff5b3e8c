import type { CrearGuiaDatos, EditarGuiaDatos } from '@puente/contract/guias';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFilasPorCursor } from '@/components/data-table/cursor';
import { silencioso } from '@/components/formularios-empresa/rechazo';
import { fetchData } from '@/lib/api-client';
import { invalidateEndpoints } from '@/lib/api-query';
import type { FiltrosGuias } from '../hooks/filtros-url';

const PAGINA_VACIA = { items: [], siguiente: null, total: 0, totalEstimado: false };

/**
 * GET /api/Gestion/guiasOrientacion page by page with the server's cursor; a change of filter starts again.
 * Only asked once the member's permissions open it (`activa`): a member without them gets the page that
 * says so, not a refusal in the banner.
 */
export const useGuiasGestion = (filtros: FiltrosGuias, activa: boolean) =>
  useFilasPorCursor(['guiasOrientacionGestion', filtros, activa, 'paginas'], (cursor, signal) =>
    activa
      ? fetchData('guiasOrientacionGestion', { ...filtros, ...(cursor ? { cursor } : {}) }, { signal })
      : Promise.resolve(PAGINA_VACIA),
  );

/** After any change the list reads again, and so do the students' guides in this tab. */
const LEIDAS_DE_NUEVO = ['guiasOrientacionGestion', 'dameGuiaOrientacion'] as const;

/** POST /api/Gestion/crearGuiaOrientacion. Silent: the form says its refusals (15, 46, 413 under the fields) itself. */
export function useCrearGuia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datos: CrearGuiaDatos) => fetchData('crearGuiaOrientacion', datos),
    meta: silencioso,
    onSuccess: () => invalidateEndpoints(queryClient, LEIDAS_DE_NUEVO),
  });
}

/** POST /api/Gestion/editarGuiaOrientacion/:id (48 when it no longer exists). Silent, as creating. */
export function useEditarGuia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datos: EditarGuiaDatos) => fetchData('editarGuiaOrientacion', datos),
    meta: silencioso,
    onSuccess: () => invalidateEndpoints(queryClient, LEIDAS_DE_NUEVO),
  });
}

/**
 * POST /api/Gestion/publicarGuiaOrientacion/:id or despublicarGuiaOrientacion/:id. The withdrawal's confirmation
 * says a refusal inside itself; a publication's refusal goes to the banner.
 */
export function usePublicacionGuia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, publicada }: { id: number; publicada: boolean }) =>
      fetchData(publicada ? 'publicarGuiaOrientacion' : 'despublicarGuiaOrientacion', { id }),
    onSuccess: () => invalidateEndpoints(queryClient, LEIDAS_DE_NUEVO),
  });
}

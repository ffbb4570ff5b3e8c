import type { ComunicacionDatos, EditarComunicacionDatos } from '@puente/contract/comunicaciones';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFilasPorCursor } from '@/components/data-table/cursor';
import { silencioso } from '@/components/formularios-empresa/rechazo';
import { fetchData } from '@/lib/api-client';
import { invalidateEndpoints } from '@/lib/api-query';
import type { FiltrosComunicaciones } from '../hooks/filtros-url';

const PAGINA_VACIA = { items: [], siguiente: null, total: 0, totalEstimado: false };

/**
 * GET /api/Gestion/comunicaciones page by page with the server's cursor; a change of filter starts again.
 * Only asked once the member's permissions open it (`activa`): a member without them gets the page that
 * says so, not a refusal in the banner.
 */
export const useComunicacionesGestion = (filtros: FiltrosComunicaciones, activa: boolean) =>
  useFilasPorCursor(['comunicacionesGestion', filtros, activa, 'paginas'], (cursor, signal) =>
    activa
      ? fetchData('comunicacionesGestion', { ...filtros, ...(cursor ? { cursor } : {}) }, { signal })
      : Promise.resolve(PAGINA_VACIA),
  );

/** After any change the list reads again (a new row, a new state), and so do the homes' notices in this tab. */
const LEIDAS_DE_NUEVO = ['comunicacionesGestion', 'comunicacionesAlumno', 'comunicacionesEmpresa'] as const;

/** POST /api/Gestion/crearComunicacion. Silent: the form says its refusals (15 under the fields) itself. */
export function useCrearComunicacion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datos: ComunicacionDatos) => fetchData('crearComunicacion', datos),
    meta: silencioso,
    onSuccess: () => invalidateEndpoints(queryClient, LEIDAS_DE_NUEVO),
  });
}

/** POST /api/Gestion/editarComunicacion/:id (48 when it no longer exists). Silent, as creating. */
export function useEditarComunicacion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datos: EditarComunicacionDatos) => fetchData('editarComunicacion', datos),
    meta: silencioso,
    onSuccess: () => invalidateEndpoints(queryClient, LEIDAS_DE_NUEVO),
  });
}

/**
 * POST /api/Gestion/publicacionComunicacion/:id: publishes or withdraws one. The withdrawal's confirmation says
 * a refusal inside itself; a publication's refusal goes to the banner.
 */
export function usePublicacionComunicacion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datos: { id: number; publicada: boolean }) => fetchData('publicacionComunicacion', datos),
    onSuccess: () => invalidateEndpoints(queryClient, LEIDAS_DE_NUEVO),
  });
}

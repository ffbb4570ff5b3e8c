import { PortalCodes } from '@puente/contract/errors/codes';
import type { ProgramaDatos, ProgramaGestion } from '@puente/contract/programas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFilasPorCursor } from '@/components/data-table/cursor';
import { silencioso } from '@/components/formularios-empresa/rechazo';
import { fetchData } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { invalidateEndpoints } from '@/lib/api-query';
import type { FiltrosProgramas } from '../hooks/filtros-url';

const PAGINA_VACIA = { items: [], siguiente: null, total: 0, totalEstimado: false };

/**
 * GET /api/Gestion/programas page by page with the server's cursor; a change of filter starts again.
 * Only asked once the member's permissions open it (`activa`): a member without them gets the page that
 * says so, not a refusal in the banner.
 */
export const useProgramasGestion = (filtros: FiltrosProgramas, activa: boolean) =>
  useFilasPorCursor(['programasGestion', filtros, activa, 'paginas'], (cursor, signal) =>
    activa
      ? fetchData('programasGestion', { ...filtros, ...(cursor ? { cursor } : {}) }, { signal })
      : Promise.resolve(PAGINA_VACIA),
  );

/** One programme's staff pages read it under the list's key: whatever changes the list reads it again too. */
const clavePrograma = (id: number) => ['programasGestion', 'programa', id] as const;

/**
 * GET /api/Gestion/programa/:id, for its staff pages (its page, its form), under the list's key: whatever
 * changes the list reads it again too. Null when no programme has that id (63), which the pages say.
 */
export function useProgramaGestion(id: number, activa: boolean) {
  return useQuery({
    queryKey: clavePrograma(id),
    enabled: activa && id > 0,
    queryFn: async ({ signal }): Promise<ProgramaGestion | null> => {
      try {
        return await fetchData('programaGestion', { id }, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === PortalCodes.PROGRAMA_NO_ENCONTRADO) return null;
        throw error;
      }
    },
  });
}

/**
 * After any change the staff's list and pages read again, and so do the students' and companies' programmes
 * in this tab and the staff home's queue (its adhesions to decide).
 */
export const PROGRAMAS_LEIDOS_DE_NUEVO = [
  'programasGestion',
  'adhesionesPrograma',
  'ofertasYPracticasPrograma',
  'pendienteGestion',
  'primerosPendienteGestion',
  'programasPracticasActivos',
  'programasActivosAlumno',
  'programasActivosEmpresa',
  'detalleProgramaAlumno',
  'detalleProgramaEmpresa',
] as const;

/** The saved programme goes straight into its page's answer, so the page it opens next needs no call. */
function useGuardado() {
  const queryClient = useQueryClient();
  return (programa: ProgramaGestion) => {
    queryClient.setQueryData(clavePrograma(programa.idPrograma), programa);
    return invalidateEndpoints(queryClient, PROGRAMAS_LEIDOS_DE_NUEVO);
  };
}

/** POST /api/Gestion/crearPrograma. Silent: the form says its refusals (15 and 8 under the fields) itself. */
export function useCrearPrograma() {
  const guardado = useGuardado();
  return useMutation({
    mutationFn: (datos: ProgramaDatos) => fetchData('crearPrograma', datos),
    meta: silencioso,
    onSuccess: guardado,
  });
}

/** POST /api/Gestion/editarPrograma/:id (63 when it no longer exists). Silent, as creating. */
export function useEditarPrograma() {
  const guardado = useGuardado();
  return useMutation({
    mutationFn: (datos: ProgramaDatos & { id: number }) => fetchData('editarPrograma', datos),
    meta: silencioso,
    onSuccess: guardado,
  });
}

/**
 * POST /api/Gestion/activarPrograma/:id or desactivarPrograma/:id. Deactivating asks first, and its
 * confirmation says a refusal inside itself; an activation's refusal goes to the banner.
 */
export function useActivacionPrograma() {
  const guardado = useGuardado();
  return useMutation({
    mutationFn: ({ id, activar }: { id: number; activar: boolean }) =>
      fetchData(activar ? 'activarPrograma' : 'desactivarPrograma', { id }),
    onSuccess: guardado,
  });
}

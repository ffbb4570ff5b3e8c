import type { MarcarSeguimientoEncuesta } from '@puente/contract/cifras';
import type { EncuestaDatos, EncuestaGestion } from '@puente/contract/encuestas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFilasPorCursor } from '@/components/data-table/cursor';
import { silencioso } from '@/components/formularios-empresa/rechazo';
import { download, fetchData } from '@/lib/api-client';
import { endpointQuery, invalidateEndpoints } from '@/lib/api-query';
import { saveFile } from '@/lib/save-file';
import type { FiltrosEncuestas } from '../hooks/filtros-url';

const PAGINA_VACIA = { items: [], siguiente: null, total: 0, totalEstimado: false };

/**
 * GET /api/Gestion/encuestas page by page with the server's cursor; a change of filter starts again.
 * Only asked once the member's permissions open it (`activa`): a member without them gets the page that
 * says so, not a refusal in the banner.
 */
export const useEncuestasGestion = (filtros: FiltrosEncuestas, activa: boolean) =>
  useFilasPorCursor(['encuestasGestion', filtros, activa, 'paginas'], (cursor, signal) =>
    activa
      ? fetchData('encuestasGestion', { ...filtros, ...(cursor ? { cursor } : {}) }, { signal })
      : Promise.resolve(PAGINA_VACIA),
  );

/**
 * GET /api/Gestion/encuesta/:id, the survey as the builder edits it. Silent: the page says an unknown
 * survey (35) or a failed read itself.
 */
export const useEncuestaGestion = (id: number, activa: boolean) =>
  useQuery({ ...endpointQuery('encuestaGestion', { id }), enabled: activa && id > 0, meta: silencioso });

/** GET /api/Gestion/resultadosEncuesta/:id. Silent, as the builder's read: the page says why it has none. */
export const useResultadosEncuesta = (id: number, activa: boolean) =>
  useQuery({ ...endpointQuery('resultadosEncuesta', { id }), enabled: activa && id > 0, meta: silencioso });

/**
 * After any change the staff's list, builder and results read again, and so do the students' and companies'
 * survey lists in this tab.
 */
const LEIDAS_DE_NUEVO = [
  'encuestasGestion',
  'encuestaGestion',
  'resultadosEncuesta',
  'dameEncuestasUsuario',
  'dameEncuestas',
] as const;

function useLeerDeNuevo() {
  const queryClient = useQueryClient();
  return () => invalidateEndpoints(queryClient, LEIDAS_DE_NUEVO);
}

/** POST /api/Gestion/crearEncuesta: the survey is created published. Silent: the builder says its refusals. */
export function useCrearEncuesta() {
  const leer = useLeerDeNuevo();
  return useMutation({
    mutationFn: (datos: EncuestaDatos) => fetchData('crearEncuesta', datos),
    meta: silencioso,
    onSuccess: leer,
  });
}

/** POST /api/Gestion/editarEncuesta/:id (48 once answered if its questions change). Silent, as creating. */
export function useEditarEncuesta() {
  const leer = useLeerDeNuevo();
  return useMutation({
    mutationFn: (datos: EncuestaDatos & { id: number }) => fetchData('editarEncuesta', datos),
    meta: silencioso,
    onSuccess: leer,
  });
}

/**
 * POST /api/Gestion/publicarEncuesta/:id or despublicarEncuesta/:id. Withdrawing asks first, and its
 * confirmation says a refusal inside itself; a publication's refusal goes to the banner.
 */
export function usePublicacionEncuesta() {
  const leer = useLeerDeNuevo();
  return useMutation({
    mutationFn: ({ id, publicar }: { id: number; publicar: boolean }): Promise<EncuestaGestion> =>
      fetchData(publicar ? 'publicarEncuesta' : 'despublicarEncuesta', { id }),
    onSuccess: leer,
  });
}

/** GET /api/Gestion/resultadosEncuestaCsv/:id: one row per submission, saved under the name it suggests. */
export function useDescargarResultados() {
  return useMutation({
    mutationFn: async ({ id, urlAcceso }: { id: number; urlAcceso?: string }) => {
      const fichero = await download('resultadosEncuestaCsv', { id }, { nombrePorDefecto: `encuesta-${urlAcceso ?? id}.csv` });
      saveFile(fichero.blob, fichero.nombre);
    },
  });
}

/** GET /api/Gestion/seguimientoEncuesta/:id: whether the survey feeds the graduates' follow-up, and how. */
export const useSeguimientoEncuesta = (id: number) =>
  useQuery({ ...endpointQuery('seguimientoEncuesta', { id }), enabled: id > 0, meta: silencioso });

/**
 * POST /api/Gestion/marcarSeguimientoEncuesta/:id; without a question the survey stops being the follow-up one.
 * Silent: the panel shows the field errors (an anonymous survey, an answer left without its situation).
 */
export function useMarcarSeguimiento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datos: MarcarSeguimientoEncuesta) => fetchData('marcarSeguimientoEncuesta', datos),
    meta: silencioso,
    onSuccess: () => invalidateEndpoints(queryClient, ['seguimientoEncuesta', 'cifras']),
  });
}

import { PortalCodes } from '@puente/contract/errors/codes';
import type { EventoDatos, EventoGestion } from '@puente/contract/eventos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFilasPorCursor } from '@/components/data-table/cursor';
import { silencioso } from '@/components/formularios-empresa/rechazo';
import { fetchData } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { invalidateEndpoints } from '@/lib/api-query';
import type { FiltrosEventos } from '../hooks/filtros-url';

const PAGINA_VACIA = { items: [], siguiente: null, total: 0, totalEstimado: false };

/**
 * GET /api/Gestion/eventos page by page with the server's cursor; a change of filter starts again.
 * Only asked once the member's permissions open it (`activa`): a member without them gets the page that
 * says so, not a refusal in the banner.
 */
export const useEventosGestion = (filtros: FiltrosEventos, activa: boolean) =>
  useFilasPorCursor(['eventosGestion', filtros, activa, 'paginas'], (cursor, signal) =>
    activa
      ? fetchData('eventosGestion', { ...filtros, ...(cursor ? { cursor } : {}) }, { signal })
      : Promise.resolve(PAGINA_VACIA),
  );

/** One event's staff pages read it under the list's key: whatever changes the list reads it again too. */
const claveEvento = (id: number) => ['eventosGestion', 'evento', id] as const;

/**
 * GET /api/Gestion/evento/:id, for its staff pages (edit, registrants), under the list's key: whatever changes
 * the list reads it again too. Null when no event has that id (74), which the pages say as "not found".
 */
export function useEventoGestion(id: number, activa: boolean) {
  return useQuery({
    queryKey: claveEvento(id),
    enabled: activa && id > 0,
    queryFn: async ({ signal }): Promise<EventoGestion | null> => {
      try {
        return await fetchData('eventoGestion', { id }, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === PortalCodes.EVENTO_NO_DISPONIBLE) return null;
        throw error;
      }
    },
  });
}

/**
 * After any change the staff's list and pages read again, and so do the students' and companies' events in
 * this tab (a preview in another tab reads them fresh anyway).
 */
const LEIDAS_DE_NUEVO = [
  'eventosGestion',
  'inscritosEvento',
  'dameEventos',
  'dameFichaEvento',
  'dameEventosEmpresa',
  'dameFichaEventoEmpresa',
  'dameFichaEventoPublico',
] as const;

/** The saved event goes straight into its page's answer, so the page it opens next needs no call. */
function useGuardado() {
  const queryClient = useQueryClient();
  return (evento: EventoGestion) => {
    queryClient.setQueryData(claveEvento(evento.idEvento), evento);
    return invalidateEndpoints(queryClient, LEIDAS_DE_NUEVO);
  };
}

/** POST /api/Gestion/crearEvento. Silent: the form says its refusals (15 and 8 under the fields) itself. */
export function useCrearEvento() {
  const guardado = useGuardado();
  return useMutation({
    mutationFn: (datos: EventoDatos) => fetchData('crearEvento', datos),
    meta: silencioso,
    onSuccess: guardado,
  });
}

/** POST /api/Gestion/editarEvento/:id (74 when it no longer exists). Silent, as creating. */
export function useEditarEvento() {
  const guardado = useGuardado();
  return useMutation({
    mutationFn: (datos: EventoDatos & { id: number }) => fetchData('editarEvento', datos),
    meta: silencioso,
    onSuccess: guardado,
  });
}

/**
 * POST /api/Gestion/imagenEvento/:id: the main image, after the event is saved. Silent: 46 and 413 are said
 * under the picker.
 */
export function useImagenEvento() {
  const guardado = useGuardado();
  return useMutation({
    mutationFn: (datos: { id: number; ficheroB64: string; extension: string }) => fetchData('imagenEvento', datos),
    meta: silencioso,
    onSuccess: guardado,
  });
}

/**
 * POST /api/Gestion/publicarEvento/:id or despublicarEvento/:id. Unpublishing asks first, and its
 * confirmation says a refusal inside itself; a publication's refusal goes to the banner.
 */
export function usePublicacionEvento() {
  const guardado = useGuardado();
  return useMutation({
    mutationFn: ({ id, publicar }: { id: number; publicar: boolean }) =>
      fetchData(publicar ? 'publicarEvento' : 'despublicarEvento', { id }),
    onSuccess: guardado,
  });
}

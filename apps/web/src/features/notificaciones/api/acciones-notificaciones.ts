import type { Notificacion } from '@puente/contract/endpoints/notificaciones';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import type { UserType } from '@/lib/session';
import { tieneEnlace } from './get-notificaciones';
import { endpointsNotificaciones, notificacionesQuery } from './notificaciones-endpoints';

type Cambio = (lista: Notificacion[]) => Notificacion[];

/**
 * Each action changes the cached list at once (the bell and the title follow
 * it) and then reloads it from the API, which also undoes a failed change.
 */
function useAccion<V>(role: UserType, llamar: (variables: V) => Promise<unknown>, cambio: (variables: V) => Cambio) {
  const queryClient = useQueryClient();
  const { queryKey } = notificacionesQuery(role);
  return useMutation({
    mutationFn: llamar,
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (lista) => (lista ? cambio(variables)(lista) : lista));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** POST marcarNotificacionLeida {id}. */
export const useMarcarLeida = (role: UserType) =>
  useAccion(
    role,
    (id: number) => fetchData(endpointsNotificaciones[role].marcarLeida, { id }),
    (id) => (lista) => lista.map((n) => (n.idNotificacion === id ? { ...n, leida: true } : n)),
  );

/** POST eliminaNotificacion {id}. */
export const useEliminar = (role: UserType) =>
  useAccion(
    role,
    (id: number) => fetchData(endpointsNotificaciones[role].eliminar, { id }),
    (id) => (lista) => lista.filter((n) => n.idNotificacion !== id),
  );

/** POST marcarNotificacionesSinEnlaceLeidas: what closing the panel does (spec §4). */
export const useMarcarSinEnlace = (role: UserType) =>
  useAccion(
    role,
    (_: undefined) => fetchData(endpointsNotificaciones[role].marcarSinEnlace, {}),
    () => (lista) => lista.map((n) => (tieneEnlace(n) ? n : { ...n, leida: true })),
  );

/** POST marcarNotificacionesLeidas: "Marcar todas como leídas". */
export const useMarcarTodas = (role: UserType) =>
  useAccion(
    role,
    (_: undefined) => fetchData(endpointsNotificaciones[role].marcarTodas, {}),
    () => (lista) => lista.map((n) => ({ ...n, leida: true })),
  );

/** POST eliminaNotificaciones. */
export const useEliminarTodas = (role: UserType) =>
  useAccion(
    role,
    (_: undefined) => fetchData(endpointsNotificaciones[role].eliminarTodas, {}),
    () => () => [],
  );

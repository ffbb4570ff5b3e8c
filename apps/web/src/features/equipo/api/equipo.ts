import type { CrearGestorDatos, EditarGestorDatos } from '@puente/contract/equipo';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { endpointQuery, invalidateEndpoints } from '@/lib/api-query';

/** The forms say their refusals themselves (fields, the dialog): the query client's banner stays away. */
const silencioso = { silencioso: true } as const;

/** GET /api/Gestion/equipo: the staff with their permissions (administración, or lectura to read). */
export const useEquipo = (enabled: boolean) => useQuery({ ...endpointQuery('equipoGestion', {}), enabled });

/** POST /api/Gestion/crearGestor: 8 the nick is taken, 60 the e-mail is. */
export function useCrearGestor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datos: CrearGestorDatos) => fetchData('crearGestor', datos),
    meta: silencioso,
    onSuccess: () => invalidateEndpoints(queryClient, ['equipoGestion']),
  });
}

/**
 * POST /api/Gestion/editarGestor/:id: permissions, active, a new password; 48 when no active administrator
 * would be left. The member may be the caller: their own account is read again too.
 */
export function useEditarGestor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datos: EditarGestorDatos) => fetchData('editarGestor', datos),
    meta: silencioso,
    onSuccess: () => invalidateEndpoints(queryClient, ['equipoGestion', 'miCuentaGestor']),
  });
}

import { type PermisoEndpoint, permite } from '@puente/contract/permisos';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from './api-query';
import { useSession } from './session';

/**
 * The signed-in staff member's account and permissions (GET /api/Gestion/miCuenta), read from the API and
 * not from the token: a change made by administración shows at the next read, and the API checks every call
 * anyway. Only asked with a staff session.
 */
export function useMiCuentaGestor() {
  const session = useSession();
  return useQuery({
    ...endpointQuery('miCuentaGestor', {}),
    enabled: Boolean(session.token) && session.userType === 'Gestor',
    staleTime: 60_000,
  });
}

/**
 * Whether the member's permissions open `permiso` (the contract's `permite`): false while they are unknown,
 * so nothing that needs them shows before the answer.
 */
export function usePermite(permiso: PermisoEndpoint): boolean {
  const { data } = useMiCuentaGestor();
  return data ? permite(data.permisos, permiso) : false;
}

import { authEndpoints } from '@puente/contract/endpoints/auth';
import { bind, folder } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The folder's guard accepts any logged-in role. */
export const sesionRoutes = (s: Services) =>
  folder('autenticado', [
    bind(
      authEndpoints.logout,
      async ({ caller }) => {
        await s.auth.logout(caller);
        return null;
      },
      { allowRgpdPending: true, duringMaintenance: true },
    ),
  ]);

import { authEndpoints } from '@puente/contract/endpoints/auth';
import { bind, folder } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The folder's guard accepts any logged-in role. */
export const sesionRoutes = (s: Pick<Services, 'sessions'>) =>
  folder('autenticado', [
    bind(authEndpoints.logout, ({ caller }) => s.sessions.cerrar(caller).then(() => null), {
      allowRgpdPending: true,
      duranteMantenimiento: true,
    }),
  ]);

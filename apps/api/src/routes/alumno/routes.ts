import { authEndpoints } from '@puente/contract/endpoints/auth';
import { PortalCodes } from '@puente/contract/errors/codes';
import { bind, folder } from '../../lib/endpoint-binding';
import { notice } from '../../lib/notice';
import type { Services } from '../../services';

/** The folder's guard is the `alumno` role: every endpoint here needs a student token. */
export const alumnoRoutes = (s: Services) =>
  folder('alumno', [
    bind(authEndpoints.rgpdAceptarAlumno, ({ caller }) => s.auth.acceptRgpd(caller), { allowRgpdPending: true }),
    bind(authEndpoints.passwordAlumno, async ({ caller, input }) =>
      notice(PortalCodes.PASSWORD_CAMBIADA, await s.auth.changePassword(caller, input.passwordActual, input.passwordNueva)),
    ),
  ]);

import { authEndpoints } from '@puente/contract/endpoints/auth';
import { PortalCodes } from '@puente/contract/errors/codes';
import { bind, folder } from '../../lib/endpoint-binding';
import { notice } from '../../lib/notice';
import type { Services } from '../../services';

/** The folder's guard is the `empresa` role: every endpoint here needs a company-contact token. */
export const empresaRoutes = (s: Services) =>
  folder('empresa', [
    bind(authEndpoints.rgpdAceptarEmpresa, ({ caller }) => s.auth.acceptRgpd(caller), { allowRgpdPending: true }),
    bind(authEndpoints.passwordEmpresa, async ({ caller, input }) =>
      notice(PortalCodes.PASSWORD_CAMBIADA, await s.auth.changePassword(caller, input.passwordActual, input.passwordNueva)),
    ),
  ]);

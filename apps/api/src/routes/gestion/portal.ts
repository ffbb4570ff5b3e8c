import { authEndpoints } from '@puente/contract/endpoints/auth';
import { cuentaEndpoints } from '@puente/contract/endpoints/cuenta';
import { gestionEndpoints } from '@puente/contract/endpoints/gestion';
import { bind } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** Running the portal: the work queue, god mode, maintenance, deletion requests. */
export const portalGestionRoutes = (s: Pick<Services, 'impersonation' | 'settings' | 'cuenta' | 'pendiente'>) => [
  bind(gestionEndpoints.pendienteGestion, ({ caller }) => s.pendiente.cola(caller)),
  bind(
    authEndpoints.suplantar,
    ({ caller, input }) => s.impersonation.impersonate(caller, input.tipo, input.usuario, input.eidEmpresa),
    { duranteMantenimiento: true },
  ),
  bind(gestionEndpoints.mantenimiento, ({ caller, input }) => s.settings.cambiarMantenimiento(caller, input.activo), {
    duranteMantenimiento: true,
  }),
  bind(cuentaEndpoints.solicitudesBaja, ({ caller }) => s.cuenta.solicitudesAbiertas(caller)),
];

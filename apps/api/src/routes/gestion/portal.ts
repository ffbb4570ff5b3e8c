import { authEndpoints } from '@puente/contract/endpoints/auth';
import { gestionEndpoints } from '@puente/contract/endpoints/gestion';
import { bind, bindFile } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** Running the portal: the work queue, the audit trail, god mode, maintenance. */
export const portalGestionRoutes = (s: Pick<Services, 'impersonation' | 'settings' | 'pendiente' | 'actividad'>) => [
  bind(gestionEndpoints.pendienteGestion, ({ caller }) => s.pendiente.cola(caller)),
  bind(gestionEndpoints.primerosPendienteGestion, ({ caller, input }) => s.pendiente.primeros(caller, input.tipo, input.tamano)),
  bind(gestionEndpoints.actividadGestion, ({ caller, input }) => s.actividad.lista(caller, input)),
  bindFile(gestionEndpoints.actividadCsv, ({ caller, input }) => s.actividad.csv(caller, input)),
  bind(authEndpoints.suplantar, ({ caller, input }) => s.impersonation.impersonate(caller, input), {
    duranteMantenimiento: true,
  }),
  bind(gestionEndpoints.mantenimiento, ({ caller, input }) => s.settings.cambiarMantenimiento(caller, input.activo), {
    duranteMantenimiento: true,
  }),
];

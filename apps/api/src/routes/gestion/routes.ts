import { authEndpoints } from '@puente/contract/endpoints/auth';
import { gestionEndpoints } from '@puente/contract/endpoints/gestion';
import { bind, folder } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The folder's guard is the `gestor` role: university staff only. */
export const gestionRoutes = (s: Services) =>
  folder('gestor', [
    bind(
      authEndpoints.suplantar,
      ({ caller, input }) => s.auth.impersonate(caller, input.tipo, input.usuario, input.eidEmpresa),
      {
        duringMaintenance: true,
      },
    ),
    bind(
      gestionEndpoints.mantenimiento,
      async ({ caller, input }) => {
        const activo = await s.settings.setMaintenance(input.activo);
        await s.audit.record({
          actorTipo: 'gestor',
          actorId: caller.id,
          accion: activo ? 'mantenimiento.on' : 'mantenimiento.off',
        });
        return { activo };
      },
      { duringMaintenance: true },
    ),
  ]);

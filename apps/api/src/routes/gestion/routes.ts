import { authEndpoints } from '@puente/contract/endpoints/auth';
import { cuentaEndpoints } from '@puente/contract/endpoints/cuenta';
import { gestionEndpoints } from '@puente/contract/endpoints/gestion';
import { validacionOfertasEndpoints as vo } from '@puente/contract/endpoints/validacion-ofertas';
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
    bind(gestionEndpoints.mantenimiento, ({ caller, input }) => s.settings.setMaintenance(caller, input.activo), {
      duringMaintenance: true,
    }),
    bind(cuentaEndpoints.solicitudesBaja, () => s.cuenta.openRequests()),
    // The university's review of new offers (modules/validacion-ofertas).
    bind(vo.ofertasPendientesValidacion, () => s.validacionOfertas.pendientes()),
    bind(vo.dameOfertaValidacion, ({ input }) => s.validacionOfertas.detalle(input.idOferta)),
    bind(vo.validarOferta, ({ caller, input }) => s.validacionOfertas.validar(caller, input.idOferta)),
    bind(vo.rechazarOferta, ({ caller, input }) => s.validacionOfertas.rechazar(caller, input.idOferta, input.motivo)),
  ]);

import { validacionOfertasEndpoints as vo } from '@puente/contract/endpoints/validacion-ofertas';
import { bind } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The university's review of new offers (modules/validacion-ofertas). */
export const validacionOfertasGestionRoutes = (s: Pick<Services, 'validacionOfertas'>) => [
  bind(vo.ofertasPendientesValidacion, ({ caller }) => s.validacionOfertas.pendientes(caller)),
  bind(vo.dameOfertaValidacion, ({ caller, input }) => s.validacionOfertas.detalle(caller, input.idOferta)),
  bind(vo.validarOferta, ({ caller, input }) => s.validacionOfertas.validar(caller, input.idOferta)),
  bind(vo.rechazarOferta, ({ caller, input }) => s.validacionOfertas.rechazar(caller, input.idOferta, input.motivo)),
];

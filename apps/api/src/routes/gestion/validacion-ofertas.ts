import { ofertasGestionEndpoints as og, validacionOfertasEndpoints as vo } from '@puente/contract/endpoints/validacion-ofertas';
import { bind } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The university's review of new offers, the staff's offers list and bulk decisions (modules/validacion-ofertas). */
export const validacionOfertasGestionRoutes = (s: Pick<Services, 'validacionOfertas' | 'ofertasGestion'>) => [
  bind(vo.ofertasPendientesValidacion, ({ caller }) => s.validacionOfertas.pendientes(caller)),
  bind(vo.dameOfertaValidacion, ({ caller, input }) => s.validacionOfertas.detalle(caller, input.idOferta)),
  bind(vo.validarOferta, ({ caller, input }) => s.validacionOfertas.validar(caller, input.idOferta)),
  bind(vo.rechazarOferta, ({ caller, input }) => s.validacionOfertas.rechazar(caller, input.idOferta, input.motivo)),
  bind(vo.pedirCambiosOferta, ({ caller, input }) => s.validacionOfertas.pedirCambios(caller, input.idOferta, input.motivo)),
  bind(vo.corregirYValidarOferta, ({ caller, input }) =>
    s.validacionOfertas.corregirYValidar(caller, input.idOferta, input.cambios),
  ),
  bind(og.ofertasGestion, ({ caller, input }) => s.ofertasGestion.lista(caller, input)),
  bind(og.ofertasEnBloque, ({ caller, input }) => s.ofertasGestion.enBloque(caller, input)),
  bind(og.deshacerLoteOfertas, ({ caller, input }) => s.ofertasGestion.deshacer(caller, input.idLote)),
];

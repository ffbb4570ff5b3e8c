import { ofertasEndpoints as oe } from '@puente/contract/endpoints/ofertas';
import { bind } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** Offer search and detail as the student sees them (modules/ofertas). */
export const ofertasAlumnoRoutes = (s: Pick<Services, 'ofertas'>) => [
  bind(oe.ofertasUsuario, ({ caller, input }) => s.ofertas.listar(caller, input)),
  bind(oe.numOfertasEmpleo, () => s.ofertas.numPublicadas('empleo')),
  bind(oe.numOfertasPracticas, () => s.ofertas.numPublicadas('practicas')),
  bind(oe.ofertasEncajan, ({ caller, input }) => s.ofertas.encajan(caller, input.limite)),
  bind(oe.oferta, ({ caller, input }) => s.ofertas.verComoAlumno(caller, input.url)),
];

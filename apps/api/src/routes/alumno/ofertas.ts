import { ofertasEndpoints as oe } from '@puente/contract/endpoints/ofertas';
import { bind } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** Offer search and detail as the student sees them (modules/ofertas), their values in the reader's language. */
export const ofertasAlumnoRoutes = (s: Pick<Services, 'ofertas'>) => [
  // Search and detail, the most requested pages, build their answers field by field (decision 056).
  bind(oe.ofertasUsuario, ({ caller, input, request }) => s.ofertas.listar(caller, input, idiomaDe(request)), {
    salidaTipada: true,
  }),
  bind(oe.numOfertasEmpleo, () => s.ofertas.numPublicadas('empleo')),
  bind(oe.numOfertasPracticas, () => s.ofertas.numPublicadas('practicas')),
  bind(oe.ofertasEncajan, ({ caller, input, request }) => s.ofertas.encajan(caller, input.limite, idiomaDe(request))),
  bind(oe.oferta, ({ caller, input, request }) => s.ofertas.verComoAlumno(caller, input.url, idiomaDe(request)), {
    salidaTipada: true,
  }),
];

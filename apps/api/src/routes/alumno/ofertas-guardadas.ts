import { ofertasGuardadasEndpoints as og } from '@puente/contract/endpoints/ofertas-guardadas';
import { bind } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** The student's saved offers (modules/ofertas-guardadas): always the caller's own. */
export const ofertasGuardadasAlumnoRoutes = (s: Pick<Services, 'ofertasGuardadas'>) => [
  bind(og.ofertasGuardadas, ({ caller, request }) => s.ofertasGuardadas.listar(caller, idiomaDe(request))),
  bind(og.guardarOferta, ({ caller, input }) => s.ofertasGuardadas.guardar(caller, input.urlAcceso)),
  bind(og.quitarOfertaGuardada, ({ caller, input }) => s.ofertasGuardadas.quitar(caller, input.urlAcceso)),
];

import { alumnosGestionEndpoints as ag } from '@puente/contract/endpoints/alumnos-gestion';
import { bind } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** The staff's Alumnos area: the students' list and page, the deregistration requests (modules/alumnos-gestion). */
export const alumnosGestionRoutes = (s: Pick<Services, 'alumnosGestion' | 'bajasGestion'>) => [
  bind(ag.alumnosGestion, ({ caller, input }) => s.alumnosGestion.lista(caller, input)),
  bind(ag.alumnoGestion, ({ caller, input, request }) => s.alumnosGestion.ficha(caller, input.id, idiomaDe(request))),
  bind(ag.solicitudesBaja, ({ caller, input }) => s.bajasGestion.lista(caller, input)),
  bind(ag.resolverSolicitudBaja, ({ caller, input }) => s.bajasGestion.resolver(caller, input)),
];

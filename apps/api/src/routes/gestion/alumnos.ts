import { alumnosGestionEndpoints as ag } from '@puente/contract/endpoints/alumnos-gestion';
import { misDatosEndpoints as md } from '@puente/contract/endpoints/mis-datos';
import { bind } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** The staff's Alumnos area: the students' list and page, the deregistration requests (modules/alumnos-gestion), an erased student's blocked data (modules/datos-personales). */
export const alumnosGestionRoutes = (s: Pick<Services, 'alumnosGestion' | 'bajasGestion' | 'misDatos'>) => [
  bind(ag.alumnosGestion, ({ caller, input }) => s.alumnosGestion.lista(caller, input)),
  bind(ag.alumnoGestion, ({ caller, input, request }) => s.alumnosGestion.ficha(caller, input.id, idiomaDe(request))),
  bind(ag.solicitudesBaja, ({ caller, input }) => s.bajasGestion.lista(caller, input)),
  bind(ag.resolverSolicitudBaja, ({ caller, input }) => s.bajasGestion.resolver(caller, input)),
  bind(md.datosBloqueadosAlumno, ({ caller, input }) => s.misDatos.datosBloqueados(caller, input.id)),
];

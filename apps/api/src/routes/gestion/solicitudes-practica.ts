import { solicitudesPracticaEndpoints as e } from '@puente/contract/endpoints/solicitudes-practica';
import { bind } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The university's answer to internship proposals (modules/solicitudes-practica). */
export const solicitudesPracticaGestionRoutes = (s: Pick<Services, 'solicitudesPracticaGestion'>) => [
  bind(e.propuestasPracticasPendientes, ({ caller }) => s.solicitudesPracticaGestion.propuestasPendientes(caller)),
  bind(e.aceptarPropuestaPractica, ({ caller, input }) => s.solicitudesPracticaGestion.aceptarPropuesta(caller, input.id)),
  bind(e.rechazarPropuestaPractica, ({ caller, input }) => s.solicitudesPracticaGestion.rechazarPropuesta(caller, input)),
];

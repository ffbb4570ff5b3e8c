import { solicitudesPracticaEndpoints as e } from '@puente/contract/endpoints/solicitudes-practica';
import { bind } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The university's answer to internship proposals (modules/solicitudes-practica). */
export const solicitudesPracticaGestionRoutes = (s: Pick<Services, 'solicitudesPractica'>) => [
  bind(e.propuestasPracticasPendientes, ({ caller }) => s.solicitudesPractica.propuestasPendientes(caller)),
  bind(e.aceptarPropuestaPractica, ({ caller, input }) => s.solicitudesPractica.aceptarPropuesta(caller, input.id)),
  bind(e.rechazarPropuestaPractica, ({ caller, input }) => s.solicitudesPractica.rechazarPropuesta(caller, input)),
];

import { solicitudesPracticaEndpoints as e } from '@puente/contract/endpoints/solicitudes-practica';
import { bind } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** /propuesta-practicas for students: proposals of a company and requests to an education centre (modules/solicitudes-practica). */
export const solicitudesPracticaAlumnoRoutes = (s: Pick<Services, 'solicitudesPractica'>) => [
  bind(e.solicitudPracticaAlumno, ({ caller, input }) => s.solicitudesPractica.enviarAlumno(caller, input)),
  bind(e.dameSolicitudesPracticaAlumno, ({ caller }) => s.solicitudesPractica.listaAlumno(caller)),
  bind(e.numeroSolicitudPracticasEducacionDisponibles, ({ caller }) => s.solicitudesPractica.disponibles(caller)),
];

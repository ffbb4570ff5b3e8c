import { solicitudesPracticaEndpoints as e } from '@puente/contract/endpoints/solicitudes-practica';
import { bind } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** /propuesta-practicas and /solicitudes-practicas-educacion for companies (modules/solicitudes-practica): the token's active company. */
export const solicitudesPracticaEmpresaRoutes = (s: Pick<Services, 'solicitudesPractica'>) => [
  bind(e.compruebaDNIalumno, ({ caller, input }) => s.solicitudesPractica.compruebaDni(caller, input.dni)),
  bind(e.solicitudPracticaEmpresa, ({ caller, input }) => s.solicitudesPractica.proponerAlumno(caller, input)),
  bind(e.tieneMenuSolicitudesPracticasEducacion, ({ caller }) => s.solicitudesPractica.tieneMenu(caller)),
  bind(e.dameSolicitudesPracticasEducacion, ({ caller }) => s.solicitudesPractica.listaEducacion(caller)),
  bind(e.dameSolicitudPractica, ({ caller, input }) => s.solicitudesPractica.detalleEmpresa(caller, input.id)),
  bind(e.aceptarSolicitudPractica, ({ caller, input }) => s.solicitudesPractica.aceptarEducacion(caller, input)),
  bind(e.rechazarSolicitudPractica, ({ caller, input }) => s.solicitudesPractica.rechazarEducacion(caller, input)),
];

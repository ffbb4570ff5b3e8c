import { comunicacionesEndpoints } from '@puente/contract/endpoints/comunicaciones';
import { notificacionesEndpoints as ne } from '@puente/contract/endpoints/notificaciones';
import { bind } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** The student's notifications panel and the university's notices (modules/notificaciones, modules/comunicaciones). */
export const notificacionesAlumnoRoutes = (s: Pick<Services, 'notificaciones' | 'comunicaciones'>) => [
  bind(comunicacionesEndpoints.comunicacionesAlumno, ({ caller }) => s.comunicaciones.vigentes(caller)),
  bind(ne.notificacionesAlumno, ({ caller, request }) => s.notificaciones.listar(caller, idiomaDe(request))),
  bind(ne.marcarNotificacionLeidaAlumno, ({ caller, input }) => s.notificaciones.marcarLeida(caller, input.id)),
  bind(ne.eliminaNotificacionAlumno, ({ caller, input }) => s.notificaciones.eliminar(caller, input.id)),
  bind(ne.marcarNotificacionesSinEnlaceLeidasAlumno, ({ caller }) => s.notificaciones.marcarLeidasSinEnlace(caller)),
  bind(ne.marcarNotificacionesLeidasAlumno, ({ caller }) => s.notificaciones.marcarTodasLeidas(caller)),
  bind(ne.eliminaNotificacionesAlumno, ({ caller }) => s.notificaciones.eliminarTodas(caller)),
];

import { comunicacionesEndpoints } from '@puente/contract/endpoints/comunicaciones';
import { notificacionesEndpoints as ne } from '@puente/contract/endpoints/notificaciones';
import { bind } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** The company's notifications panel and the university's notices (modules/notificaciones, modules/comunicaciones). */
export const notificacionesEmpresaRoutes = (s: Pick<Services, 'notificaciones' | 'comunicaciones'>) => [
  bind(comunicacionesEndpoints.comunicacionesEmpresa, ({ caller }) => s.comunicaciones.vigentes(caller)),
  bind(ne.notificacionesEmpresa, ({ caller, request }) => s.notificaciones.listar(caller, idiomaDe(request))),
  bind(ne.marcarNotificacionLeidaEmpresa, ({ caller, input }) => s.notificaciones.marcarLeida(caller, input.id)),
  bind(ne.eliminaNotificacionEmpresa, ({ caller, input }) => s.notificaciones.eliminar(caller, input.id)),
  bind(ne.marcarNotificacionesSinEnlaceLeidasEmpresa, ({ caller }) => s.notificaciones.marcarLeidasSinEnlace(caller)),
  bind(ne.marcarNotificacionesLeidasEmpresa, ({ caller }) => s.notificaciones.marcarTodasLeidas(caller)),
  bind(ne.eliminaNotificacionesEmpresa, ({ caller }) => s.notificaciones.eliminarTodas(caller)),
];

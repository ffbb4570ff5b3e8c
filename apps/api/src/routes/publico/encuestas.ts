import { encuestasEndpoints as e } from '@puente/contract/endpoints/encuestas';
import { bindPublic } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/**
 * The survey entry under /api/Encuestas that gives a survey token: a public
 * header, the personal link, a login inside the survey (the login limits),
 * the university's SSO and the anonymous option (modules/encuestas).
 */
export const encuestasPublicoRoutes = (s: Pick<Services, 'encuestas'>) => [
  bindPublic(e.cabeceraEncuesta, ({ input }) => s.encuestas.cabecera(input.urlAcceso)),
  bindPublic(e.accesoEncuesta, ({ input }) => s.encuestas.acceso(input.id, input.querystringValue), { rateLimitPerMinute: 60 }),
  bindPublic(e.logaUsuarioEncuesta, ({ input: { id, ...datos }, request }) => s.encuestas.logaUsuario(id, datos, request.ip)),
  bindPublic(e.loginIntegradoEncuesta, ({ input }) => s.encuestas.loginIntegrado(input.id, input.respuesta)),
  // One anonymous entry answers once; the limit keeps one address from minting entries without end, and the
  // service refuses one to an address that has sent the most anonymous answers it may now (decision 052).
  bindPublic(e.logaAnonimo, ({ input, request }) => s.encuestas.logaAnonimo(input.id, request.ip), { rateLimitPerMinute: 20 }),
];

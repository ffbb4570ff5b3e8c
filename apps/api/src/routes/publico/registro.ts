import { registroEndpoints } from '@puente/contract/endpoints/registro';
import { bindPublic } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/**
 * Registration and password reset (modules/registro). Each one is limited
 * per address, like the logins; over the limit the envelope answers 429.
 * The mails go out in the language the browser asks for.
 */
export const registroPublicoRoutes = (s: Pick<Services, 'registro'>) => [
  bindPublic(registroEndpoints.registrarUsuario, ({ input, request }) => s.registro.registrar(input, idiomaDe(request)), {
    rateLimitPerMinute: 5,
  }),
  bindPublic(
    registroEndpoints.solicitarReseteoPassword,
    ({ input, request }) => s.registro.solicitarReseteo(input.usuario, idiomaDe(request)),
    { rateLimitPerMinute: 5 },
  ),
  bindPublic(registroEndpoints.restablecerPassword, ({ input }) => s.registro.restablecer(input), { rateLimitPerMinute: 10 }),
];

import { authEndpoints } from '@puente/contract/endpoints/auth';
import { bindPublic } from '../../lib/endpoint-binding';
import type { Services } from '../../services';
import { samlPublicoRoutes } from './saml';

/**
 * The logins share one budget of attempts per account and per address, kept
 * by LoginService (modules/intentos); the staff login and the RGPD text also
 * answer during maintenance. The university single sign-on is in ./saml.ts.
 */
export const authPublicoRoutes = (s: Pick<Services, 'login' | 'rgpd' | 'saml'>) => [
  bindPublic(authEndpoints.loginAlumno, ({ input, request }) => s.login.loginAlumno(input, request.ip)),
  bindPublic(authEndpoints.loginEmpresa, ({ input, request }) => s.login.loginEmpresa(input, request.ip)),
  bindPublic(authEndpoints.empresasDelUsuario, ({ input, request }) => s.login.companiesOfContact(input, request.ip)),
  bindPublic(authEndpoints.loginGestor, ({ input, request }) => s.login.loginGestor(input, request.ip), {
    duranteMantenimiento: true,
  }),
  bindPublic(authEndpoints.rgpdTextoActual, () => s.rgpd.texto(), { duranteMantenimiento: true }),
  ...samlPublicoRoutes(s),
];

import { authEndpoints } from '@puente/contract/endpoints/auth';
import { bindPublic } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The logins share the login rate limit; the staff login and the RGPD text also answer during maintenance. */
export const authPublicoRoutes = (s: Pick<Services, 'login' | 'rgpd' | 'env'>) => {
  const login = { rateLimitPerMinute: s.env.LOGIN_RATE_LIMIT };
  return [
    bindPublic(authEndpoints.loginAlumno, ({ input }) => s.login.loginAlumno(input), login),
    bindPublic(authEndpoints.loginEmpresa, ({ input }) => s.login.loginEmpresa(input), login),
    bindPublic(authEndpoints.empresasDelUsuario, ({ input }) => s.login.companiesOfContact(input), login),
    bindPublic(authEndpoints.loginGestor, ({ input }) => s.login.loginGestor(input), { ...login, duranteMantenimiento: true }),
    bindPublic(authEndpoints.rgpdTextoActual, () => s.rgpd.texto(), { duranteMantenimiento: true }),
  ];
};

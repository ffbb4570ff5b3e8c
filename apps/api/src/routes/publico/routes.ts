import { authEndpoints } from '@puente/contract/endpoints/auth';
import { dominiosEndpoints } from '@puente/contract/endpoints/dominios';
import { publicoEndpoints } from '@puente/contract/endpoints/publico';
import { bindPublic, folder } from '../../lib/endpoint-binding';
import type { Services } from '../../services';
import { APP_VERSION } from '../../version';

/** Anonymous endpoints: login, brand, domain lists, error reports. */
export const publicoRoutes = (s: Services) => {
  const login = { rateLimitPerMinute: s.env.LOGIN_RATE_LIMIT };
  return folder('publico', [
    bindPublic(authEndpoints.loginAlumno, ({ input }) => s.auth.loginAlumno(input), login),
    bindPublic(authEndpoints.loginEmpresa, ({ input }) => s.auth.loginEmpresa(input), login),
    bindPublic(authEndpoints.empresasDelUsuario, ({ input }) => s.auth.companiesOfContact(input), login),
    bindPublic(authEndpoints.loginGestor, ({ input }) => s.auth.loginGestor(input), { ...login, duringMaintenance: true }),
    bindPublic(authEndpoints.rgpdTextoActual, () => s.auth.rgpdText(), { duringMaintenance: true }),
    bindPublic(
      publicoEndpoints.marca,
      async () => ({ ...s.brand, mantenimiento: await s.settings.maintenance(), version: APP_VERSION }),
      { duringMaintenance: true },
    ),
    bindPublic(
      publicoEndpoints.informarError,
      async ({ input, request }) => {
        const token = request.headers.authorization?.replace(/^Bearer /, '');
        const caller = token ? await s.auth.authenticate(token).catch(() => null) : null;
        await s.errorReports.report({
          ...input,
          idUsuario: caller ? `${caller.tipo}:${caller.id}` : null,
          host: request.headers.host ?? '',
        });
        return null;
      },
      { rateLimitPerMinute: 10, duringMaintenance: true },
    ),
    bindPublic(dominiosEndpoints.dominios, () => s.dominios.dominios('es'), { duringMaintenance: true }),
    bindPublic(dominiosEndpoints.dominiosList, ({ input }) => s.dominios.dominios(input.lang), { duringMaintenance: true }),
    bindPublic(dominiosEndpoints.tagsInteres, () => s.dominios.list('tagsInteres'), { duringMaintenance: true }),
    bindPublic(dominiosEndpoints.programasInformaticos, () => s.dominios.list('programasInformaticos'), {
      duringMaintenance: true,
    }),
    bindPublic(dominiosEndpoints.titulaciones, () => s.dominios.titulaciones(), { duringMaintenance: true }),
    bindPublic(dominiosEndpoints.motivosCambioEstado, () => s.dominios.motivos(), { duringMaintenance: true }),
    bindPublic(dominiosEndpoints.centrosEducativos, ({ input }) => s.dominios.centros(input.id), { duringMaintenance: true }),
  ]);
};

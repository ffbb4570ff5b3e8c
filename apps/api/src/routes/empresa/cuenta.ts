import { authEndpoints } from '@puente/contract/endpoints/auth';
import { bind } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The contact's account: RGPD acceptance, password and the company they act for. */
export const cuentaEmpresaRoutes = (s: Pick<Services, 'rgpd' | 'passwords' | 'empresaActiva'>) => [
  bind(authEndpoints.rgpdAceptarEmpresa, ({ caller }) => s.rgpd.aceptar(caller), { allowRgpdPending: true }),
  bind(authEndpoints.passwordEmpresa, ({ caller, input, request }) =>
    s.passwords.cambiar(caller, input.passwordActual, input.passwordNueva, request.ip),
  ),
  bind(authEndpoints.misEmpresas, ({ caller }) => s.empresaActiva.misEmpresas(caller)),
  bind(authEndpoints.cambiarEmpresa, ({ caller, input }) => s.empresaActiva.cambiar(caller, input.idEmpresa)),
];

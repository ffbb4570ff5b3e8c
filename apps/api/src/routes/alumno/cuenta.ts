import { authEndpoints } from '@puente/contract/endpoints/auth';
import { cuentaEndpoints } from '@puente/contract/endpoints/cuenta';
import { bind } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** The student's account: RGPD acceptance, password, deletion request. */
export const cuentaAlumnoRoutes = (s: Pick<Services, 'rgpd' | 'passwords' | 'cuenta'>) => [
  bind(authEndpoints.rgpdAceptarAlumno, ({ caller }) => s.rgpd.aceptar(caller), { allowRgpdPending: true }),
  bind(authEndpoints.passwordAlumno, ({ caller, input, request }) =>
    s.passwords.cambiar(caller, input.passwordActual, input.passwordNueva, request.ip),
  ),
  bind(cuentaEndpoints.solicitarBaja, ({ caller, input, request }) =>
    s.cuenta.solicitarBaja(caller, input.motivo, idiomaDe(request)),
  ),
];

import { altaEmpresaEndpoints } from '@puente/contract/endpoints/alta-empresa';
import { bind } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** A contact adds a colleague to its active company; the colleague's set-password mail goes in the caller's language. */
export const contactosEmpresaRoutes = (s: Pick<Services, 'altaEmpresa'>) => [
  bind(altaEmpresaEndpoints.guardarUsuarioEmpresa, ({ caller, input, request }) =>
    s.altaEmpresa.guardarUsuario(caller, input, idiomaDe(request)),
  ),
];

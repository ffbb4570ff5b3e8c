import { misDatosEndpoints as md } from '@puente/contract/endpoints/mis-datos';
import { bind, bindFile } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** The contact's own data: copies of it and the erasure of their account (modules/datos-personales). */
export const misDatosEmpresaRoutes = (s: Pick<Services, 'misDatos'>) => [
  bind(md.misDatosContacto, ({ caller }) => s.misDatos.misDatosContacto(caller)),
  bind(md.solicitarExportacionContacto, ({ caller, request }) => s.misDatos.solicitarExportacion(caller, idiomaDe(request))),
  bindFile(md.descargarExportacionContacto, ({ caller, input }) => s.misDatos.descargar(caller, input.id)),
  bind(md.eliminarCuentaContacto, ({ caller, input, request }) =>
    s.misDatos.eliminarCuentaContacto(caller, input, request.ip, idiomaDe(request)),
  ),
];

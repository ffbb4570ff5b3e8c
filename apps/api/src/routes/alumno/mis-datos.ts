import { misDatosEndpoints as md } from '@puente/contract/endpoints/mis-datos';
import { bind, bindFile } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** The student's data in their own hands: copies of it and the erasure of their account (modules/datos-personales). */
export const misDatosAlumnoRoutes = (s: Pick<Services, 'misDatos'>) => [
  bind(md.misDatos, ({ caller }) => s.misDatos.misDatos(caller)),
  bind(md.solicitarExportacion, ({ caller, request }) => s.misDatos.solicitarExportacion(caller, idiomaDe(request))),
  bindFile(md.descargarExportacion, ({ caller, input }) => s.misDatos.descargar(caller, input.id)),
  bind(md.eliminarCuenta, ({ caller, input, request }) =>
    s.misDatos.eliminarCuenta(caller, input, request.ip, idiomaDe(request)),
  ),
];

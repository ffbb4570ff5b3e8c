import { miEmpresaEndpoints } from '@puente/contract/endpoints/mi-empresa';
import { bind } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** /mi-empresa and /mi-perfil: the token's company and the caller, never an id from the request. */
export const miEmpresaRoutes = (s: Pick<Services, 'miEmpresa'>) => [
  bind(miEmpresaEndpoints.dameDatosEmpresa, ({ caller }) => s.miEmpresa.datosEmpresa(caller)),
  bind(miEmpresaEndpoints.editaEmpresaCompletos, ({ caller, input }) => s.miEmpresa.editaEmpresa(caller, input)),
  bind(miEmpresaEndpoints.dameDatosContactoEmpresa, ({ caller }) => s.miEmpresa.datosContacto(caller)),
  bind(miEmpresaEndpoints.editaContactoEmpresa, ({ caller, input }) => s.miEmpresa.editaContacto(caller, input)),
  bind(miEmpresaEndpoints.faltanDatosAlaEmpresa, ({ caller }) => s.miEmpresa.faltanEmpresa(caller)),
  bind(miEmpresaEndpoints.faltanDatosAlContactoEmpresa, ({ caller }) => s.miEmpresa.faltanContacto(caller)),
];

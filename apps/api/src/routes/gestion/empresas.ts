import { altaEmpresaEndpoints as e } from '@puente/contract/endpoints/alta-empresa';
import { bind } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The sign-ups waiting for the university: list, validate, reject with a reason. */
export const empresasGestionRoutes = (s: Pick<Services, 'altaEmpresa'>) => [
  bind(e.empresasPendientes, ({ caller }) => s.altaEmpresa.empresasPendientes(caller)),
  bind(e.validarEmpresa, ({ caller, input }) => s.altaEmpresa.validarEmpresa(caller, input.id)),
  bind(e.rechazarEmpresa, ({ caller, input }) => s.altaEmpresa.rechazarEmpresa(caller, input.id, input.motivo)),
];

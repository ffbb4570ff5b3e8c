import { altaEmpresaEndpoints as e } from '@puente/contract/endpoints/alta-empresa';
import { bind } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The sign-ups waiting for the university: list, validate, reject with a reason. */
export const empresasGestionRoutes = (s: Pick<Services, 'altaEmpresaGestion'>) => [
  bind(e.empresasPendientes, ({ caller }) => s.altaEmpresaGestion.empresasPendientes(caller)),
  bind(e.validarEmpresa, ({ caller, input }) => s.altaEmpresaGestion.validarEmpresa(caller, input.id)),
  bind(e.rechazarEmpresa, ({ caller, input }) =>
    s.altaEmpresaGestion.rechazarEmpresa(caller, input.id, { idMotivo: input.idMotivo, detalle: input.motivo }),
  ),
];

import { programasEndpoints as p } from '@puente/contract/endpoints/programas';
import { bind } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** Programmes as the token's active company sees them, and its adhesion (modules/programas). */
export const programasEmpresaRoutes = (s: Pick<Services, 'programas'>) => [
  bind(p.programasActivosEmpresa, ({ caller }) => s.programas.activosEmpresa(caller)),
  bind(p.detalleProgramaEmpresa, ({ caller, input }) => s.programas.detalleEmpresa(caller, input.id)),
  bind(p.solicitaAhesionPrograma, ({ caller, input }) => s.programas.adhesionEmpresa(caller, input.id)),
];

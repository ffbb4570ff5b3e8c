import { programasEndpoints as p } from '@puente/contract/endpoints/programas';
import { bind } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** Programmes as the token's active company sees them, and its adhesion (modules/programas). */
export const programasEmpresaRoutes = (s: Pick<Services, 'programas'>) => [
  bind(p.programasActivosEmpresa, ({ caller, request }) => s.programas.activosEmpresa(caller, idiomaDe(request))),
  bind(p.detalleProgramaEmpresa, ({ caller, input, request }) => s.programas.detalleEmpresa(caller, input.id, idiomaDe(request))),
  bind(p.solicitaAhesionPrograma, ({ caller, input }) => s.programas.adhesionEmpresa(caller, input.id)),
];

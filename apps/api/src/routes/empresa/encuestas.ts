import { encuestasEndpoints as e } from '@puente/contract/endpoints/encuestas';
import { bind } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The active company's surveys with their personal links (modules/encuestas). */
export const encuestasEmpresaRoutes = (s: Pick<Services, 'encuestas'>) => [
  bind(e.dameEncuestas, ({ caller }) => s.encuestas.delUsuario(caller)),
];

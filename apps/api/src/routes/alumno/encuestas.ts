import { encuestasEndpoints as e } from '@puente/contract/endpoints/encuestas';
import { bind } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The student's surveys with their personal links (modules/encuestas). */
export const encuestasAlumnoRoutes = (s: Pick<Services, 'encuestas'>) => [
  bind(e.dameEncuestasUsuario, ({ caller }) => s.encuestas.delUsuario(caller)),
];

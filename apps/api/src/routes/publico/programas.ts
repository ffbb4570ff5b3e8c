import { programasEndpoints as p } from '@puente/contract/endpoints/programas';
import { bindPublic } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The active internship programmes anyone may read (modules/programas): public fields only. */
export const programasPublicoRoutes = (s: Pick<Services, 'programas'>) => [
  bindPublic(p.programasPracticasActivos, () => s.programas.activos()),
];

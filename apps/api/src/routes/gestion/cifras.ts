import { cifrasEndpoints as c } from '@puente/contract/endpoints/cifras';
import { bind, bindFile } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** /gestion/cifras: the office's numbers, and the survey that feeds the graduates' follow-up (modules/cifras). */
export const cifrasGestionRoutes = (s: Pick<Services, 'cifras'>) => [
  bind(c.cifras, ({ caller, input }) => s.cifras.cifras(caller, input)),
  bindFile(c.cifrasCsv, ({ caller, input }) => s.cifras.csv(caller, input)),
  bind(c.seguimientoEncuesta, ({ caller, input }) => s.cifras.leerSeguimiento(caller, input.id)),
  bind(c.marcarSeguimientoEncuesta, ({ caller, input }) => s.cifras.marcarSeguimiento(caller, input)),
];

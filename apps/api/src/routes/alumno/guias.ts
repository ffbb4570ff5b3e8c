import { guiasEndpoints as g } from '@puente/contract/endpoints/guias';
import { bind, bindFile } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The published orientation guides and their PDFs (modules/guias). */
export const guiasAlumnoRoutes = (s: Pick<Services, 'guias'>) => [
  bind(g.dameGuiaOrientacion, () => s.guias.publicadas()),
  bindFile(g.ficheroGuiaOrientacion, ({ input }) => s.guias.fichero(input.id)),
];

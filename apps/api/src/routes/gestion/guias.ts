import { guiasEndpoints as g } from '@puente/contract/endpoints/guias';
import { bind, bindFile } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The university's orientation guides: every one, published or not, and their changes (modules/guias). */
export const guiasGestionRoutes = (s: Pick<Services, 'guias'>) => [
  bind(g.guiasOrientacionGestion, ({ caller, input }) => s.guias.todas(caller, input)),
  bindFile(g.ficheroGuiaOrientacionGestion, ({ caller, input }) => s.guias.ficheroGestion(caller, input.id)),
  bind(g.crearGuiaOrientacion, ({ caller, input }) => s.guias.crear(caller, input)),
  bind(g.editarGuiaOrientacion, ({ caller, input }) => s.guias.editar(caller, input)),
  bind(g.despublicarGuiaOrientacion, ({ caller, input }) => s.guias.publicar(caller, input.id, false)),
  bind(g.publicarGuiaOrientacion, ({ caller, input }) => s.guias.publicar(caller, input.id, true)),
];

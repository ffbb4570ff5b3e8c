import { encuestasEndpoints as e } from '@puente/contract/endpoints/encuestas';
import { bind, bindFile } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The university's surveys and their results (modules/encuestas). */
export const encuestasGestionRoutes = (s: Pick<Services, 'encuestasGestion'>) => [
  bind(e.encuestasGestion, ({ caller, input }) => s.encuestasGestion.lista(caller, input)),
  bind(e.encuestaGestion, ({ caller, input }) => s.encuestasGestion.edicion(caller, input.id)),
  bind(e.publicarEncuesta, ({ caller, input }) => s.encuestasGestion.publicar(caller, input.id)),
  bind(e.crearEncuesta, ({ caller, input }) => s.encuestasGestion.crear(caller, input)),
  bind(e.editarEncuesta, ({ caller, input: { id, ...datos } }) => s.encuestasGestion.editar(caller, id, datos)),
  bind(e.despublicarEncuesta, ({ caller, input }) => s.encuestasGestion.despublicar(caller, input.id)),
  bind(e.resultadosEncuesta, ({ caller, input }) => s.encuestasGestion.resultados(caller, input.id)),
  bindFile(e.resultadosEncuestaCsv, ({ caller, input }) => s.encuestasGestion.resultadosCsv(caller, input.id)),
];

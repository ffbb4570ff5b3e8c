import { encuestasEndpoints as e } from '@puente/contract/endpoints/encuestas';
import { bind, bindFile } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The university's surveys and their results (modules/encuestas). */
export const encuestasGestionRoutes = (s: Pick<Services, 'encuestas'>) => [
  bind(e.encuestasGestion, ({ caller }) => s.encuestas.todas(caller)),
  bind(e.crearEncuesta, ({ caller, input }) => s.encuestas.crear(caller, input)),
  bind(e.editarEncuesta, ({ caller, input: { id, ...datos } }) => s.encuestas.editar(caller, id, datos)),
  bind(e.despublicarEncuesta, ({ caller, input }) => s.encuestas.despublicar(caller, input.id)),
  bind(e.resultadosEncuesta, ({ caller, input }) => s.encuestas.resultados(caller, input.id)),
  bindFile(e.resultadosEncuestaCsv, ({ caller, input }) => s.encuestas.resultadosCsv(caller, input.id)),
];

import { programasEndpoints as p } from '@puente/contract/endpoints/programas';
import { bind } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The university's programmes and the adhesions it decides (modules/programas). */
export const programasGestionRoutes = (s: Pick<Services, 'programas'>) => [
  bind(p.programasGestion, ({ caller }) => s.programas.todos(caller)),
  bind(p.crearPrograma, ({ caller, input }) => s.programas.crear(caller, input)),
  bind(p.editarPrograma, ({ caller, input: { id, ...datos } }) => s.programas.editar(caller, id, datos)),
  bind(p.desactivarPrograma, ({ caller, input }) => s.programas.desactivar(caller, input.id)),
  bind(p.adhesionesPrograma, ({ caller, input }) => s.programas.adhesiones(caller, input.id)),
  bind(p.resolverAdhesionPrograma, ({ caller, input }) => s.programas.resolver(caller, input)),
];

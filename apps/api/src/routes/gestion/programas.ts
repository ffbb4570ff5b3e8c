import { programasEndpoints as p } from '@puente/contract/endpoints/programas';
import { bind } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The university's programmes and the adhesions it decides (modules/programas). */
export const programasGestionRoutes = (s: Pick<Services, 'programasGestion'>) => [
  bind(p.programasGestion, ({ caller, input }) => s.programasGestion.lista(caller, input)),
  bind(p.programaGestion, ({ caller, input }) => s.programasGestion.uno(caller, input.id)),
  bind(p.crearPrograma, ({ caller, input }) => s.programasGestion.crear(caller, input)),
  bind(p.editarPrograma, ({ caller, input: { id, ...datos } }) => s.programasGestion.editar(caller, id, datos)),
  bind(p.desactivarPrograma, ({ caller, input }) => s.programasGestion.desactivar(caller, input.id)),
  bind(p.activarPrograma, ({ caller, input }) => s.programasGestion.activar(caller, input.id)),
  bind(p.ofertasYPracticasPrograma, ({ caller, input }) => s.programasGestion.ofertasYPracticas(caller, input.id)),
  bind(p.adhesionesPrograma, ({ caller, input }) => s.programasGestion.adhesiones(caller, input.id)),
  bind(p.resolverAdhesionPrograma, ({ caller, input }) => s.programasGestion.resolver(caller, input)),
];

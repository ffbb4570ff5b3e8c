import { eventosEndpoints as e } from '@puente/contract/endpoints/eventos';
import { bind, bindFile } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The university's events and their registrations (modules/eventos). */
export const eventosGestionRoutes = (s: Pick<Services, 'eventos'>) => [
  bind(e.eventosGestion, ({ caller }) => s.eventos.todos(caller)),
  bind(e.crearEvento, ({ caller, input }) => s.eventos.crear(caller, input)),
  bind(e.editarEvento, ({ caller, input: { id, ...datos } }) => s.eventos.editar(caller, id, datos)),
  bind(e.despublicarEvento, ({ caller, input }) => s.eventos.despublicar(caller, input.id)),
  bind(e.inscritosEvento, ({ caller, input }) => s.eventos.inscritos(caller, input.id)),
  bindFile(e.inscritosEventoCsv, ({ caller, input }) => s.eventos.inscritosCsv(caller, input.id)),
];

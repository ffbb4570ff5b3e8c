import { tareasEndpoints as e } from '@puente/contract/endpoints/tareas';
import { bind } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** A periodic job run now (modules/tareas): administración only, audited. */
export const tareasGestionRoutes = (s: Pick<Services, 'tareas'>) => [
  bind(e.ejecutarTarea, ({ caller, input }) => s.tareas.ejecutar(caller, input.tarea, { adelantar: input.adelantar })),
];

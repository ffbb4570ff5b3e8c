import type { AuditService } from '../audit/audit.service';
import { TareasService } from './tareas.service';
import { type ServiciosDeTareas, tareasPeriodicas } from './tareas-periodicas';

/** The periodic jobs over the services that do the work; staff run one now through `tareas.ejecutar`. */
export function createTareasModule({ audit, ...servicios }: ServiciosDeTareas & { audit: Pick<AuditService, 'record'> }) {
  return { tareas: new TareasService({ tareas: tareasPeriodicas(servicios), audit }) };
}

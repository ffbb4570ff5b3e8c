import type { ClaveTarea, TareaEjecutada } from '@puente/contract/endpoints/tareas';
import { requireAccess } from '../../lib/access';
import type { Caller } from '../../lib/caller';
import type { AuditService } from '../audit/audit.service';
import type { TareaProgramada } from './tareas-periodicas';

/**
 * The API's periodic jobs (tareas-periodicas.ts): the list server.ts starts on timers, and a job run now by staff with
 * administración (after a fix, or a digest sent early with `adelantar`), audited with its key and what it did. A run
 * now may meet a timer's run of the same job: each job claims its rows, so nothing goes twice.
 */
export class TareasService {
  constructor(
    private readonly deps: {
      tareas: readonly TareaProgramada[];
      audit: Pick<AuditService, 'record'>;
    },
  ) {}

  /** Every job with its interval, as server.ts hands them to arrancarTareas. */
  programadas(): readonly TareaProgramada[] {
    return this.deps.tareas;
  }

  async ejecutar(caller: Caller | null, clave: ClaveTarea, { adelantar = false } = {}): Promise<TareaEjecutada> {
    requireAccess(caller, 'administracion:cambiar');
    const tarea = this.deps.tareas.find((t) => t.clave === clave);
    if (!tarea) throw new Error(`Tarea periódica sin declarar: ${clave}`);
    const hechos = await tarea.ejecutar({ adelantar });
    await this.deps.audit.record(caller, { accion: 'tarea.ejecucion', detalle: { tarea: clave, hechos, adelantar } });
    return { tarea: clave, hechos };
  }
}

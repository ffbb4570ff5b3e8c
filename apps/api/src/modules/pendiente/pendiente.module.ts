import type { Platform } from '../../platform';
import { PendienteRepository } from './pendiente.repository';
import { PendienteService } from './pendiente.service';

/** The staff's work queue (issue 25): a read model over the tables where each kind waits. */
export function createPendienteModule({ db }: Pick<Platform, 'db'>) {
  return { pendiente: new PendienteService({ repo: new PendienteRepository(db), ahora: () => new Date() }) };
}

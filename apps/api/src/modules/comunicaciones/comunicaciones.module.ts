import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import { ComunicacionesRepository } from './comunicaciones.repository';
import { ComunicacionesService } from './comunicaciones.service';

export function createComunicacionesModule(
  { db, withTransaction }: Pick<Platform, 'db' | 'withTransaction'>,
  { audit }: { audit: Pick<AuditService, 'record'> },
) {
  return {
    comunicaciones: new ComunicacionesService({
      repo: new ComunicacionesRepository(db),
      audit,
      withTransaction,
      ahora: () => new Date(),
    }),
  };
}

import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import { CifrasRepository } from './cifras.repository';
import { CifrasService } from './cifras.service';

/** The office's numbers (issue 27, decision 044). */
export function createCifrasModule(
  { db, withTransaction }: Pick<Platform, 'db' | 'withTransaction'>,
  { audit }: { audit: Pick<AuditService, 'record'> },
) {
  return { cifras: new CifrasService({ repo: new CifrasRepository(db), audit, withTransaction, ahora: () => new Date() }) };
}

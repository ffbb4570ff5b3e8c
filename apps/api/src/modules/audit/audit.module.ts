import type { Platform } from '../../platform';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';

export function createAuditModule({ db }: Platform) {
  return { audit: new AuditService({ repo: new AuditRepository(db) }) };
}

import type { Platform } from '../../platform';
import { ActividadRepository } from './actividad.repository';
import { ActividadService } from './actividad.service';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';

/** Writing the audit trail (`audit`, every module) and reading it back (`actividad`, administración). */
export function createAuditModule({ db }: Platform) {
  return {
    audit: new AuditService({ repo: new AuditRepository(db) }),
    actividad: new ActividadService({ repo: new ActividadRepository(db), ahora: () => new Date() }),
  };
}

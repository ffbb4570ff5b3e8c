import type { FileStorage } from '../../lib/storage/storage';
import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import type { SessionService } from '../auth/session.service';
import { EmpresasGestionRepository } from './empresas-gestion.repository';
import { EmpresasGestionService } from './empresas-gestion.service';

/** The staff's Empresas area (issue 25): the companies list, a company's page, block and unblock. */
export function createEmpresasGestionModule(
  { db, withTransaction }: Pick<Platform, 'db' | 'withTransaction'>,
  deps: { audit: Pick<AuditService, 'record'>; sessions: Pick<SessionService, 'forgetUser'>; storage: FileStorage },
) {
  return {
    empresasGestion: new EmpresasGestionService({
      repo: new EmpresasGestionRepository(db),
      ...deps,
      withTransaction,
      ahora: () => new Date(),
    }),
  };
}

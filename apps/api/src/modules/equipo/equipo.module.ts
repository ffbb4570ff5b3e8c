import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import { hashPassword } from '../auth/passwords';
import type { SessionService } from '../auth/session.service';
import { EquipoRepository } from './equipo.repository';
import { EquipoService } from './equipo.service';

/** The staff team and their permissions (issue 25, decision 037). */
export function createEquipoModule(
  { db, withTransaction }: Pick<Platform, 'db' | 'withTransaction'>,
  deps: { audit: Pick<AuditService, 'record'>; sessions: Pick<SessionService, 'forgetUser'> },
) {
  return { equipo: new EquipoService({ repo: new EquipoRepository(db), ...deps, hashPassword, withTransaction }) };
}

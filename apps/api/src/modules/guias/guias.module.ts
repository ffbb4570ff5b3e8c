import type { FileStorage } from '../../lib/storage/storage';
import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import { GuiasRepository } from './guias.repository';
import { GuiasService } from './guias.service';

export interface GuiasModuleDeps {
  storage: FileStorage;
  audit: Pick<AuditService, 'record'>;
}

/** Orientation guides (issue 15, decision 025): the student's list and PDFs, the staff's management. */
export function createGuiasModule(
  { db, withTransaction }: Pick<Platform, 'db' | 'withTransaction'>,
  { storage, audit }: GuiasModuleDeps,
) {
  return {
    guias: new GuiasService({ repo: new GuiasRepository(db), storage, audit, withTransaction, ahora: () => new Date() }),
  };
}

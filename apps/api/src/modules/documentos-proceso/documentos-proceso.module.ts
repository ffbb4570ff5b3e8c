import type { FileStorage } from '../../lib/storage/storage';
import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import { DocumentosProcesoRepository } from './documentos-proceso.repository';
import { DocumentosProcesoService } from './documentos-proceso.service';

/** Documents per offer (rule 11): handed in by students, downloaded by the offer's company. */
export function createDocumentosProcesoModule(
  { db, withTransaction }: Platform,
  deps: { storage: FileStorage; audit: AuditService },
) {
  const repo = new DocumentosProcesoRepository(db);
  return { documentosProceso: new DocumentosProcesoService({ repo, ...deps, withTransaction }) };
}

import type { FileStorage } from '../../lib/storage/storage';
import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import type { DominiosService } from '../dominios/dominios.service';
import { CvRepository } from './cv.repository';
import { CvService } from './cv.service';

/** Mi currículum: the student's CV sections, their rules and the whole CV read (`cvDe`) other modules use. */
export function createCvModule(
  { db, withTransaction, brand }: Pick<Platform, 'db' | 'withTransaction' | 'brand'>,
  deps: { storage: FileStorage; audit: AuditService; dominios: DominiosService },
) {
  return { cv: new CvService({ repo: new CvRepository(db), ...deps, withTransaction, brand }) };
}

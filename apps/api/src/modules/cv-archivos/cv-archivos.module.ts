import type { FileStorage } from '../../lib/storage/storage';
import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import { CvArchivosRepository } from './cv-archivos.repository';
import { CvArchivosService, type LectorCv } from './cv-archivos.service';
import { CvCandidatoService } from './cv-candidato.service';

/**
 * The CV's files: the student's photo, documents and CV as PDF
 * (`cvArchivos`), and a company's reading of a candidate's CV (`cvCandidato`).
 * `cv` is modules/cv's `cvDe`, the whole CV of a student.
 */
export function createCvArchivosModule(
  { db, withTransaction, brand }: Pick<Platform, 'db' | 'withTransaction' | 'brand'>,
  deps: { storage: FileStorage; audit: Pick<AuditService, 'record'>; cv: LectorCv },
) {
  const repo = new CvArchivosRepository(db);
  const comun = { repo, ...deps, marca: brand, withTransaction };
  const cvArchivos = new CvArchivosService(comun);
  return { cvArchivos, cvCandidato: new CvCandidatoService({ ...comun, archivos: cvArchivos }) };
}

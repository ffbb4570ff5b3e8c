import type { FileStorage } from '../../lib/storage/storage';
import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import type { PracticasAlumnoService } from '../practicas-alumno/practicas-alumno.service';
import { DocumentacionPracticasService } from './documentacion-practicas.service';
import { DocumentacionPracticasGestionService } from './documentacion-practicas-gestion.service';
import { PracticasEmpresaRepository } from './practicas-empresa.repository';
import { PracticasEmpresaService } from './practicas-empresa.service';

export interface PracticasEmpresaModuleDeps {
  storage: FileStorage;
  audit: Pick<AuditService, 'record'>;
  notificaciones: Pick<NotificacionesService, 'notificar'>;
  practicasAlumno: Pick<PracticasAlumnoService, 'avisarDocumentoRequerido'>;
}

/**
 * A company's internship paperwork (issue 13): its documents, the documents
 * of its interns' internships and the university's publications
 * (`documentacionPracticas`), what staff publish there
 * (`documentacionPracticasGestion`), and its internships with their change
 * requests (`practicasEmpresa`). All share one repository. The demo seed
 * builds them on their own.
 */
export function createPracticasEmpresaModule(
  { db, withTransaction, brand }: Pick<Platform, 'db' | 'withTransaction' | 'brand'>,
  { storage, audit, notificaciones, practicasAlumno }: PracticasEmpresaModuleDeps,
) {
  const repo = new PracticasEmpresaRepository(db);
  const ahora = () => new Date();
  return {
    documentacionPracticas: new DocumentacionPracticasService({ repo, storage, audit, withTransaction, ahora }),
    documentacionPracticasGestion: new DocumentacionPracticasGestionService({
      repo,
      storage,
      audit,
      practicasAlumno,
      withTransaction,
    }),
    practicasEmpresa: new PracticasEmpresaService({ repo, audit, notificaciones, withTransaction, marca: brand, ahora }),
  };
}

import type { Cifrado } from '../../lib/cifrado/cifrado';
import type { FileStorage } from '../../lib/storage/storage';
import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import type { SeguimientoPracticasService } from '../seguimiento-practicas/seguimiento-practicas.service';
import { PracticasAlumnoRepository } from './practicas-alumno.repository';
import { PracticasAlumnoService } from './practicas-alumno.service';
import { RegistroPracticasService } from './registro-practicas.service';

export interface PracticasAlumnoModuleDeps {
  storage: FileStorage;
  audit: Pick<AuditService, 'record'>;
  seguimiento: Pick<SeguimientoPracticasService, 'iniciarLasDeAlumno'>;
  notificaciones: Pick<NotificacionesService, 'pedirAccion' | 'resolverAccion'>;
  /** The bank and Social Security numbers are stored encrypted (decision 051). */
  cifrado: Cifrado;
}

/**
 * A student's internships (issue 14, decision 020): the student's side
 * (`practicasAlumno`: /mis-practicas, the bank data, the uploads) and the
 * university's (`registroPracticas`: registering an internship, reading a
 * student's internships and bank data). The demo seed registers its interns
 * through the latter. What an internship asks of its student (the bank data,
 * its documents) is asked through notifications, marked done once given.
 */
export function createPracticasAlumnoModule(
  { db, withTransaction }: Pick<Platform, 'db' | 'withTransaction'>,
  { storage, audit, seguimiento, notificaciones, cifrado }: PracticasAlumnoModuleDeps,
) {
  const repo = new PracticasAlumnoRepository(db, cifrado);
  const practicasAlumno = new PracticasAlumnoService({
    repo,
    storage,
    audit,
    withTransaction,
    ahora: () => new Date(),
    seguimiento,
    notificaciones,
  });
  return {
    practicasAlumno,
    registroPracticas: new RegistroPracticasService({ repo, practicasAlumno, audit, withTransaction }),
  };
}

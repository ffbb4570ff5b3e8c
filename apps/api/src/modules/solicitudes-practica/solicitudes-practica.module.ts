import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import type { PracticasAlumnoService } from '../practicas-alumno/practicas-alumno.service';
import { SolicitudesPracticaRepository } from './solicitudes-practica.repository';
import { SolicitudesPracticaService } from './solicitudes-practica.service';
import { SolicitudesPracticaGestionService } from './solicitudes-practica-gestion.service';

export interface SolicitudesPracticaModuleDeps {
  audit: Pick<AuditService, 'record'>;
  notificaciones: Pick<NotificacionesService, 'notificar' | 'resolverAccion'>;
  /** An accepted proposal or request creates an internship, which asks its student for what it needs. */
  practicasAlumno: Pick<PracticasAlumnoService, 'avisarPracticaNueva'>;
}

/**
 * Internship proposals and education-centre requests (issue 14, decision 021):
 * the portal's service and the staff's, over one repository. The demo seed
 * builds it on its own.
 */
export function createSolicitudesPracticaModule(
  { db, withTransaction }: Pick<Platform, 'db' | 'withTransaction'>,
  { audit, notificaciones, practicasAlumno }: SolicitudesPracticaModuleDeps,
) {
  const repo = new SolicitudesPracticaRepository(db);
  return {
    solicitudesPractica: new SolicitudesPracticaService({
      repo,
      audit,
      notificaciones,
      practicasAlumno,
      withTransaction,
      ahora: () => new Date(),
    }),
    solicitudesPracticaGestion: new SolicitudesPracticaGestionService({
      repo,
      audit,
      notificaciones,
      practicasAlumno,
      withTransaction,
    }),
  };
}

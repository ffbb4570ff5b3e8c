import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import type { CorreoService } from '../correo/correo.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import { DiasEfectivosService } from './dias-efectivos.service';
import { SeguimientoPracticasRepository } from './seguimiento-practicas.repository';
import { SeguimientoPracticasService } from './seguimiento-practicas.service';

export interface SeguimientoPracticasModuleDeps {
  audit: Pick<AuditService, 'record'>;
  correo: Pick<CorreoService, 'encolar'>;
  notificaciones: Pick<NotificacionesService, 'notificar'>;
}

/**
 * Internships as Spanish law runs them (issue 26, decision 042): the legal
 * record every side reads, the training plan and the academic tutor's link,
 * the Social Security registration, and the monthly effective days.
 */
export function createSeguimientoPracticasModule(
  { db, withTransaction }: Pick<Platform, 'db' | 'withTransaction'>,
  { audit, correo, notificaciones }: SeguimientoPracticasModuleDeps,
) {
  const repo = new SeguimientoPracticasRepository(db);
  const ahora = () => new Date();
  return {
    seguimientoPracticas: new SeguimientoPracticasService({ repo, audit, correo, notificaciones, withTransaction, ahora }),
    diasEfectivos: new DiasEfectivosService({ repo, audit, ahora }),
  };
}

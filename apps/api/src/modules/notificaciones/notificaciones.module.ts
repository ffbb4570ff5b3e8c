import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import { NotificacionesRepository } from './notificaciones.repository';
import { NotificacionesService } from './notificaciones.service';

export function createNotificacionesModule({ db, withTransaction }: Platform, { audit }: { audit: AuditService }) {
  return { notificaciones: new NotificacionesService({ repo: new NotificacionesRepository(db), audit, withTransaction }) };
}

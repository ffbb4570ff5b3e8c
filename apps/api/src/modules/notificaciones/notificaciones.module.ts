import type { Platform } from '../../platform';
import { NotificacionesRepository } from './notificaciones.repository';
import { NotificacionesService } from './notificaciones.service';

export function createNotificacionesModule({ db }: Platform) {
  return { notificaciones: new NotificacionesService({ repo: new NotificacionesRepository(db) }) };
}

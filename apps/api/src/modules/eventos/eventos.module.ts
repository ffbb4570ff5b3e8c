import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import { EventosRepository } from './eventos.repository';
import { EventosService } from './eventos.service';

export interface EventosModuleDeps {
  audit: Pick<AuditService, 'record'>;
  notificaciones: Pick<NotificacionesService, 'notificar'>;
}

/** Events (issue 15): lists, registrations with a waiting list, calendar files and feed, staff management. */
export function createEventosModule(
  { db, withTransaction, brand, env }: Pick<Platform, 'db' | 'withTransaction' | 'brand' | 'env'>,
  { audit, notificaciones }: EventosModuleDeps,
) {
  return {
    eventos: new EventosService({
      repo: new EventosRepository(db),
      audit,
      notificaciones,
      withTransaction,
      marca: brand,
      publicUrl: env.PUBLIC_URL,
      ahora: () => new Date(),
    }),
  };
}

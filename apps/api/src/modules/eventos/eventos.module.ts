import type { FileStorage } from '../../lib/storage/storage';
import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import type { CorreoService } from '../correo/correo.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import { EventosRepository } from './eventos.repository';
import { EventosService } from './eventos.service';
import { EventosGestionService } from './eventos-gestion.service';

export interface EventosModuleDeps {
  audit: Pick<AuditService, 'record'>;
  notificaciones: Pick<NotificacionesService, 'notificar'>;
  correo: Pick<CorreoService, 'encolar'>;
  storage: FileStorage;
}

/**
 * Events (issue 15): lists, registrations with a waiting list, calendar files
 * and feed (`eventos`), and staff management (`eventosGestion`), on one
 * repository.
 */
export function createEventosModule(
  { db, withTransaction, brand, env }: Pick<Platform, 'db' | 'withTransaction' | 'brand' | 'env'>,
  { audit, notificaciones, correo, storage }: EventosModuleDeps,
) {
  const repo = new EventosRepository(db);
  const ahora = () => new Date();
  return {
    eventos: new EventosService({
      repo,
      audit,
      notificaciones,
      withTransaction,
      marca: brand,
      publicUrl: env.PUBLIC_URL,
      ahora,
    }),
    eventosGestion: new EventosGestionService({ repo, audit, notificaciones, correo, storage, withTransaction, ahora }),
  };
}

import type { Platform } from '../../platform';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import { OfertasGuardadasRepository } from './ofertas-guardadas.repository';
import { OfertasGuardadasService } from './ofertas-guardadas.service';

export function createOfertasGuardadasModule(
  { db, withTransaction }: Pick<Platform, 'db' | 'withTransaction'>,
  { notificaciones }: { notificaciones: Pick<NotificacionesService, 'notificar'> },
) {
  return {
    ofertasGuardadas: new OfertasGuardadasService({
      repo: new OfertasGuardadasRepository(db),
      notificaciones,
      withTransaction,
      ahora: () => new Date(),
    }),
  };
}

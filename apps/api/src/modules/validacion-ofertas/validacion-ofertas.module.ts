import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import type { CorreoService } from '../correo/correo.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import type { OfertasService } from '../ofertas/ofertas.service';
import { OfertasGestionRepository } from './ofertas-gestion.repository';
import { OfertasGestionService } from './ofertas-gestion.service';
import { ValidacionOfertasRepository } from './validacion-ofertas.repository';
import { ValidacionOfertasService } from './validacion-ofertas.service';

export function createValidacionOfertasModule(
  { db, withTransaction }: Platform,
  deps: { ofertas: OfertasService; notificaciones: NotificacionesService; audit: AuditService; correo: CorreoService },
) {
  const repo = new ValidacionOfertasRepository(db);
  return {
    validacionOfertas: new ValidacionOfertasService({ repo, ...deps, withTransaction }),
    ofertasGestion: new OfertasGestionService({
      repo: new OfertasGestionRepository(db),
      notificaciones: deps.notificaciones,
      audit: deps.audit,
      withTransaction,
      ahora: () => new Date(),
    }),
  };
}

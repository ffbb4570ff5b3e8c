import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import type { SessionService } from '../auth/session.service';
import type { CorreoService } from '../correo/correo.service';
import type { SupresionService } from '../datos-personales/supresion.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import { AlumnosGestionRepository } from './alumnos-gestion.repository';
import { AlumnosGestionService } from './alumnos-gestion.service';
import { BajasGestionRepository } from './bajas-gestion.repository';
import { BajasGestionService } from './bajas-gestion.service';

/** The staff's Alumnos area (issue 25): the students' list and page, and the deregistration requests. */
export function createAlumnosGestionModule(
  { db, withTransaction }: Platform,
  deps: {
    audit: AuditService;
    correo: CorreoService;
    supresion: SupresionService;
    sessions: SessionService;
    notificaciones: NotificacionesService;
  },
) {
  const bajas = new BajasGestionRepository(db);
  return {
    alumnosGestion: new AlumnosGestionService({
      repo: new AlumnosGestionRepository(db),
      bajas,
      notificaciones: deps.notificaciones,
      ahora: () => new Date(),
    }),
    bajasGestion: new BajasGestionService({
      repo: bajas,
      audit: deps.audit,
      correo: deps.correo,
      supresion: deps.supresion,
      sessions: deps.sessions,
      withTransaction,
    }),
  };
}

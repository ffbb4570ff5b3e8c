import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import type { InscripcionService } from '../inscripcion/inscripcion.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import type { OfertasService } from '../ofertas/ofertas.service';
import type { PerfilAlumnoRepository } from '../perfil-alumno/perfil-alumno.repository';
import { AvisosAlumnoService } from './avisos-alumno.service';
import { CandidaturasRepository } from './candidaturas.repository';
import { CandidaturasService } from './candidaturas.service';

export function createCandidaturasModule(
  { db, brand, withTransaction }: Platform,
  deps: {
    perfilAlumno: PerfilAlumnoRepository;
    ofertas: OfertasService;
    audit: AuditService;
    inscripcion: InscripcionService;
    notificaciones: Pick<NotificacionesService, 'resolverAccion'>;
  },
) {
  const repo = new CandidaturasRepository(db);
  const { perfilAlumno: perfil, ofertas, audit, inscripcion, notificaciones } = deps;
  return {
    candidaturas: new CandidaturasService({ repo, ofertas, inscripcion, audit, notificaciones, withTransaction }),
    avisosAlumno: new AvisosAlumnoService({ perfil, candidaturas: repo, brand }),
  };
}

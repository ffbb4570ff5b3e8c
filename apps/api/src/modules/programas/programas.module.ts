import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import { crearComprobadorElegibilidad } from './elegibilidad';
import { ProgramasRepository } from './programas.repository';
import { ProgramasService } from './programas.service';
import { ProgramasGestionService } from './programas-gestion.service';

export interface ProgramasModuleDeps {
  audit: Pick<AuditService, 'record'>;
  notificaciones: Pick<NotificacionesService, 'notificar'>;
}

/** A line on the console: the services are built before the server's logger exists. */
const log = { info: (m: string) => console.info(m), warn: (m: string) => console.warn(m) };

/**
 * Internship programmes (issue 14): lists, detail, adhesions and the
 * programme checks of applying (`programas`; InscripcionService uses it for
 * them, so it is built before the inscription module), and staff management
 * (`programasGestion`), on one repository.
 */
export function createProgramasModule(
  { db, withTransaction, brand, env }: Pick<Platform, 'db' | 'withTransaction' | 'brand' | 'env'>,
  { audit, notificaciones }: ProgramasModuleDeps,
) {
  const repo = new ProgramasRepository(db);
  return {
    programas: new ProgramasService({
      repo,
      audit,
      withTransaction,
      marca: brand,
      elegibilidad: crearComprobadorElegibilidad(env.ELIGIBILITY_URL, log),
      ahora: () => new Date(),
    }),
    programasGestion: new ProgramasGestionService({ repo, audit, notificaciones, withTransaction }),
  };
}

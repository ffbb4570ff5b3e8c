import type { Cifrado } from '../../lib/cifrado/cifrado';
import type { FileStorage } from '../../lib/storage/storage';
import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import { logoDeMarca } from '../convenios/logo-marca';
import type { CorreoService } from '../correo/correo.service';
import { brandAssetsDir } from '../marca/brand-loader';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import { AnexoFirmadoService } from './anexo-firmado.service';
import { AusenciasPracticaService } from './ausencias-practica.service';
import { DiasEfectivosService } from './dias-efectivos.service';
import { InformesPracticaService } from './informes-practica.service';
import { PracticasGestionService } from './practicas-gestion.service';
import { SeguimientoPracticasRepository } from './seguimiento-practicas.repository';
import { SeguimientoPracticasService } from './seguimiento-practicas.service';

export interface SeguimientoPracticasModuleDeps {
  storage: FileStorage;
  audit: Pick<AuditService, 'record'>;
  correo: Pick<CorreoService, 'encolar'>;
  notificaciones: Pick<NotificacionesService, 'notificar' | 'pedirAccion' | 'resolverAccion'>;
  /** The students' NSS are stored encrypted (decision 051); the monthly file carries them in clear. */
  cifrado: Cifrado;
}

/**
 * Internships as Spanish law runs them (issue 26, decision 042): the legal
 * record every side reads, the training plan and the academic tutor's link,
 * the Social Security registration, the monthly effective days, and the
 * end: both final reports, the tutor's reminders, the grade and the PDFs;
 * the signed annex and the student's absences.
 */
export function createSeguimientoPracticasModule(
  { db, withTransaction, brand, env }: Pick<Platform, 'db' | 'withTransaction' | 'brand' | 'env'>,
  { storage, audit, correo, notificaciones, cifrado }: SeguimientoPracticasModuleDeps,
) {
  const repo = new SeguimientoPracticasRepository(db, cifrado);
  const ahora = () => new Date();
  return {
    seguimientoPracticas: new SeguimientoPracticasService({ repo, audit, correo, notificaciones, withTransaction, ahora }),
    diasEfectivos: new DiasEfectivosService({ repo, audit, ahora }),
    ausenciasPractica: new AusenciasPracticaService({ repo, audit, withTransaction, ahora }),
    anexoFirmado: new AnexoFirmadoService({ repo, storage, audit, withTransaction, ahora }),
    practicasGestion: new PracticasGestionService({ repo, ahora }),
    informesPractica: new InformesPracticaService({
      repo,
      audit,
      correo,
      notificaciones,
      withTransaction,
      ahora,
      brand,
      // Read once, from BRANDS_DIR like the agreement's: the brand's assets do not change while the API runs.
      logo: logoDeMarca(brand, brandAssetsDir(brand.id, env.BRANDS_DIR)),
    }),
  };
}

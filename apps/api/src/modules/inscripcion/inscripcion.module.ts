import type { Platform } from '../../platform';
import type { ProgramasService } from '../programas/programas.service';
import { InscripcionRepository } from './inscripcion.repository';
import { InscripcionService } from './inscripcion.service';

/** The application rules and the data they read; used by the offer lists and detail and by applying. */
export function createInscripcionModule({ db, brand }: Platform, { programas }: { programas: ProgramasService }) {
  return { inscripcion: new InscripcionService({ repo: new InscripcionRepository(db), brand, programas }) };
}

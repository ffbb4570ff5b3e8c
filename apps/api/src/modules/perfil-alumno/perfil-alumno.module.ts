import type { Platform } from '../../platform';
import { PerfilAlumnoRepository } from './perfil-alumno.repository';

/** The student profile as the offer and candidacy rules read it (read-only until the CV module owns it). */
export function createPerfilAlumnoModule({ db }: Platform) {
  return { perfilAlumno: new PerfilAlumnoRepository(db) };
}

import { cachesActivas } from '../../env';
import { MICRO_CACHE_MS } from '../../lib/micro-cache';
import type { Platform } from '../../platform';
import type { ProgramasService } from '../programas/programas.service';
import { InscripcionRepository } from './inscripcion.repository';
import { InscripcionService } from './inscripcion.service';

/** The application rules and the data they read; used by the offer lists and detail and by applying. Tests share nothing. */
export function createInscripcionModule(
  { preparadas, brand, env, escrituras }: Platform,
  { programas }: { programas: ProgramasService },
) {
  const caches = cachesActivas(env);
  return {
    inscripcion: new InscripcionService({
      repo: new InscripcionRepository(preparadas),
      brand,
      programas,
      cacheMs: caches ? MICRO_CACHE_MS : 0,
      // Only on the embedded database, which is always one copy and sees every write (decision 055).
      ...(caches && escrituras ? { escrituras } : {}),
    }),
  };
}

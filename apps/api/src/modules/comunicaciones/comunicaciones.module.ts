import type { Platform } from '../../platform';
import { ComunicacionesRepository } from './comunicaciones.repository';
import { ComunicacionesService } from './comunicaciones.service';

export function createComunicacionesModule({ db }: Platform) {
  return { comunicaciones: new ComunicacionesService({ repo: new ComunicacionesRepository(db) }) };
}

import type { Platform } from '../../platform';
import { DominiosRepository } from './dominios.repository';
import { DominiosService } from './dominios.service';

export function createDominiosModule({ db }: Platform) {
  return { dominios: new DominiosService({ repo: new DominiosRepository(db) }) };
}

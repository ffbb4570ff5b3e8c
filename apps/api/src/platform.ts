import type { Brand } from '@puente/contract/brand';
import type { AvisosEntreCopias } from './db/avisos';
import type { Db } from './db/client';
import type { VersionEscrituras } from './db/escrituras';
import type { Env } from './env';
import type { InTransaction, WithTransaction } from './lib/transaction';

/**
 * What the composition root hands to every module factory besides other
 * modules' services: the database handle (passed on to the module's
 * repositories only), the unit of work, the environment and the brand.
 */
export interface Platform {
  db: Db;
  /** For named prepared statements only, which run outside any unit of work (`Database.preparadas`). */
  preparadas: Db;
  withTransaction: WithTransaction;
  inTransaction: InTransaction;
  env: Env;
  brand: Brand;
  /** Notices between the API's copies (db/avisos.ts): a per-copy cache clears on every copy at once. */
  avisos: AvisosEntreCopias;
  /** The embedded database's write version (`Database.escrituras`); absent on PostgreSQL. */
  escrituras?: VersionEscrituras;
}

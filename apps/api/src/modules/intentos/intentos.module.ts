import { Redis } from 'ioredis';
import type { Platform } from '../../platform';
import type { AlmacenIntentos } from './almacen';
import { IntentosRepository } from './intentos.repository';
import { IntentosService } from './intentos.service';
import { RedisAlmacen } from './redis-almacen';

/**
 * Failed-attempt limits (decision 012): counters in Redis when REDIS_URL is
 * set, in PostgreSQL otherwise; either way every API copy shares them.
 */
export async function createIntentosModule({ db, env }: Platform) {
  return { intentos: new IntentosService({ almacen: await almacenDe(db, env), ahora: Date.now }) };
}

async function almacenDe(db: Platform['db'], env: Platform['env']): Promise<AlmacenIntentos> {
  if (!env.REDIS_URL) return new IntentosRepository(db);
  // Connect now, so an unreachable Redis stops start-up with its error; later
  // a command fails after one retry (a 500) rather than letting a guess through.
  const redis = new Redis(env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  return new RedisAlmacen(redis, env.REDIS_PREFIX);
}

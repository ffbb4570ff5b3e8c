import type { RateLimitRepository } from './rate-limit.repository';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that keeps counters in PostgreSQL, so the
 * limit holds across every copy of the API (ARCHITECTURE §1). Route bindings
 * put the route in the key, so one child store serves them all.
 */
export function databaseStore(repo: RateLimitRepository) {
  return class DatabaseStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      repo.hit(key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child() {
      return new DatabaseStore();
    }
  };
}

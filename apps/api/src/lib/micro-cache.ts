import { anotarCache } from './sondas';

/**
 * A per-copy cache of a few seconds for answers every student shares (offer
 * lists and counts, an offer's detail row, the offer side of the application
 * rules). Nothing here is needed by another API copy: each keeps
 * its own, and a change shows everywhere within a few seconds
 * (docs/decisions/006-micro-cache-de-listados.md).
 *
 * Concurrent misses of one key share a single load, so a burst costs one
 * query. Once an entry is older than `ttlMs` the next caller still gets it
 * while one refresh runs in the background (stale-while-revalidate), so
 * nobody waits on an expiry; past `4 × ttlMs` an entry is too old to serve
 * and the caller waits for the fresh one.
 */
/**
 * What every student shares is shared for this long on one API copy (decision
 * 006): long enough to absorb a burst, short enough that a newly published or
 * closed offer shows almost at once.
 */
export const MICRO_CACHE_MS = 2000;

export class MicroCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V>; refreshing: boolean }>();

  private readonly nombre: string;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly ttlMs: number,
    /** `nombre` labels its hits and misses on /metrics (lib/sondas.ts). */
    {
      nombre = 'micro-cache',
      maxEntries = 1000,
      now = Date.now,
    }: { nombre?: string; maxEntries?: number; now?: () => number } = {},
  ) {
    this.nombre = nombre;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    const age = hit ? this.now() - hit.at : Number.POSITIVE_INFINITY;
    // A stale entry still served counts as a hit: the caller did not wait for the database.
    anotarCache(this.nombre, hit !== undefined && age < this.ttlMs * 4);
    if (hit && age < this.ttlMs) return hit.value;
    if (hit && age < this.ttlMs * 4) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        const next = load();
        // Only a successful refresh replaces what is served; a failed one lets the next caller try again.
        next.then(
          () => this.store(key, next),
          () => {
            hit.refreshing = false;
          },
        );
      }
      return hit.value;
    }
    const value = load();
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    this.store(key, value);
    return value;
  }

  private store(key: string, value: Promise<V>) {
    this.entries.delete(key);
    this.entries.set(key, { at: this.now(), value, refreshing: false });
    // Maps iterate in insertion order, so the first key is the oldest entry.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}

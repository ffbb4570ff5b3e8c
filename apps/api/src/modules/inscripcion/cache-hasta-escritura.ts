import { anotarCache } from '../../lib/sondas';

/**
 * A per-copy cache that holds until the database is written
 * (decision 055): for the embedded database only, which is always one copy, so
 * its write version (db/escrituras.ts) sees every change. No expiry: an entry
 * is dropped as soon as the version moves, whichever write moved it.
 *
 * An entry records the version it was loaded under; one whose load overlapped
 * a write is never served (the write moves the version when sent and when
 * done). Concurrent misses of one key share a single load.
 */
export class CacheHastaEscritura<V> {
  private readonly entries = new Map<string, Promise<V>>();
  private vista: number;

  constructor(
    /** `Database.escrituras`: moves on every write. */
    private readonly version: () => number,
    private readonly opciones: { nombre: string; maxEntries?: number },
  ) {
    this.vista = version();
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const v = this.version();
    if (v !== this.vista) {
      this.entries.clear();
      this.vista = v;
    }
    const hit = this.entries.get(key);
    anotarCache(this.opciones.nombre, hit !== undefined);
    if (hit) return hit;
    const value = load();
    const olvidar = () => {
      if (this.entries.get(key) === value) this.entries.delete(key);
    };
    // Loaded across a write: what it read may predate it, so it is answered to this caller only.
    value.then(() => {
      if (this.version() !== v) olvidar();
    }, olvidar);
    this.entries.set(key, value);
    // Maps iterate in insertion order, so the first key is the oldest entry.
    if (this.entries.size > (this.opciones.maxEntries ?? 5000)) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }
}

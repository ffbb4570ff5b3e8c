import type { Politica } from './politica';

/** What one attempt found: whether it was counted, and until when the key must wait. */
export interface Recuento {
  /** False: the key was waiting, so nothing was counted and the attempt must be refused. */
  contado: boolean;
  fallos: number;
  /** Epoch milliseconds; no attempt is checked before then. */
  esperaHasta: number;
}

/**
 * Where the counters live, shared by every API copy: PostgreSQL
 * (`intentos.repository.ts`) or Redis when `REDIS_URL` is set
 * (`redis-almacen.ts`). Each operation is one atomic step on the server, so
 * concurrent attempts from several copies cannot all slip past a limit.
 * Time comes from the caller (`ahora`), so tests can move it.
 */
export interface AlmacenIntentos {
  /** Counts one attempt unless the key is waiting; the wait after it follows `politica`. */
  intentar(clave: string, ahora: number, politica: Politica): Promise<Recuento>;
  /** Takes one counted attempt back (it turned out to be a success, or it was never checked). */
  devolver(clave: string): Promise<void>;
  /** Forgets the key: a successful login clears the account's count. */
  olvidar(clave: string): Promise<void>;
  cerrar(): Promise<void>;
}

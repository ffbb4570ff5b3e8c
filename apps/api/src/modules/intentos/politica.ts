/**
 * How many attempts an account or a client address gets before it must wait,
 * and for how long (docs/decisions/012-intentos-de-acceso.md).
 */
export interface Politica {
  /** Attempts allowed one after another, with no wait. */
  libres: number;
  /** From this many attempts on, each one locks the key for `bloqueoMs`. */
  bloqueoTras: number;
  /** The wait after the first attempt past `libres`; it doubles with each further one. */
  esperaInicialMs: number;
  bloqueoMs: number;
  /** Counting starts again this long after a key's first attempt (or when its lock ends, if later). */
  ventanaMs: number;
}

const SEGUNDO = 1000;
const MINUTO = 60 * SEGUNDO;

/**
 * Per account: 5 free attempts, then 1, 2, 4, 8 and 16 s between them, and
 * from the 10th a 15-minute lock after each one, for a day. About a hundred
 * guesses a day at most, and a person who mistypes a few times never notices.
 */
export const POLITICA_CUENTA: Politica = {
  libres: 5,
  bloqueoTras: 10,
  esperaInicialMs: SEGUNDO,
  bloqueoMs: 15 * MINUTO,
  ventanaMs: 24 * 60 * MINUTO,
};

/**
 * Per client address, a higher ceiling: a campus or a company behind one NAT
 * shares it, and it only has to stop one machine trying one password on many
 * accounts. 100 failures every 15 minutes, then the same doubling and lock.
 */
export const POLITICA_DIRECCION: Politica = {
  libres: 100,
  bloqueoTras: 110,
  esperaInicialMs: SEGUNDO,
  bloqueoMs: 15 * MINUTO,
  ventanaMs: 15 * MINUTO,
};

/** The wait before the next attempt once `n` attempts have been counted. */
export function esperaTras(n: number, p: Politica): number {
  if (n < p.libres) return 0;
  if (n >= p.bloqueoTras) return p.bloqueoMs;
  return Math.min(p.bloqueoMs, p.esperaInicialMs * 2 ** (n - p.libres));
}

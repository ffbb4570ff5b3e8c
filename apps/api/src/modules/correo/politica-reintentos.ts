/** How the outbox retries (decision 014). */
export interface PoliticaReintentos {
  /** Attempts before a mail is given up. */
  maxIntentos: number;
  /** Wait after the first failure; each later one doubles it… */
  esperaInicialMs: number;
  /** …up to this. */
  esperaMaximaMs: number;
  /** How long a worker holds a claimed row; longer than a send can take (the SMTP timeouts of lib/mail). */
  reclamoMs: number;
}

/**
 * 8 attempts over about 40 minutes (30 s, 1, 2, 4, 8, 16 min, then 10 min
 * apart): a reset link lives an hour, so a mail still failing after that
 * would carry a dead link anyway.
 */
export const POLITICA_REINTENTOS: PoliticaReintentos = {
  maxIntentos: 8,
  esperaInicialMs: 30_000,
  esperaMaximaMs: 10 * 60_000,
  reclamoMs: 5 * 60_000,
};

/** The wait after attempt number `intentos` (1 is the first) failed. */
export function esperaTrasFallo(intentos: number, p: PoliticaReintentos): number {
  return Math.min(p.esperaMaximaMs, p.esperaInicialMs * 2 ** Math.max(0, intentos - 1));
}

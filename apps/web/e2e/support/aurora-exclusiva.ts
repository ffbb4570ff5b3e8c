import { mkdirSync, rmdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CERROJO = join(process.env.E2E_DATA_DIR_AURORA ?? tmpdir(), 'e2e-aurora-exclusiva');
const ESPERA_MAX_MS = 60_000;

/**
 * Runs `fn` while no other holder runs. The aurora server is shared by
 * aurora.spec.ts and acceso-sso.spec.ts, which the two workers may run at the
 * same time, and aurora.spec.ts's maintenance test closes the whole server to
 * everyone but god mode: both take this lock around what cannot overlap. A
 * directory is the lock (mkdir either creates it or fails, atomically); it
 * lives in the run's aurora DATA_DIR, which scripts/e2e.mjs removes.
 */
export async function conAuroraEnExclusiva<T>(fn: () => Promise<T>): Promise<T> {
  const hasta = Date.now() + ESPERA_MAX_MS;
  for (;;) {
    try {
      mkdirSync(CERROJO);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || Date.now() > hasta) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await fn();
  } finally {
    rmdirSync(CERROJO);
  }
}

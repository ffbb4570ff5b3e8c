import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies the SQL files of db/migrations in name order, each once, recorded in
 * `puente_migraciones`. The same files run on PGlite and on PostgreSQL 15+.
 * Each file runs in one transaction; on PostgreSQL a transaction-scoped
 * advisory lock serialises two API copies starting together, and the loser
 * finds the file already recorded and moves on.
 */
export async function migrate(database: Database): Promise<string[]> {
  await database.exec(
    'CREATE TABLE IF NOT EXISTS puente_migraciones (nombre text PRIMARY KEY, aplicada_en timestamptz NOT NULL DEFAULT now())',
  );
  const recorded = async () =>
    new Set((await database.query<{ nombre: string }>('SELECT nombre FROM puente_migraciones')).map((r) => r.nombre));
  const done = await recorded();
  const files = readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  const lock = database.kind === 'postgres' ? 'SELECT pg_advisory_xact_lock(727001);' : '';
  for (const file of files) {
    if (done.has(file)) continue;
    const text = readFileSync(join(migrationsDir, file), 'utf8');
    try {
      await database.exec(
        `BEGIN;\n${lock}\n${text}\n;INSERT INTO puente_migraciones (nombre) VALUES ('${file.replace(/'/g, "''")}');\nCOMMIT;`,
      );
      applied.push(file);
    } catch (error) {
      await database.exec('ROLLBACK').catch(() => undefined);
      if (!(await recorded()).has(file)) throw error;
    }
  }
  return applied;
}

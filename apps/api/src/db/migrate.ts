import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The advisory lock every copy takes before it touches the schema. */
const CERROJO_MIGRACIONES = 727001;

/** The migration files, in the order they apply. */
export function archivosDeMigracion(): string[] {
  return readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

const literal = (texto: string) => `'${texto.replace(/'/g, "''")}'`;

/**
 * Applies the SQL files of db/migrations in name order, each once, recorded in
 * `puente_migraciones`. The same files run on PGlite and on PostgreSQL 15+.
 *
 * Everything that touches the schema runs in a transaction that first takes an
 * advisory lock, the creation of `puente_migraciones` included: two copies
 * creating it at once would otherwise collide in PostgreSQL's catalogue. A
 * file's transaction records the file before it runs it, so a copy that waited
 * for the lock while another applied the file fails on the primary key, rolls
 * back without having run a line of it, and moves on. No file runs twice, even
 * one that would succeed twice.
 *
 * On PostgreSQL the statements go as one multi-statement query, which the
 * server runs as one implicit transaction: a failure rolls it all back and
 * leaves the pooled connection clean (an explicit BEGIN would leave it in an
 * aborted transaction, and the ROLLBACK could reach another connection).
 * PGlite has one connection: an explicit transaction and its ROLLBACK.
 */
export async function migrate(database: Database): Promise<string[]> {
  const enTransaccion =
    database.kind === 'postgres'
      ? (texto: string) => `SELECT pg_advisory_xact_lock(${CERROJO_MIGRACIONES});\n${texto}`
      : (texto: string) => `BEGIN;\n${texto}\n;\nCOMMIT;`;
  await database.exec(
    enTransaccion(
      'CREATE TABLE IF NOT EXISTS puente_migraciones (nombre text PRIMARY KEY, aplicada_en timestamptz NOT NULL DEFAULT now());',
    ),
  );
  const recorded = async () =>
    new Set((await database.query<{ nombre: string }>('SELECT nombre FROM puente_migraciones')).map((r) => r.nombre));
  const done = await recorded();
  const applied: string[] = [];
  for (const file of archivosDeMigracion()) {
    if (done.has(file)) continue;
    const text = readFileSync(join(migrationsDir, file), 'utf8');
    try {
      await database.exec(enTransaccion(`INSERT INTO puente_migraciones (nombre) VALUES (${literal(file)});\n${text}`));
      applied.push(file);
    } catch (error) {
      if (database.kind === 'pglite') await database.exec('ROLLBACK').catch(() => undefined);
      if (!(await recorded()).has(file)) throw error;
    }
  }
  return applied;
}

/** The migration files not yet recorded in this database (for readiness checks and `npm run migrate`). */
export async function migracionesPendientes(database: Database): Promise<string[]> {
  const tabla = await database.query<{ existe: boolean }>("SELECT to_regclass('puente_migraciones') IS NOT NULL AS existe");
  if (!tabla[0]?.existe) return archivosDeMigracion();
  const hechas = new Set(
    (await database.query<{ nombre: string }>('SELECT nombre FROM puente_migraciones')).map((r) => r.nombre),
  );
  return archivosDeMigracion().filter((f) => !hechas.has(f));
}

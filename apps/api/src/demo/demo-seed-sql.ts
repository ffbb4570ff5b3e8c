import type { Database } from '../db/client';

/**
 * One INSERT per table for the demo seed: the rows travel as a single JSON
 * parameter and `jsonb_to_recordset` turns them into a set, so seeding stays
 * a handful of round trips on PGlite (start-up budget: under 5 s).
 */
export async function insertRows<R extends Record<string, unknown>>(
  database: Database,
  table: string,
  columns: Record<string, string>,
  rows: readonly Record<string, unknown>[],
  returning = '',
): Promise<R[]> {
  if (rows.length === 0) return [];
  const names = Object.keys(columns);
  const definition = names.map((c) => `${c} ${columns[c]}`).join(', ');
  return database.query<R>(
    `INSERT INTO ${table} (${names.join(', ')})
     SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${definition})
     ${returning ? `RETURNING ${returning}` : ''}`,
    [JSON.stringify(rows)],
  );
}

/** yyyy-mm-dd `n` days from `hoy` (itself yyyy-mm-dd): demo dates stay relative to the day the seed runs. */
export function diasDesde(hoy: string, n: number): string {
  const d = new Date(`${hoy}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** A URL slug: lower case, no accents, words joined by hyphens. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

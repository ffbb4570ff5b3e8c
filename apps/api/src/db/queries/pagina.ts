import { TOTAL_EXACTO_HASTA } from '@puente/contract/paginas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';

/** `%texto%` for LIKE, its wildcards escaped, lower case (compare with f_unaccent(lower(column))). */
export const patronLike = (texto: string) =>
  `%${texto
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The planner's estimate of how many rows a query returns (EXPLAIN plans it, nothing is read). */
async function estimacion(db: Db, filas: SQL): Promise<number> {
  const plan = (await db.execute(sql`explain (format json) ${filas}`)) as unknown as { rows: Record<string, unknown>[] };
  const celda = Object.values(plan.rows[0] ?? {})[0];
  const json = (typeof celda === 'string' ? JSON.parse(celda) : celda) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(json[0]?.Plan['Plan Rows'] ?? 0);
}

/**
 * How far past TOTAL_EXACTO_HASTA the planner's estimate must be for the rows
 * to go uncounted. The staff lists filter by equality, date ranges and
 * trigram patterns, which ANALYZE's sample estimates within a few per cent on
 * 100 000 offers ("tecnico": 18 464 estimated, 18 181 there); a true total
 * under the limit would need the estimate a third too high. Counting the
 * 10 001 rows of such a word instead cost its first page 17 of its 26 ms, and
 * the offers list its p99 (decision 041).
 */
const MARGEN_ESTIMACION = 1.5;

/**
 * The total of a staff list: exact up to TOTAL_EXACTO_HASTA matching rows,
 * beyond that the planner's estimate for the same query, marked as such (a
 * count of 100 000 rows on every page would cost more than the page itself).
 * The estimate comes first: when it is well past the limit (half as much
 * again), the rows are not counted at all, so a list with no filter or a
 * common word answers at the cost of its page; otherwise they are counted
 * without reading past the limit.
 */
export async function contarHasta(db: Db, filas: SQL): Promise<{ total: number; totalEstimado: boolean }> {
  const limite = TOTAL_EXACTO_HASTA + 1;
  const estimadas = await estimacion(db, filas);
  if (estimadas > MARGEN_ESTIMACION * TOTAL_EXACTO_HASTA) return { total: estimadas, totalEstimado: true };
  const contadas = (await db.execute(sql`select count(*)::int as n from (${filas} limit ${limite}) as s`)) as unknown as {
    rows: { n: number }[];
  };
  const n = Number(contadas.rows[0]?.n ?? 0);
  if (n < limite) return { total: n, totalEstimado: false };
  return { total: Math.max(limite, estimadas), totalEstimado: true };
}

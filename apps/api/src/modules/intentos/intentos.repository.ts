import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intentosAcceso } from '../../db/schema/intentos';
import type { AlmacenIntentos, Recuento } from './almacen';
import { esperaTras, type Politica } from './politica';

const t = intentosAcceso;

/** An instant `ms` after `ahora`, as a timestamptz. */
const mas = (ahora: string, ms: SQL | number) => sql`(${ahora}::timestamptz + (${ms})::float8 * interval '1 millisecond')`;

/**
 * The end of a wait of `ms`; no wait is the epoch, not `ahora`: concurrent
 * attempts carry their copies' clocks, and one that read its clock a moment
 * earlier must not find a free key waiting for that moment.
 */
const hasta = (ahora: string, ms: SQL | number) =>
  sql`(CASE WHEN (${ms})::float8 = 0 THEN 'epoch'::timestamptz ELSE ${mas(ahora, ms)} END)`;

/** `esperaTras` of politica.ts, in SQL over the count `n`. */
const esperaTrasSql = (n: SQL, p: Politica) => sql`(CASE
  WHEN ${n} < ${p.libres}::int THEN 0::float8
  WHEN ${n} >= ${p.bloqueoTras}::int THEN ${p.bloqueoMs}::float8
  ELSE least(${p.bloqueoMs}::float8, ${p.esperaInicialMs}::float8 * power(2::float8, ${n} - ${p.libres}::int)) END)`;

/** The counters in PostgreSQL (PGlite or a server): one row per key, one statement per attempt. */
export class IntentosRepository implements AlmacenIntentos {
  private llamadas = 0;

  constructor(private readonly db: Db) {}

  async intentar(clave: string, ahoraMs: number, p: Politica): Promise<Recuento> {
    // Rows nobody reads again would pile up (one per mistyped user): now and then, clear the expired ones.
    if (++this.llamadas % 200 === 0) await this.purgar(ahoraMs);
    for (let vez = 0; vez < 3; vez++) {
      const fila = await this.contar(clave, new Date(ahoraMs).toISOString(), p);
      // A refusal read through a snapshot older than the row it lost to (concurrent attempts
      // on a server) shows no wait, or no row at all: ask again with a fresh snapshot.
      if (fila && (fila.contado || fila.esperaHasta > ahoraMs)) return fila;
    }
    return { contado: false, fallos: p.libres, esperaHasta: ahoraMs + p.esperaInicialMs };
  }

  /**
   * One atomic statement: the upsert counts the attempt unless the row is
   * waiting (its WHERE is checked on the row locked by ON CONFLICT, so two
   * copies cannot both pass); when it counts nothing, the same statement
   * reads the row as it was.
   */
  private async contar(clave: string, ahora: string, p: Politica): Promise<Recuento | null> {
    const caducada = sql`${t.expiraEn} <= ${ahora}::timestamptz`;
    const nuevo = sql`(CASE WHEN ${caducada} THEN 1 ELSE ${t.fallos} + 1 END)`;
    const esperaNueva = hasta(ahora, esperaTrasSql(nuevo, p));
    const { rows } = (await this.db.execute(sql`
      WITH contado AS (
        INSERT INTO ${t} (clave, fallos, espera_hasta, expira_en)
        VALUES (${clave}, 1, ${hasta(ahora, esperaTras(1, p))}, ${mas(ahora, Math.max(p.ventanaMs, esperaTras(1, p)))})
        ON CONFLICT (clave) DO UPDATE SET
          fallos = ${nuevo},
          espera_hasta = ${esperaNueva},
          expira_en = greatest(CASE WHEN ${caducada} THEN ${mas(ahora, p.ventanaMs)} ELSE ${t.expiraEn} END, ${esperaNueva})
        WHERE ${caducada} OR ${t.esperaHasta} <= ${ahora}::timestamptz
        RETURNING fallos, espera_hasta
      )
      SELECT true AS contado, fallos, round(extract(epoch FROM espera_hasta) * 1000)::float8 AS espera FROM contado
      UNION ALL
      SELECT false, ${t.fallos}, round(extract(epoch FROM ${t.esperaHasta}) * 1000)::float8 FROM ${t}
      WHERE ${t.clave} = ${clave} AND NOT EXISTS (SELECT 1 FROM contado)`)) as unknown as {
      // Both drivers answer raw SQL with `{ rows }`.
      rows: { contado: boolean; fallos: number; espera: number }[];
    };
    const fila = rows[0];
    return fila ? { contado: fila.contado, fallos: Number(fila.fallos), esperaHasta: Number(fila.espera) } : null;
  }

  async devolver(clave: string) {
    await this.db
      .update(t)
      .set({ fallos: sql`greatest(${t.fallos} - 1, 0)` })
      .where(eq(t.clave, clave));
  }

  async olvidar(clave: string) {
    await this.db.delete(t).where(eq(t.clave, clave));
  }

  async purgar(ahoraMs: number) {
    await this.db.delete(t).where(sql`${t.expiraEn} < ${new Date(ahoraMs).toISOString()}::timestamptz`);
  }

  async cerrar() {}
}

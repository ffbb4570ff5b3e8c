import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { correos, type EstadoCorreo } from '../../db/schema/correos';
import { PLANTILLAS_SIN_DESTINATARIO } from './plantillas';

const t = correos;

export interface CorreoNuevo {
  para: string;
  idioma: 'es' | 'en';
  plantilla: string;
  datos: Record<string, unknown>;
  causante: string | null;
  ahora: Date;
}

/** A row a worker holds: what it needs to render and send it. */
export interface CorreoReclamado {
  id: number;
  para: string;
  idioma: 'es' | 'en';
  plantilla: string;
  datos: Record<string, unknown>;
  intentos: number;
}

export interface Reclamo {
  /** The worker's id: only the holder of a claim can finish the row. */
  por: string;
  ahora: Date;
  /** The claim lasts until then; past it the row is claimable again (its worker died). */
  hasta: Date;
  lote: number;
  maxIntentos: number;
}

/** The outbox table (0013_correos.sql, decision 014). */
export class CorreoRepository {
  constructor(private readonly db: Db) {}

  async insertar(c: CorreoNuevo): Promise<number> {
    const [id] = await this.insertarVarios([c]);
    if (id === undefined) throw new Error('El correo no se guardó en la cola');
    return id;
  }

  /** Several mails in one statement; their ids in the order given. */
  async insertarVarios(cs: readonly CorreoNuevo[]): Promise<number[]> {
    if (cs.length === 0) return [];
    const filas = await this.db
      .insert(t)
      .values(
        cs.map((c) => ({
          para: c.para,
          idioma: c.idioma,
          plantilla: c.plantilla,
          datos: c.datos,
          causante: c.causante,
          proximoIntento: c.ahora,
          creadoEn: c.ahora,
        })),
      )
      .returning({ id: t.id });
    if (filas.length !== cs.length) throw new Error('Los correos no se guardaron en la cola');
    // RETURNING gives the rows in the order the VALUES listed them (PostgreSQL's executor, as bulk inserts of ORMs rely on).
    return filas.map((f) => f.id);
  }

  /**
   * Claims up to `lote` due rows in one statement and counts the attempt.
   * `FOR UPDATE SKIP LOCKED` lets several copies claim at once on PostgreSQL
   * without waiting for or taking each other's rows; on PGlite (one
   * connection) statements run one at a time, and the same statement is just
   * as exclusive. The claim commits before anything is sent, so no other
   * worker can pick the row while it is being sent.
   */
  async reclamar(r: Reclamo): Promise<CorreoReclamado[]> {
    const ahora = r.ahora.toISOString();
    const { rows } = (await this.db.execute(sql`
      UPDATE ${t} SET estado = 'enviando', intentos = intentos + 1,
        reclamado_por = ${r.por}, reclamado_hasta = ${r.hasta.toISOString()}::timestamptz
      WHERE id IN (
        SELECT id FROM ${t}
        WHERE intentos < ${r.maxIntentos}::int AND (
          (estado = 'pendiente' AND proximo_intento <= ${ahora}::timestamptz)
          OR (estado = 'enviando' AND reclamado_hasta <= ${ahora}::timestamptz))
        ORDER BY proximo_intento, id
        LIMIT ${r.lote}::int
        FOR UPDATE SKIP LOCKED)
      RETURNING id, para, idioma, plantilla, datos, intentos`)) as unknown as {
      // Both drivers answer raw SQL with `{ rows }`.
      rows: { id: string | number; para: string; idioma: 'es' | 'en'; plantilla: string; datos: unknown; intentos: number }[];
    };
    return rows
      .map((f) => ({
        id: Number(f.id),
        para: f.para,
        idioma: f.idioma,
        plantilla: f.plantilla,
        datos: (typeof f.datos === 'string' ? JSON.parse(f.datos) : f.datos) as Record<string, unknown>,
        intentos: Number(f.intentos),
      }))
      .sort((a, b) => a.id - b.id);
  }

  /**
   * Sent: the data (which may hold a single-use link) are emptied, and the address too when its owner has just
   * left (PLANTILLAS_SIN_DESTINATARIO). False when the claim was lost meanwhile.
   */
  async marcarEnviado(id: number, por: string, ahora: Date, idMensaje: string): Promise<boolean> {
    const filas = await this.db
      .update(t)
      .set({
        estado: 'enviado',
        enviadoEn: ahora,
        idMensaje,
        datos: {},
        para: sql`case when ${t.plantilla} in (${sql.join(
          PLANTILLAS_SIN_DESTINATARIO.map((p) => sql`${p}`),
          sql`, `,
        )}) then 'anonimo@anonimo.invalid' else ${t.para} end`,
        reclamadoPor: null,
        reclamadoHasta: null,
        ultimoError: null,
      })
      .where(and(eq(t.id, id), eq(t.reclamadoPor, por), eq(t.estado, 'enviando')))
      .returning({ id: t.id });
    return filas.length > 0;
  }

  /** A failed attempt: back to pending until `proximoIntento`, or given up (data emptied). */
  async marcarFallo(id: number, por: string, fallo: { estado: 'pendiente' | 'fallido'; proximoIntento: Date; error: string }) {
    await this.db
      .update(t)
      .set({
        estado: fallo.estado,
        proximoIntento: fallo.proximoIntento,
        ultimoError: fallo.error,
        reclamadoPor: null,
        reclamadoHasta: null,
        ...(fallo.estado === 'fallido' ? { datos: {} } : {}),
      })
      .where(and(eq(t.id, id), eq(t.reclamadoPor, por), eq(t.estado, 'enviando')));
  }

  /** Rows whose worker died on their last allowed attempt: nobody will claim them again. */
  async abandonarInterrumpidos(ahora: Date, maxIntentos: number): Promise<number> {
    const filas = await this.db
      .update(t)
      .set({
        estado: 'fallido',
        ultimoError: 'interrumpido: el envío no terminó en ningún intento',
        datos: {},
        reclamadoPor: null,
      })
      .where(
        and(
          eq(t.estado, 'enviando'),
          sql`${t.reclamadoHasta} <= ${ahora.toISOString()}::timestamptz`,
          sql`${t.intentos} >= ${maxIntentos}::int`,
        ),
      )
      .returning({ id: t.id });
    return filas.length;
  }

  /** One row as stored (tests and staff tools). */
  async leer(id: number) {
    const [fila] = await this.db.select().from(t).where(eq(t.id, id));
    return fila;
  }

  /**
   * The outbox's depth and the age in seconds of its oldest unsent mail (0 when none), for /metrics: unsent rows are
   * those of the partial index the worker scans, so the read stays small however many mails were ever sent.
   */
  async estadoCola(): Promise<{ pendientes: number; antiguedad: number }> {
    const [fila] = await this.db
      .select({
        pendientes: sql<number>`count(*)::int`,
        antiguedad: sql<number>`coalesce(extract(epoch FROM now() - min(${t.creadoEn})), 0)::float8`,
      })
      .from(t)
      .where(sql`${t.estado} IN ('pendiente', 'enviando')`);
    return { pendientes: Number(fila?.pendientes ?? 0), antiguedad: Number(fila?.antiguedad ?? 0) };
  }

  async contarPorEstado(): Promise<Partial<Record<EstadoCorreo, number>>> {
    const filas = await this.db.select({ estado: t.estado, n: sql<number>`count(*)::int` }).from(t).groupBy(t.estado);
    return Object.fromEntries(filas.map((f) => [f.estado, Number(f.n)]));
  }
}

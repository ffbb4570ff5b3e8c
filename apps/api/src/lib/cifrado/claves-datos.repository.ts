import { desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clavesDatos } from '../../db/schema/cifrado';
import { type LugarCifrado, PREFIJO_CIFRADO } from './lugares';

export type FilaClaveDatos = typeof clavesDatos.$inferSelect;

/**
 * The data keys (`claves_datos`, 0047) and the encrypted places as stored:
 * the queries of the start-up step and of `claves:rotar` (decision 051).
 */
export class ClavesDatosRepository {
  constructor(private readonly db: Db) {}

  /** The lock of every change to the data keys and of every re-encryption, held until the unit of work ends. */
  async bloquear() {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext('claves_datos'))`);
  }

  /** Newest first: the first is the one new values use. */
  todas(): Promise<FilaClaveDatos[]> {
    return this.db.select().from(clavesDatos).orderBy(desc(clavesDatos.id));
  }

  async una(id: number): Promise<FilaClaveDatos | null> {
    const [fila] = await this.db.select().from(clavesDatos).where(eq(clavesDatos.id, id));
    return fila ?? null;
  }

  /** A new data key; `envolver` wraps it for the id its row gets (its additional data names the row). */
  async crear(idClaveMaestra: string, envolver: (id: number) => string): Promise<FilaClaveDatos> {
    const { rows } = (await this.db.execute(
      sql`select nextval(pg_get_serial_sequence('claves_datos', 'id'))::int as id`,
    )) as unknown as { rows: { id: number }[] };
    const id = Number(rows[0]?.id);
    const [fila] = await this.db
      .insert(clavesDatos)
      .values({ id, idClaveMaestra, claveEnvuelta: envolver(id) })
      .returning();
    return fila as FilaClaveDatos;
  }

  async reenvolver(id: number, idClaveMaestra: string, claveEnvuelta: string) {
    await this.db
      .update(clavesDatos)
      .set({ idClaveMaestra, claveEnvuelta, envueltaEn: sql`now()` })
      .where(eq(clavesDatos.id, id));
  }

  async envueltasConOtra(idClaveMaestra: string): Promise<number> {
    const filas = await this.db
      .select({ id: clavesDatos.id })
      .from(clavesDatos)
      .where(ne(clavesDatos.idClaveMaestra, idClaveMaestra));
    return filas.length;
  }

  /** Up to `limite` rows of one place whose value is in clear, or (`salvoClave`) not under that data key. */
  async pendientes(l: LugarCifrado, limite: number, salvoClave?: number): Promise<{ id: number; valor: string }[]> {
    const otraClave = salvoClave === undefined ? '' : ` or split_part(${l.valor}, '.', 2) <> '${Number(salvoClave)}'`;
    const { rows } = (await this.db.execute(
      sql.raw(`select ${l.id} as id, ${l.valor} as valor from ${l.tabla}
        where ${l.filtro ?? 'true'} and ${l.valor} is not null and (${l.valor} not like '${PREFIJO_CIFRADO}%'${otraClave})
        order by ${l.id} limit ${Number(limite)}`),
    )) as unknown as { rows: { id: number; valor: string }[] };
    return rows;
  }

  /** Writes the new value only if the row still holds the one read: a write in between wins, and is seen next time. */
  async reemplazar(l: LugarCifrado, id: number, viejo: string, nuevo: string) {
    const donde = sql`${sql.raw(l.id)} = ${id} and ${sql.raw(l.valor)} = ${viejo}`;
    await this.db.execute(
      l.clave
        ? sql`update datos_bloqueados set datos = jsonb_set(datos, ${`{${l.clave}}`}, to_jsonb(${nuevo}::text))
            where ${sql.raw(l.filtro as string)} and ${donde}`
        : sql`update ${sql.raw(l.tabla)} set ${sql.raw(l.valor)} = ${nuevo} where ${donde}`,
    );
  }
}

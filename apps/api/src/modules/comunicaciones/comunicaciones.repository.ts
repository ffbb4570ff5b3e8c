import type { FiltroComunicaciones } from '@puente/contract/comunicaciones';
import { and, desc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contarHasta, patronLike } from '../../db/queries/pagina';
import { comunicaciones } from '../../db/schema/ofertas';

/** What a communication is on `hoy`, in SQL, for the staff's filter (the service reads the same from the row). */
const estadoSql = (hoy: string) => sql<string>`case
  when not ${comunicaciones.publicada} then 'retirada'
  when ${comunicaciones.fechaDesde} > ${hoy}::date then 'programada'
  when ${comunicaciones.fechaHasta} < ${hoy}::date then 'caducada'
  else 'vigente' end`;

/** The fields staff write. */
export interface DatosComunicacion {
  para: string;
  fechaDesde: string;
  fechaHasta: string | null;
  descripcion: string;
  enlace: string | null;
  publicada: boolean;
}

const columnas = {
  id: comunicaciones.id,
  para: comunicaciones.para,
  fechaDesde: sql<string>`${comunicaciones.fechaDesde}`,
  fechaHasta: comunicaciones.fechaHasta,
  descripcion: comunicaciones.descripcion,
  enlace: comunicaciones.enlace,
  publicada: comunicaciones.publicada,
};

export class ComunicacionesRepository {
  constructor(private readonly db: Db) {}

  /** Published communications for a role (or for everyone) in force on `hoy` (yyyy-mm-dd), newest first. */
  vigentes(para: 'alumno' | 'empresa', hoy: string) {
    return this.db
      .select()
      .from(comunicaciones)
      .where(
        and(
          eq(comunicaciones.publicada, true),
          inArray(comunicaciones.para, [para, 'todos']),
          lte(comunicaciones.fechaDesde, hoy),
          or(isNull(comunicaciones.fechaHasta), gte(comunicaciones.fechaHasta, hoy)),
        ),
      )
      .orderBy(desc(comunicaciones.fechaDesde), desc(comunicaciones.id));
  }

  private condiciones(f: FiltroComunicaciones, hoy: string): SQL[] {
    const c: SQL[] = [];
    if (f.para) c.push(eq(comunicaciones.para, f.para));
    if (f.estado) c.push(sql`(${estadoSql(hoy)}) = ${f.estado}`);
    if (f.texto) c.push(sql`f_unaccent(lower(${comunicaciones.descripcion})) like f_unaccent(${patronLike(f.texto)})`);
    return c;
  }

  /** A page of the staff's list, the latest to start first, after the keyset `desde` (fechaDesde, id). */
  pagina(f: FiltroComunicaciones, hoy: string, desde: [string, number] | null, limite: number) {
    const tras = desde ? [sql`(${comunicaciones.fechaDesde}, ${comunicaciones.id}) < (${desde[0]}::date, ${desde[1]})`] : [];
    return this.db
      .select(columnas)
      .from(comunicaciones)
      .where(and(...this.condiciones(f, hoy), ...tras))
      .orderBy(desc(comunicaciones.fechaDesde), desc(comunicaciones.id))
      .limit(limite);
  }

  total(f: FiltroComunicaciones, hoy: string) {
    const filas = this.db
      .select({ id: comunicaciones.id })
      .from(comunicaciones)
      .where(and(...this.condiciones(f, hoy)));
    return contarHasta(this.db, filas.getSQL());
  }

  async leer(id: number) {
    const [fila] = await this.db.select(columnas).from(comunicaciones).where(eq(comunicaciones.id, id));
    return fila ?? null;
  }

  async crear(d: DatosComunicacion): Promise<number> {
    const [fila] = await this.db.insert(comunicaciones).values(d).returning({ id: comunicaciones.id });
    if (!fila) throw new Error('comunicaciones: insert returned no row');
    return fila.id;
  }

  /** Changes a communication; false when it does not exist. */
  async cambiar(id: number, d: Partial<DatosComunicacion>, ahora: Date): Promise<boolean> {
    const filas = await this.db
      .update(comunicaciones)
      .set({ ...d, actualizadoEn: ahora })
      .where(eq(comunicaciones.id, id))
      .returning({ id: comunicaciones.id });
    return filas.length === 1;
  }
}

export type FilaComunicacion = NonNullable<Awaited<ReturnType<ComunicacionesRepository['leer']>>>;

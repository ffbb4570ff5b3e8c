import type { FiltroGuiasGestion } from '@puente/contract/guias';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contarHasta, patronLike } from '../../db/queries/pagina';
import { archivos } from '../../db/schema/archivos';
import { guiasOrientacion } from '../../db/schema/guias';

export type FilaGuia = typeof guiasOrientacion.$inferSelect & { nombreFichero: string; tamanoFichero: number };
export type NuevaGuia = Omit<typeof guiasOrientacion.$inferInsert, 'id' | 'creadoEn' | 'actualizadoEn'>;

const columnas = {
  id: guiasOrientacion.id,
  titulo: guiasOrientacion.titulo,
  descripcion: guiasOrientacion.descripcion,
  idArchivo: guiasOrientacion.idArchivo,
  urlImagen: guiasOrientacion.urlImagen,
  publicada: guiasOrientacion.publicada,
  fecha: guiasOrientacion.fecha,
  orden: guiasOrientacion.orden,
  creadoPor: guiasOrientacion.creadoPor,
  creadoEn: guiasOrientacion.creadoEn,
  actualizadoEn: guiasOrientacion.actualizadoEn,
  nombreFichero: archivos.nombre,
  tamanoFichero: archivos.tamano,
};

const masRecientes = [desc(guiasOrientacion.fecha), desc(guiasOrientacion.orden), desc(guiasOrientacion.id)];

/**
 * The date and the order within it as one text that sorts like both
 * ('2026-11-28|0042'; orden is 0–1000), the key of the staff's pages.
 */
const claveOrden = sql<string>`to_char(${guiasOrientacion.fecha}, 'YYYY-MM-DD') || '|' || lpad(${guiasOrientacion.orden}::text, 4, '0')`;

/** Orientation guides with their file's name and size; the bytes are lib/storage's. */
export class GuiasRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db.select(columnas).from(guiasOrientacion).innerJoin(archivos, eq(archivos.id, guiasOrientacion.idArchivo));
  }

  /** The published guides, newest first: the students' list. */
  publicadas(): Promise<FilaGuia[]> {
    return this.select()
      .where(eq(guiasOrientacion.publicada, true))
      .orderBy(...masRecientes);
  }

  private condicionesGestion(f: FiltroGuiasGestion): SQL[] {
    const c: SQL[] = [];
    if (f.texto) c.push(sql`f_unaccent(lower(${guiasOrientacion.titulo})) like f_unaccent(${patronLike(f.texto)})`);
    if (f.publicada !== undefined) c.push(eq(guiasOrientacion.publicada, f.publicada));
    return c;
  }

  /** A page of the staff's list in the students' order, after the keyset `desde` (claveOrden, id). */
  paginaGestion(f: FiltroGuiasGestion, desde: [string, number] | null, limite: number) {
    const tras = desde ? [sql`(${claveOrden}, ${guiasOrientacion.id}) < (${desde[0]}, ${desde[1]})`] : [];
    return this.db
      .select({ ...columnas, clave: claveOrden })
      .from(guiasOrientacion)
      .innerJoin(archivos, eq(archivos.id, guiasOrientacion.idArchivo))
      .where(and(...this.condicionesGestion(f), ...tras))
      .orderBy(...masRecientes)
      .limit(limite);
  }

  totalGestion(f: FiltroGuiasGestion) {
    const filas = this.db
      .select({ id: guiasOrientacion.id })
      .from(guiasOrientacion)
      .where(and(...this.condicionesGestion(f)));
    return contarHasta(this.db, filas.getSQL());
  }

  async guia(id: number, soloPublicada: boolean): Promise<FilaGuia | null> {
    const rows = await this.select().where(
      and(eq(guiasOrientacion.id, id), soloPublicada ? eq(guiasOrientacion.publicada, true) : undefined),
    );
    return rows[0] ?? null;
  }

  async crear(g: NuevaGuia) {
    const rows = await this.db.insert(guiasOrientacion).values(g).returning({ id: guiasOrientacion.id });
    return rows[0]?.id as number;
  }

  /** False when there is no such guide. */
  async editar(id: number, g: Partial<NuevaGuia>) {
    const rows = await this.db
      .update(guiasOrientacion)
      .set({ ...g, actualizadoEn: new Date() })
      .where(eq(guiasOrientacion.id, id))
      .returning({ id: guiasOrientacion.id });
    return rows.length > 0;
  }
}

import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { archivoContenidos, archivos } from '../../db/schema/archivos';
import type { FileUse } from './file-uses';
import type { FileOwner, StoredFile } from './storage';

export type BlobStoreName = 'postgres' | 's3';

type Row = typeof archivos.$inferSelect;

const toStoredFile = (r: Row): StoredFile => ({
  id: r.id,
  owner: { kind: r.propietarioTipo as FileOwner['kind'], id: r.propietarioId },
  use: r.uso as FileUse,
  name: r.nombre,
  contentType: r.contentType,
  size: r.tamano,
  sha256: r.sha256,
  createdAt: r.creadoEn,
});

/** The `archivos` metadata table and, for the PostgreSQL store, the bytes in `archivo_contenidos`. */
export class ArchivosRepository {
  constructor(private readonly db: Db) {}

  async insert(file: Omit<StoredFile, 'id' | 'createdAt'>, almacen: BlobStoreName): Promise<StoredFile> {
    const rows = await this.db
      .insert(archivos)
      .values({
        propietarioTipo: file.owner.kind,
        propietarioId: file.owner.id,
        uso: file.use,
        nombre: file.name,
        contentType: file.contentType,
        tamano: file.size,
        sha256: file.sha256,
        almacen,
      })
      .returning();
    return toStoredFile(rows[0] as Row);
  }

  async byId(id: string): Promise<{ file: StoredFile; almacen: BlobStoreName } | null> {
    const rows = await this.db.select().from(archivos).where(eq(archivos.id, id));
    const row = rows[0];
    return row ? { file: toStoredFile(row), almacen: row.almacen as BlobStoreName } : null;
  }

  /** Deletes the metadata (and, by cascade, bytes kept in PostgreSQL); returns where the bytes were, or null. */
  async delete(id: string): Promise<BlobStoreName | null> {
    const rows = await this.db.delete(archivos).where(eq(archivos.id, id)).returning({ almacen: archivos.almacen });
    return (rows[0]?.almacen as BlobStoreName | undefined) ?? null;
  }

  async byOwner(owner: FileOwner, use?: FileUse): Promise<StoredFile[]> {
    const rows = await this.db
      .select()
      .from(archivos)
      .where(
        and(
          eq(archivos.propietarioTipo, owner.kind),
          eq(archivos.propietarioId, owner.id),
          use ? eq(archivos.uso, use) : undefined,
        ),
      )
      .orderBy(desc(archivos.creadoEn), desc(archivos.id));
    return rows.map(toStoredFile);
  }

  async putContent(id: string, content: Uint8Array): Promise<void> {
    await this.db.insert(archivoContenidos).values({ idArchivo: id, contenido: content });
  }

  async deleteContent(id: string): Promise<void> {
    await this.db.delete(archivoContenidos).where(eq(archivoContenidos.idArchivo, id));
  }

  /**
   * Ids of the files whose bytes are in one store, in id order, a page at a
   * time: pass the last id of a page as `after` for the next. For moving files
   * between stores and for backups, which must reach every file.
   */
  async idsInStore(almacen: BlobStoreName, { after, limit = 500 }: { after?: string; limit?: number } = {}) {
    const rows = await this.db
      .select({ id: archivos.id })
      .from(archivos)
      .where(and(eq(archivos.almacen, almacen), after ? gt(archivos.id, after) : undefined))
      .orderBy(asc(archivos.id))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /** Of these ids, those whose file is recorded in the store (an object without one is an orphan). */
  async recordedIn(almacen: BlobStoreName, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: archivos.id })
      .from(archivos)
      .where(and(eq(archivos.almacen, almacen), inArray(archivos.id, ids)));
    return new Set(rows.map((r) => r.id));
  }

  /** Records that the file's bytes are now in `to`, if they were still in `from` (it may have been deleted meanwhile). */
  async switchStore(id: string, from: BlobStoreName, to: BlobStoreName): Promise<boolean> {
    const rows = await this.db
      .update(archivos)
      .set({ almacen: to })
      .where(and(eq(archivos.id, id), eq(archivos.almacen, from)))
      .returning({ id: archivos.id });
    return rows.length === 1;
  }

  async content(id: string): Promise<Uint8Array | null> {
    const rows = await this.db
      .select({ contenido: archivoContenidos.contenido })
      .from(archivoContenidos)
      .where(eq(archivoContenidos.idArchivo, id));
    return rows[0]?.contenido ?? null;
  }
}

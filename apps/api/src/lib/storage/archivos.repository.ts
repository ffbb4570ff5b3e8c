import { and, desc, eq } from 'drizzle-orm';
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

  async content(id: string): Promise<Uint8Array | null> {
    const rows = await this.db
      .select({ contenido: archivoContenidos.contenido })
      .from(archivoContenidos)
      .where(eq(archivoContenidos.idArchivo, id));
    return rows[0]?.contenido ?? null;
  }
}

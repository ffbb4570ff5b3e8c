import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { fileExtension } from '@puente/contract/validation/files';
import type { InTransaction, WithTransaction } from '../transaction';
import type { ArchivosRepository, BlobStoreName } from './archivos.repository';
import type { BlobStore } from './blob-store';
import { checkFile, normalizeExtension } from './check-file';
import type { FileUse } from './file-uses';
import { sinMetadatos } from './sin-metadatos';
import type { FileOwner, FileStorage, GeneratedFile, NewFile, StoredFile } from './storage';

interface Deps {
  repo: ArchivosRepository;
  /** Where new files go. */
  writeTo: BlobStore;
  /** Every store that may still hold bytes, by the name recorded in `archivos.almacen`. */
  stores: Partial<Record<BlobStoreName, BlobStore>>;
  withTransaction: WithTransaction;
  inTransaction: InTransaction;
  /**
   * When to look again whether a deletion made inside a unit of work has
   * committed, for stores outside the database (see `delete`). Tests shorten it.
   */
  deleteChecksMs?: readonly number[];
}

/** Units of work last milliseconds; a slow one is caught by the second or third look, a rolled-back one by none. */
const DELETE_CHECKS_MS = [1_000, 10_000, 60_000];

/** "Carta" + "pdf" → "Carta.pdf"; "carta.PDF" stays as it is. */
const withExtension = (name: string, extension: string) => {
  const base = name.trim() || 'documento';
  return fileExtension(base) === extension ? base : `${base}.${extension}`;
};

/**
 * FileStorage over the `archivos` table and one or more blob stores. Reads
 * follow the store each file records, so files keep opening while a
 * deployment moves its bytes from PostgreSQL to a bucket.
 */
export class FileStorageService implements FileStorage {
  constructor(private readonly deps: Deps) {}

  async store(file: NewFile): Promise<StoredFile> {
    const contentType = await checkFile(file.use, file.extension, file.content);
    const extension = normalizeExtension(file.extension);
    const name = withExtension(file.name, extension);
    // What companies download is the picture, not where and when it was taken.
    const content = await sinMetadatos(file.use, extension, file.content);
    return this.keep({ owner: file.owner, use: file.use, name, contentType, content });
  }

  storeGenerated(file: GeneratedFile): Promise<StoredFile> {
    return this.keep(file);
  }

  private keep(file: Omit<GeneratedFile, 'use'> & { use: FileUse }): Promise<StoredFile> {
    const meta = {
      owner: file.owner,
      use: file.use,
      name: file.name,
      contentType: file.contentType,
      size: file.content.byteLength,
      sha256: createHash('sha256').update(file.content).digest('hex'),
    };
    const { repo, writeTo, withTransaction } = this.deps;
    return withTransaction(async () => {
      const stored = await repo.insert(meta, writeTo.name);
      await writeTo.put(stored.id, file.content);
      return stored;
    });
  }

  async read(id: string) {
    const found = await this.deps.repo.byId(id);
    if (!found) return null;
    const content = await this.storeFor(found.almacen).get(id);
    // Metadata without bytes is a broken store, not a missing file: a 500 with its id in the log.
    if (!content) throw new Error(`Archivo ${id}: sin contenido en el almacén ${found.almacen}`);
    return { file: found.file, content };
  }

  async delete(id: string) {
    const almacen = await this.deps.repo.delete(id);
    if (!almacen) return false;
    const store = this.storeFor(almacen);
    // PostgreSQL's bytes went with the row, in the caller's transaction.
    if (store.transactional) return true;
    // A bucket's object must outlive a deletion that may still roll back, or the file would stay without its bytes.
    if (this.deps.inTransaction()) this.deleteOnceCommitted(store, id);
    else await store.delete(id);
    return true;
  }

  /**
   * The commit of the caller's unit of work cannot be observed from here, so
   * the object is deleted when a later look, outside any unit of work, finds
   * the row gone. A rolled-back deletion leaves the row and the object alone;
   * an object whose looks all failed is an orphan for `sweepOrphans`.
   */
  private deleteOnceCommitted(store: BlobStore, id: string) {
    const look = async (delays: readonly number[]): Promise<void> => {
      const [delay, ...rest] = delays;
      if (delay === undefined) return;
      await new Promise((r) => setTimeout(r, delay).unref());
      if (await this.deps.repo.byId(id)) return look(rest);
      await store.delete(id);
    };
    const pending = this.outside(() =>
      look(this.deps.deleteChecksMs ?? DELETE_CHECKS_MS).catch((error: unknown) =>
        console.error(`archivo ${id}: no se pudo borrar del almacén ${store.name}; lo retirará el barrido de huérfanos`, error),
      ),
    );
    this.pendingDeletes.add(pending);
    void pending.finally(() => this.pendingDeletes.delete(pending));
  }

  /** Runs outside the caller's unit of work: captured when the service was built, by the composition root. */
  private readonly outside = AsyncLocalStorage.snapshot();
  private readonly pendingDeletes = new Set<Promise<void>>();

  /** Resolves once the deferred deletions have run (tests, and a command about to close its database). */
  async settled() {
    while (this.pendingDeletes.size > 0) await Promise.all(this.pendingDeletes);
  }

  listByOwner(owner: FileOwner, use?: FileUse) {
    return this.deps.repo.byOwner(owner, use);
  }

  private storeFor(name: BlobStoreName): BlobStore {
    const store = this.deps.stores[name];
    if (!store) throw new Error(`Almacén de ficheros '${name}' no configurado`);
    return store;
  }
}

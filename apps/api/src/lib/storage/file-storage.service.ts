import { createHash } from 'node:crypto';
import { fileExtension } from '@puente/contract/validation/files';
import type { WithTransaction } from '../transaction';
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
}

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
    await this.storeFor(almacen).delete(id);
    return true;
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

import type { ArchivosRepository, BlobStoreName } from './archivos.repository';

/**
 * Where the bytes of a file live, keyed by the file's id. The metadata always
 * stays in `archivos`; only this part changes when a deployment moves its files
 * to an S3-compatible bucket (decision 011): an `S3BlobStore` with `put` as
 * PutObject of 'archivos/<id>', `get` as GetObject, `delete` as DeleteObject.
 */
export interface BlobStore {
  readonly name: BlobStoreName;
  put(id: string, content: Uint8Array): Promise<void>;
  get(id: string): Promise<Uint8Array | null>;
  /** Called once the metadata row is gone. */
  delete(id: string): Promise<void>;
}

/** The default: bytes in `archivo_contenidos`, in the same transaction as their metadata. */
export class PostgresBlobStore implements BlobStore {
  readonly name = 'postgres' as const;

  constructor(private readonly repo: ArchivosRepository) {}

  put(id: string, content: Uint8Array) {
    return this.repo.putContent(id, content);
  }

  get(id: string) {
    return this.repo.content(id);
  }

  async delete() {
    // Nothing left: the row went with its metadata (ON DELETE CASCADE).
  }
}

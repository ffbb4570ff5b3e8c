import type { ArchivosRepository, BlobStoreName } from './archivos.repository';

/**
 * Where the bytes of a file live, keyed by the file's id. The metadata always
 * stays in `archivos`; only this part changes when a deployment moves its files
 * to an S3-compatible bucket (decisions 011 and 047, `S3BlobStore`).
 */
export interface BlobStore {
  readonly name: BlobStoreName;
  /**
   * Whether its writes join the caller's unit of work (PostgreSQL). A store that
   * cannot (a bucket) has its objects deleted only once the metadata row's
   * deletion has committed (FileStorageService).
   */
  readonly transactional: boolean;
  put(id: string, content: Uint8Array): Promise<void>;
  get(id: string): Promise<Uint8Array | null>;
  /** Removes the bytes; nothing happens when there are none. */
  delete(id: string): Promise<void>;
}

/** The default: bytes in `archivo_contenidos`, in the same transaction as their metadata. */
export class PostgresBlobStore implements BlobStore {
  readonly name = 'postgres' as const;
  readonly transactional = true;

  constructor(private readonly repo: ArchivosRepository) {}

  put(id: string, content: Uint8Array) {
    return this.repo.putContent(id, content);
  }

  get(id: string) {
    return this.repo.content(id);
  }

  /** Deleting a file needs no call (its bytes go with the metadata, ON DELETE CASCADE); moving it to a bucket does. */
  delete(id: string) {
    return this.repo.deleteContent(id);
  }
}

import type { Platform } from '../../platform';
import { ArchivosRepository } from './archivos.repository';
import { PostgresBlobStore } from './blob-store';
import { FileStorageService } from './file-storage.service';
import { s3StoreFromEnv } from './s3-blob-store';
import { newFilesStore } from './s3-settings';

/**
 * The one storage of the app, built once by the composition root and handed to
 * the modules that keep files. With S3_BUCKET both stores are registered: new
 * files go to the bucket (unless STORAGE_BACKEND=postgres) and every file is
 * read from the store its row records, so files keep opening while they move
 * (decisions 011 and 047). No caller knows which.
 */
export function createStorage({
  db,
  withTransaction,
  inTransaction,
  env,
}: Pick<Platform, 'db' | 'withTransaction' | 'inTransaction' | 'env'>): FileStorageService {
  const repo = new ArchivosRepository(db);
  const postgres = new PostgresBlobStore(repo);
  const s3 = s3StoreFromEnv(env);
  const writeTo = newFilesStore(env) === 's3' && s3 ? s3 : postgres;
  return new FileStorageService({
    repo,
    writeTo,
    stores: s3 ? { postgres, s3 } : { postgres },
    withTransaction,
    inTransaction,
  });
}

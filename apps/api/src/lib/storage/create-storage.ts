import type { Platform } from '../../platform';
import { ArchivosRepository } from './archivos.repository';
import { PostgresBlobStore } from './blob-store';
import { FileStorageService } from './file-storage.service';
import type { FileStorage } from './storage';

/**
 * The one storage of the app, built once by the composition root and handed to
 * the modules that keep files. Files go to PostgreSQL; an S3-compatible store
 * is added here, chosen by configuration, without touching any caller
 * (decision 011).
 */
export function createStorage({ db, withTransaction }: Pick<Platform, 'db' | 'withTransaction'>): FileStorage {
  const repo = new ArchivosRepository(db);
  const postgres = new PostgresBlobStore(repo);
  return new FileStorageService({ repo, writeTo: postgres, stores: { postgres }, withTransaction });
}

import type { ArchivosRepository } from './archivos.repository';
import type { S3BlobStore } from './s3-blob-store';

/**
 * Deletes the bucket's objects that no file records in it: uploads whose unit
 * of work rolled back, deletions whose later look did not happen, copies left
 * by an interrupted move. Only objects older than `olderThanMs`: a new file's
 * object is written before its row commits.
 */
export async function sweepOrphans({
  repo,
  store,
  olderThanMs = 60 * 60 * 1000,
  now = new Date(),
}: {
  repo: ArchivosRepository;
  store: S3BlobStore;
  olderThanMs?: number;
  now?: Date;
}) {
  let revisados = 0;
  let borrados = 0;
  for await (const page of store.list()) {
    revisados += page.length;
    const old = page.filter((o) => now.getTime() - o.modifiedAt.getTime() >= olderThanMs).map((o) => o.id);
    const recorded = await repo.recordedIn(store.name, old);
    for (const id of old) {
      if (recorded.has(id)) continue;
      await store.delete(id);
      borrados++;
    }
  }
  return { revisados, borrados };
}

import { createHash } from 'node:crypto';
import type { WithTransaction } from '../transaction';
import type { ArchivosRepository } from './archivos.repository';
import type { BlobStore } from './blob-store';

export interface MoveCounts {
  /** Written to the target store. */
  copiados: number;
  /** Read back from the target with the SHA-256 of their row, and switched to it. */
  verificados: number;
  /** Left where they were, with the reason in `failures`. */
  fallidos: number;
}

export interface MoveFailure {
  id: string;
  reason: string;
}

interface MoveDeps {
  repo: ArchivosRepository;
  from: BlobStore;
  to: BlobStore;
  withTransaction: WithTransaction;
  /** Called after each page, for a progress line. */
  onPage?: (counts: MoveCounts) => void;
  pageSize?: number;
}

const sha256 = (content: Uint8Array) => createHash('sha256').update(content).digest('hex');

/**
 * Moves every file whose bytes are in `from` to `to` (decision 047): copy,
 * read back from `to` and compare with `archivos.sha256`, then switch the
 * row's `almacen` and remove the bytes from `from`. Each file is done on its
 * own, so the move can stop anywhere and be run again: what was switched is
 * not seen again, a copy left half-way is written over. The API may keep
 * serving meanwhile: reads follow the row, and a file deleted during its move
 * is not switched (its copy is removed).
 */
export async function moveFiles({ repo, from, to, withTransaction, onPage, pageSize = 100 }: MoveDeps) {
  const counts: MoveCounts = { copiados: 0, verificados: 0, fallidos: 0 };
  const failures: MoveFailure[] = [];
  const fail = (id: string, reason: string) => {
    counts.fallidos++;
    failures.push({ id, reason });
  };

  const intact = (copy: Uint8Array | null, expected: string) => copy !== null && sha256(copy) === expected;

  async function moveOne(id: string, content: Uint8Array, expected: string): Promise<'moved' | 'mismatch' | 'gone'> {
    if (to.transactional) {
      // Into the database: written, read back and switched in one transaction, all or nothing.
      return withTransaction(async () => {
        await to.put(id, content);
        counts.copiados++;
        if (!intact(await to.get(id), expected)) throw new Outcome('mismatch');
        // Not switched: the file was deleted while it moved.
        if (!(await repo.switchStore(id, from.name, to.name))) throw new Outcome('gone');
        if (from.transactional) await from.delete(id);
        return 'moved' as const;
      }).catch((error: unknown) => {
        if (error instanceof Outcome) return error.outcome;
        throw error;
      });
    }
    // Into a bucket: written and read back outside any transaction; the row points at it only once it is intact.
    await to.put(id, content);
    counts.copiados++;
    if (!intact(await to.get(id), expected)) {
      await to.delete(id);
      return 'mismatch';
    }
    const switched = await withTransaction(async () => {
      if (!(await repo.switchStore(id, from.name, to.name))) return false;
      if (from.transactional) await from.delete(id);
      return true;
    });
    if (switched) return 'moved';
    await to.delete(id);
    return 'gone';
  }

  let after: string | undefined;
  for (;;) {
    const ids = await repo.idsInStore(from.name, { after, limit: pageSize });
    if (ids.length === 0) break;
    after = ids.at(-1);
    for (const id of ids) {
      try {
        const found = await repo.byId(id);
        if (!found || found.almacen !== from.name) continue; // deleted or moved since the page was read
        const content = await from.get(id);
        if (!content) {
          fail(id, `sin contenido en el almacén ${from.name}`);
          continue;
        }
        const outcome = await moveOne(id, content, found.file.sha256);
        if (outcome === 'moved') {
          counts.verificados++;
          // Outside the database only once the row points at the copy; a failure leaves an orphan to sweep.
          if (!from.transactional) await from.delete(id).catch(() => undefined);
        } else if (outcome === 'mismatch') {
          fail(id, `la copia en ${to.name} no tiene el SHA-256 de su fila (${found.file.sha256})`);
        }
      } catch (error) {
        fail(id, error instanceof Error ? error.message : String(error));
      }
    }
    onPage?.({ ...counts });
  }
  return { counts, failures };
}

/** Rolls a move into the database back, saying why. */
class Outcome extends Error {
  constructor(readonly outcome: 'mismatch' | 'gone') {
    super(outcome);
  }
}

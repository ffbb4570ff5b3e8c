import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactional } from '../../db/transactional';
import type { Env } from '../../env';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEnv } from '../../test/test-env';
import { PortalError } from '../portal-error';
import { ArchivosRepository } from './archivos.repository';
import { PostgresBlobStore } from './blob-store';
import { createStorage } from './create-storage';
import { FileStorageService } from './file-storage.service';
import { type S3BlobStore, s3StoreFromEnv } from './s3-blob-store';
import { startS3TestServer } from './s3-test-server';
import { SAMPLES } from './sample-files';
import { sweepOrphans } from './sweep-orphans';

/**
 * The same cases against each store new files can go to: PostgreSQL, and an
 * S3-compatible bucket served by s3rver on loopback (decision 047). The
 * database is PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
describe.each([
  { almacen: 'postgres', titulo: 'PostgreSQL' },
  { almacen: 's3', titulo: 'S3 (s3rver local)' },
] as const)('storage de ficheros ($titulo)', ({ almacen }) => {
  let t: TestApp;
  let env: Env;
  let storage: FileStorageService;
  let unit: ReturnType<typeof transactional>;
  let s3server: Awaited<ReturnType<typeof startS3TestServer>> | null = null;
  /** The bucket seen directly, behind the storage's back. */
  let bucket: S3BlobStore | null = null;
  const lucia = { kind: 'alumno', id: 900001 } as const;
  const otra = { kind: 'alumno', id: 900002 } as const;

  beforeAll(async () => {
    t = await createTestApp();
    unit = transactional(t.database.db);
    s3server = almacen === 's3' ? await startS3TestServer() : null;
    env = testEnv(s3server?.env ?? {});
    storage = createStorage({ ...unit, env });
    bucket = s3StoreFromEnv(env);
  });
  afterAll(async () => {
    await storage.settled();
    bucket?.close();
    await s3server?.close();
    await t.close();
  });

  const contentRows = async (id: string) =>
    (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM archivo_contenidos WHERE id_archivo = $1', [id]))[0]
      ?.n;
  /** Whether the store holds the file's bytes: its row in archivo_contenidos, or its object in the bucket. */
  const hasBytes = async (id: string) => (bucket ? (await bucket.get(id)) !== null : (await contentRows(id)) === 1);
  const almacenDe = async (id: string) =>
    (await t.database.query<{ almacen: string }>('SELECT almacen FROM archivos WHERE id = $1', [id]))[0]?.almacen;

  it('stores, reads back the exact bytes, and keeps the metadata', async () => {
    const stored = await storage.store({
      owner: lucia,
      use: 'documento-oferta',
      name: 'Carta de motivación',
      extension: '.PDF',
      content: SAMPLES.pdf,
    });
    expect(stored).toMatchObject({
      owner: lucia,
      use: 'documento-oferta',
      name: 'Carta de motivación.pdf',
      contentType: 'application/pdf',
      size: SAMPLES.pdf.length,
      sha256: createHash('sha256').update(SAMPLES.pdf).digest('hex'),
    });
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored.createdAt).toBeInstanceOf(Date);

    const read = await storage.read(stored.id);
    expect(read?.file).toEqual(stored);
    expect(Buffer.from(read?.content ?? []).equals(SAMPLES.pdf)).toBe(true);
    expect(await almacenDe(stored.id)).toBe(almacen);
    expect(await hasBytes(stored.id)).toBe(true);
  });

  it('keeps a name that already has its extension', async () => {
    const stored = await storage.store({
      owner: lucia,
      use: 'documento-alumno',
      name: 'notas.csv',
      extension: 'csv',
      content: SAMPLES.csv,
    });
    expect(stored).toMatchObject({ name: 'notas.csv', contentType: 'text/csv' });
  });

  it('lists by owner, newest first, optionally by use', async () => {
    const own = await storage.listByOwner(lucia);
    expect(own.map((f) => f.name)).toEqual(['notas.csv', 'Carta de motivación.pdf']);
    expect((await storage.listByOwner(lucia, 'documento-oferta')).map((f) => f.name)).toEqual(['Carta de motivación.pdf']);
    expect(await storage.listByOwner(otra)).toEqual([]);
    expect(await storage.listByOwner({ kind: 'empresa', id: lucia.id })).toEqual([]);
  });

  it('deletes the metadata and the bytes', async () => {
    const stored = await storage.store({
      owner: otra,
      use: 'documento-oferta',
      name: 'cv',
      extension: 'pdf',
      content: SAMPLES.pdf,
    });
    expect(await hasBytes(stored.id)).toBe(true);
    expect(await storage.delete(stored.id)).toBe(true);
    expect(await storage.read(stored.id)).toBeNull();
    expect(await hasBytes(stored.id)).toBe(false);
    expect(await contentRows(stored.id)).toBe(0);
    expect(await storage.delete(stored.id)).toBe(false);
  });

  it('stores nothing when the check refuses the file', async () => {
    const before = await storage.listByOwner(otra);
    await expect(
      storage.store({ owner: otra, use: 'documento-oferta', name: 'virus', extension: 'pdf', content: SAMPLES.elf }),
    ).rejects.toBeInstanceOf(PortalError);
    expect(await storage.listByOwner(otra)).toEqual(before);
  });

  it('inside a unit of work, a later failure takes the file back', async () => {
    let id = '';
    await expect(
      unit.withTransaction(async () => {
        id = (await storage.store({ owner: otra, use: 'documento-oferta', name: 'a', extension: 'pdf', content: SAMPLES.pdf }))
          .id;
        throw new Error('fallo después de guardar');
      }),
    ).rejects.toThrow('fallo después de guardar');
    expect(id).not.toBe('');
    expect(await storage.read(id)).toBeNull();
    expect(await contentRows(id)).toBe(0);
    if (!bucket) return;
    // A bucket cannot roll back: the object stays, an orphan, until the sweep finds no row for it.
    expect(await hasBytes(id)).toBe(true);
    const vivo = (await storage.listByOwner(lucia))[0];
    expect(await sweepOrphans({ repo: new ArchivosRepository(unit.db), store: bucket, olderThanMs: 0 })).toMatchObject({
      borrados: 1,
    });
    expect(await hasBytes(id)).toBe(false);
    expect(vivo && (await storage.read(vivo.id))?.content.byteLength).toBeGreaterThan(0);
  });

  it.runIf(almacen === 's3')('reads follow each file: one kept in PostgreSQL still opens beside the bucket', async () => {
    const enPostgres = createStorage({ ...unit, env: testEnv() });
    const antiguo = await enPostgres.store({
      owner: lucia,
      use: 'documento-alumno',
      name: 'antiguo',
      extension: 'txt',
      content: SAMPLES.txt,
    });
    const nuevo = await storage.store({
      owner: lucia,
      use: 'documento-alumno',
      name: 'nuevo',
      extension: 'png',
      content: SAMPLES.png,
    });
    expect([await almacenDe(antiguo.id), await almacenDe(nuevo.id)]).toEqual(['postgres', 's3']);
    expect(await contentRows(nuevo.id)).toBe(0);
    expect(Buffer.from((await storage.read(antiguo.id))?.content ?? []).equals(SAMPLES.txt)).toBe(true);
    expect(Buffer.from((await storage.read(nuevo.id))?.content ?? []).equals(SAMPLES.png)).toBe(true);
    // A copy that knows no bucket: a file recorded there is an error (500), not a missing file.
    await expect(enPostgres.read(nuevo.id)).rejects.toThrow(/no configurado/);
    // While files move back (STORAGE_BACKEND=postgres), new ones go to the database and the bucket's still open.
    const devolviendo = createStorage({ ...unit, env: testEnv({ ...s3server?.env, STORAGE_BACKEND: 'postgres' }) });
    const otro = await devolviendo.store({
      owner: lucia,
      use: 'documento-alumno',
      name: 'otro',
      extension: 'txt',
      content: SAMPLES.txt,
    });
    expect(await almacenDe(otro.id)).toBe('postgres');
    expect(Buffer.from((await devolviendo.read(nuevo.id))?.content ?? []).equals(SAMPLES.png)).toBe(true);
  });

  it.runIf(almacen === 's3')('deleted inside a unit of work, the object goes once the deletion has committed', async () => {
    const repo = new ArchivosRepository(unit.db);
    const s3 = bucket as S3BlobStore;
    const pronto = new FileStorageService({
      repo,
      writeTo: s3,
      stores: { postgres: new PostgresBlobStore(repo), s3 },
      ...unit,
      deleteChecksMs: [20, 200],
    });
    const guardar = () =>
      pronto.store({ owner: otra, use: 'documento-oferta', name: 'b', extension: 'pdf', content: SAMPLES.pdf });

    // Rolled back: the row is back, so its object must still be there.
    const vuelve = await guardar();
    await expect(
      unit.withTransaction(async () => {
        expect(await pronto.delete(vuelve.id)).toBe(true);
        throw new Error('fallo después de borrar');
      }),
    ).rejects.toThrow('fallo después de borrar');
    await pronto.settled();
    expect(Buffer.from((await pronto.read(vuelve.id))?.content ?? []).equals(SAMPLES.pdf)).toBe(true);

    // Committed: the object outlives the open transaction, then goes.
    const sale = await guardar();
    await unit.withTransaction(async () => {
      expect(await pronto.delete(sale.id)).toBe(true);
      expect(await hasBytes(sale.id)).toBe(true);
    });
    await pronto.settled();
    expect(await hasBytes(sale.id)).toBe(false);
    expect(await pronto.read(sale.id)).toBeNull();
  });
});

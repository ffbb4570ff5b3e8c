import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactional } from '../../db/transactional';
import type { Env } from '../../env';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEnv } from '../../test/test-env';
import { ArchivosRepository } from './archivos.repository';
import { type BlobStore, PostgresBlobStore } from './blob-store';
import { createStorage } from './create-storage';
import { bucketFor, FilesCommandError, moveFilesCommand, parseTarget } from './files-command';
import { moveFiles } from './move-files';
import { type S3BlobStore, s3StoreFromEnv } from './s3-blob-store';
import { startS3TestServer } from './s3-test-server';
import { SAMPLES } from './sample-files';

/** `npm run archivos:migrar` (decision 047): PostgreSQL → bucket → PostgreSQL, every file checked by its SHA-256. */
describe('mover archivos entre almacenes', () => {
  let t: TestApp;
  let unit: ReturnType<typeof transactional>;
  let repo: ArchivosRepository;
  let s3server: Awaited<ReturnType<typeof startS3TestServer>>;
  let env: Env;
  let bucket: S3BlobStore;
  const owner = { kind: 'alumno', id: 900101 } as const;
  const lines: string[] = [];
  const say = (line: string) => void lines.push(line);

  beforeAll(async () => {
    t = await createTestApp();
    unit = transactional(t.database.db);
    repo = new ArchivosRepository(unit.db);
    s3server = await startS3TestServer();
    env = testEnv(s3server.env);
    bucket = s3StoreFromEnv(env) as S3BlobStore;
  });
  afterAll(async () => {
    bucket.close();
    await s3server.close();
    await t.close();
  });

  const rows = () =>
    t.database.query<{ id: string; almacen: string; sha256: string }>('SELECT id, almacen, sha256 FROM archivos ORDER BY id');
  const contentRows = async () =>
    (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM archivo_contenidos'))[0]?.n;
  const sha256 = (content: Uint8Array) => createHash('sha256').update(content).digest('hex');
  const migrar = (target: 's3' | 'postgres', e = env) =>
    moveFilesCommand({ target, env: e, s3: bucketFor(e, target), repo, withTransaction: unit.withTransaction, say });

  it('refuses without a bucket to move to or read from, and without a target', async () => {
    expect(() => bucketFor(testEnv(), 's3')).toThrow(FilesCommandError);
    expect(() => bucketFor(testEnv(), 's3')).toThrow(/No hay almacén S3 configurado: define S3_BUCKET/);
    expect(() => bucketFor(testEnv(), 'postgres')).toThrow(/hay que leerlos del bucket/);
    await expect(migrar('s3', testEnv({ ...s3server.env, S3_BUCKET: 'no-existe' }))).rejects.toThrow(
      /El bucket no-existe no existe/,
    );
    expect(parseTarget(['--a', 's3'])).toBe('s3');
    expect(parseTarget(['--a=postgres'])).toBe('postgres');
    expect(() => parseTarget([])).toThrow(/Uso: npm run archivos:migrar -- --a s3/);
    expect(() => parseTarget(['--a', 'ftp'])).toThrow(FilesCommandError);
  });

  it('PostgreSQL → bucket → PostgreSQL: every file moves, verified, and opens with the same bytes', async () => {
    const enPostgres = createStorage({ ...unit, env: testEnv() });
    for (const [extension, content] of [
      ['pdf', SAMPLES.pdf],
      ['png', SAMPLES.png],
      ['txt', SAMPLES.txt],
    ] as const) {
      await enPostgres.store({ owner, use: 'documento-alumno', name: `doc-${extension}`, extension, content });
    }
    const before = await rows();
    const n = before.length;
    expect(before.every((r) => r.almacen === 'postgres')).toBe(true);
    expect(await contentRows()).toBe(n);

    const ida = await migrar('s3');
    expect(ida.counts).toEqual({ copiados: n, verificados: n, fallidos: 0 });
    expect((await rows()).every((r) => r.almacen === 's3')).toBe(true);
    expect(await contentRows()).toBe(0);
    for (const r of before) expect(sha256((await bucket.get(r.id)) ?? new Uint8Array())).toBe(r.sha256);
    // Reads follow the rows: a copy of the API with the bucket opens every file.
    const conBucket = createStorage({ ...unit, env });
    for (const r of before) expect(sha256((await conBucket.read(r.id))?.content ?? new Uint8Array())).toBe(r.sha256);

    // Resumable: run again, nothing is left to move.
    expect((await migrar('s3')).counts).toEqual({ copiados: 0, verificados: 0, fallidos: 0 });

    // Back, but one object was damaged in the bucket: that one stays where it is, and says why.
    const [danado, ...sanos] = before as [(typeof before)[number], ...typeof before];
    const original = (await bucket.get(danado.id)) as Uint8Array;
    await bucket.put(danado.id, new TextEncoder().encode('no es el documento'));
    lines.length = 0;
    const vuelta = await migrar('postgres');
    expect(vuelta.counts).toEqual({ copiados: n, verificados: n - 1, fallidos: 1 });
    expect(vuelta.failures).toEqual([{ id: danado.id, reason: expect.stringMatching(/no tiene el SHA-256 de su fila/) }]);
    expect(lines.some((l) => l.includes(`fallido ${danado.id}`))).toBe(true);
    expect(lines.at(-1)).toMatch(/^Terminado con fallos: \d+ copiados · \d+ verificados · 1 fallidos/);
    // The command warns that this configuration keeps sending new files to the bucket.
    expect(lines[0]).toMatch(/^Aviso: .* STORAGE_BACKEND=postgres/);

    const after = await rows();
    expect(after.find((r) => r.id === danado.id)?.almacen).toBe('s3');
    expect(await bucket.get(danado.id)).not.toBeNull();
    expect(await contentRows()).toBe(n - 1);
    const enPostgresOtraVez = createStorage({ ...unit, env: testEnv() });
    for (const r of sanos) {
      expect(after.find((a) => a.id === r.id)?.almacen).toBe('postgres');
      expect(await bucket.get(r.id)).toBeNull();
      expect(sha256((await enPostgresOtraVez.read(r.id))?.content ?? new Uint8Array())).toBe(r.sha256);
    }

    // Once the bytes are right again, the next run moves the one left.
    await bucket.put(danado.id, original);
    expect((await migrar('postgres')).counts).toEqual({ copiados: 1, verificados: 1, fallidos: 0 });
    expect(await contentRows()).toBe(n);
  });

  it('a copy that does not read back intact is removed and the row keeps its store', async () => {
    const storage = createStorage({ ...unit, env: testEnv() });
    const file = await storage.store({ owner, use: 'documento-alumno', name: 'x', extension: 'txt', content: SAMPLES.txt });
    // A bucket that answers other bytes than it was given.
    const estropeado: BlobStore = {
      name: 's3',
      transactional: false,
      put: (id, content) => bucket.put(id, content),
      get: async () => new TextEncoder().encode('otra cosa'),
      delete: (id) => bucket.delete(id),
    };
    const { counts } = await moveFiles({
      repo,
      from: new PostgresBlobStore(repo),
      to: estropeado,
      withTransaction: unit.withTransaction,
    });
    expect(counts.fallidos).toBeGreaterThanOrEqual(1);
    expect((await repo.byId(file.id))?.almacen).toBe('postgres');
    expect(await bucket.get(file.id)).toBeNull();
    expect(Buffer.from((await storage.read(file.id))?.content ?? []).equals(SAMPLES.txt)).toBe(true);
  });
});

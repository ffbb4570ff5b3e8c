import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactional } from '../../db/transactional';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PortalError } from '../portal-error';
import { ArchivosRepository } from './archivos.repository';
import { type BlobStore, PostgresBlobStore } from './blob-store';
import { createStorage } from './create-storage';
import { FileStorageService } from './file-storage.service';
import { SAMPLES } from './sample-files';
import type { FileStorage } from './storage';

describe('storage de ficheros (PostgreSQL)', () => {
  let t: TestApp;
  let storage: FileStorage;
  let unit: ReturnType<typeof transactional>;
  const lucia = { kind: 'alumno', id: 900001 } as const;
  const otra = { kind: 'alumno', id: 900002 } as const;

  beforeAll(async () => {
    t = await createTestApp();
    unit = transactional(t.database.db);
    storage = createStorage(unit);
  });
  afterAll(() => t.close());

  const contentRows = async (id: string) =>
    (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM archivo_contenidos WHERE id_archivo = $1', [id]))[0]
      ?.n;

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
    expect(await contentRows(stored.id)).toBe(1);
    expect(await storage.delete(stored.id)).toBe(true);
    expect(await storage.read(stored.id)).toBeNull();
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
  });

  it('another store plugs in behind the same interface: new files go there, old ones still open', async () => {
    const repo = new ArchivosRepository(unit.db);
    const bucket = new Map<string, Uint8Array>();
    const s3: BlobStore = {
      name: 's3',
      put: async (id, content) => void bucket.set(id, content),
      get: async (id) => bucket.get(id) ?? null,
      delete: async (id) => void bucket.delete(id),
    };
    const old = await storage.store({
      owner: lucia,
      use: 'documento-alumno',
      name: 'antiguo',
      extension: 'txt',
      content: SAMPLES.txt,
    });
    const moved = new FileStorageService({
      repo,
      writeTo: s3,
      stores: { postgres: new PostgresBlobStore(repo), s3 },
      withTransaction: unit.withTransaction,
    });
    const nuevo = await moved.store({
      owner: lucia,
      use: 'documento-alumno',
      name: 'nuevo',
      extension: 'png',
      content: SAMPLES.png,
    });
    expect(bucket.has(nuevo.id)).toBe(true);
    expect(await contentRows(nuevo.id)).toBe(0);
    expect(Buffer.from((await moved.read(nuevo.id))?.content ?? []).equals(SAMPLES.png)).toBe(true);
    expect(Buffer.from((await moved.read(old.id))?.content ?? []).equals(SAMPLES.txt)).toBe(true);
    // The default storage knows no bucket: a file recorded there is an error (500), not a missing file.
    await expect(storage.read(nuevo.id)).rejects.toThrow(/no configurado/);
    expect(await moved.delete(nuevo.id)).toBe(true);
    expect(bucket.has(nuevo.id)).toBe(false);
  });
});

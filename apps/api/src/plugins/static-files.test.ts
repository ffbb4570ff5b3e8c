import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachePolicyFor, registerStaticFiles } from './static-files';

const ENTRY = `console.log(${JSON.stringify('puente '.repeat(400))});`;

describe('the built SPA as the browser gets it', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    // A dist/ laid out as `vite build && node scripts/precompress.mjs` leaves it.
    dist = mkdtempSync(join(tmpdir(), 'puente-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Puente</title>');
    writeFileSync(join(dist, 'assets/index-a1b2c3.js'), ENTRY);
    writeFileSync(join(dist, 'assets/index-a1b2c3.js.br'), brotliCompressSync(ENTRY));
    writeFileSync(join(dist, 'assets/index-a1b2c3.js.gz'), gzipSync(ENTRY));
    writeFileSync(join(dist, 'assets/tiny-d4e5f6.css'), 'a{}');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    app = Fastify();
    await registerStaticFiles(app, 'demo', undefined, dist);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the brotli copy to a browser that accepts it, with the type of the original and Vary', async () => {
    const res = await get('/assets/index-a1b2c3.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ENTRY);
  });

  it('sends gzip when that is all the client takes, and the plain file when it takes none', async () => {
    const gz = await get('/assets/index-a1b2c3.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ENTRY);
    const plain = await get('/assets/index-a1b2c3.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ENTRY);
  });

  it('a file too small to have been compressed is sent as it is', async () => {
    const res = await get('/assets/tiny-d4e5f6.css', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('a{}');
  });

  it('hashed assets are cached for a year as immutable; index.html and unhashed files are revalidated', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const res = await get('/assets/index-a1b2c3.js', encoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/robots.txt')).headers['cache-control']).toBe('no-cache');
    const fallback = await get('/ofertas-practicas');
    expect(fallback.statusCode).toBe(200);
    expect(fallback.body).toContain('<title>Puente</title>');
    expect(fallback.headers['cache-control']).toBe('no-cache');
  });

  it('a missing asset is a 404 in the envelope, never index.html', async () => {
    const res = await get('/assets/borrado-999.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 4 });
  });

  it('the policy reads the folder inside the build, not the name or the folders above it', () => {
    const root = join('/srv', 'assets', 'dist');
    expect(cachePolicyFor(root, join(root, 'assets', 'x.js.br'))).toMatch(/immutable/);
    expect(cachePolicyFor(root, join(root, 'zod-sin-eval.js'))).toBe('no-cache');
    expect(cachePolicyFor(root, join(root, 'assets-viejos.js'))).toBe('no-cache');
  });
});

import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { endpoints } from '@puente/contract/endpoints/all';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { COMPRESS_THRESHOLD, registerCompression } from './compress';
import { registerStaticFiles } from './static-files';

describe('answers of the API compressed when the client asks', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('alumno', '12345678Z');
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  // The demo's five guides with their descriptions: an envelope well above the threshold.
  const LISTA = endpoints.dameGuiaOrientacion.path;

  it('a large JSON answer travels as brotli to a client that prefers it, and is the same envelope', async () => {
    const plain = await get(LISTA);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    expect(plain.json()).toMatchObject({ status: 0, mensaje: null });

    const br = await get(LISTA, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    const decoded = brotliDecompressSync(br.rawPayload);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(decoded.length);
    expect(JSON.parse(decoded.toString())).toEqual(plain.json());
  });

  it('gzip to a client that only takes gzip, identity to one that refuses both', async () => {
    const gz = await get(LISTA, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toMatchObject({ status: 0 });

    const identity = await get(LISTA, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toMatchObject({ status: 0 });
  });

  it('an answer under the threshold goes as it is, even to a client that accepts brotli', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/NoExiste/nada', headers: { 'accept-encoding': 'br' } });
    expect(r.statusCode).toBe(404);
    expect(r.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.json()).toMatchObject({ status: 4 });
  });

  it('a PDF download is sent as its bytes, with its length, the headers of a file answer and no encoding', async () => {
    const guias = await t.call(endpoints.dameGuiaOrientacion, {}, token);
    const url = guias.body.datos[0]?.urlFichero;
    expect(url).toMatch(/^\/api\/Alumno\/guiaOrientacion\/\d+\/fichero$/);
    const r = await get(String(url), 'br, gzip');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers['content-disposition']).toMatch(/^attachment/);
    expect(Number(r.headers['content-length'])).toBe(r.rawPayload.length);
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the precompressed SPA next to the compression of answers', () => {
  const ENTRY = `console.log(${JSON.stringify('puente '.repeat(400))});`;
  const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(200)}</svg>`;
  // A PNG's signature and then bytes that do not compress: an image is sent as it is.
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(4000)]);
  let dist: string;
  let brands: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'puente-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Puente</title>');
    writeFileSync(join(dist, 'assets/index-a1b2c3.js'), ENTRY);
    writeFileSync(join(dist, 'assets/index-a1b2c3.js.br'), brotliCompressSync(ENTRY));
    writeFileSync(join(dist, 'assets/index-a1b2c3.js.gz'), gzipSync(ENTRY));
    // Above the threshold and without .br/.gz copies (a file a build step forgot).
    writeFileSync(join(dist, 'assets/sin-copias-a1b2c3.js'), ENTRY);
    brands = mkdtempSync(join(tmpdir(), 'puente-marcas-'));
    mkdirSync(join(brands, 'demo/assets'), { recursive: true });
    writeFileSync(join(brands, 'demo/assets/plano.svg'), SVG);
    writeFileSync(join(brands, 'demo/assets/foto.png'), PNG);
    app = Fastify();
    // The order of app.ts: compression first, so it sees the static routes.
    await registerCompression(app);
    await registerStaticFiles(app, 'demo', brands, dist);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(brands, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding: string) =>
    app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

  it('the .br copy goes once-encoded, with the length of the copy on disk', async () => {
    const r = await get('/assets/index-a1b2c3.js', 'gzip, deflate, br');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(Number(r.headers['content-length'])).toBe(brotliCompressSync(ENTRY).length);
    expect(r.rawPayload.length).toBe(Number(r.headers['content-length']));
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(ENTRY);
  });

  it('the .gz copy likewise for a gzip-only client', async () => {
    const r = await get('/assets/index-a1b2c3.js', 'gzip');
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(Number(r.headers['content-length'])).toBe(gzipSync(ENTRY).length);
    expect(gunzipSync(r.rawPayload).toString()).toBe(ENTRY);
  });

  it('a text file without copies is compressed on the way out instead', async () => {
    const r = await get('/assets/sin-copias-a1b2c3.js', 'br');
    expect(r.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(ENTRY);
  });

  it("a brand's SVG is compressed, its PNG goes as its bytes with their length", async () => {
    const svg = await get('/marca/plano.svg', 'br');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(svg.rawPayload).toString()).toBe(SVG);

    const png = await get('/marca/foto.png', 'br, gzip');
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(Number(png.headers['content-length'])).toBe(PNG.length);
    expect(png.rawPayload.equals(PNG)).toBe(true);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { PublicBrand } from '@puente/contract/brand';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estilosEnLinea } from './paginas-prerender';
import { SCRIPT_COOKIES } from './script-cookies';
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

describe('the pages pre-rendered by the web app’s SSR bundle (decision 053)', () => {
  const TEMPLATE =
    '<!doctype html><html lang="es"><head><title>Puente</title>' +
    '<link rel="preload" href="/api/Publico/marca" as="fetch" crossorigin="anonymous" />' +
    '<link rel="stylesheet" crossorigin href="/assets/index-d4e5f6.css"></head>' +
    '<body><div id="root"></div><script type="module" src="/assets/index-a1b2c3.js"></script></body></html>';
  // The shape of apps/web/src/entry-server.tsx, rendering what it is given so the test can read it back.
  const SSR = `
    export const ID_DATOS_INICIALES = 'datos-iniciales';
    export const rutasPrerenderizadas = ['/login', '/cerrada'];
    export const textosIniciales = { app: { nombre: 'Puente' } };
    export const estiloMarca = (marca) => ':root{--brand-primario:' + marca.colores.primario + '}';
    export async function renderizar(ruta, marca) {
      if (ruta === '/cerrada') return null;
      const html = '<link rel="preload" as="image" href="' + marca.logos.claro + '"/><h1 style="outline:none">' + (ruta ?? 'shell') + ' · ' + marca.nombre + '</h1>';
      return { html, titulo: (ruta ?? 'shell') + ' · ' + marca.nombre, ruta, loaderData: ruta ? { 0: null } : null };
    }`;
  const CSS = '.btn{color:var(--brand-primario)}';
  let dir: string;
  let mantenimiento = false;
  const marca = async () =>
    ({
      id: 'prueba',
      nombre: 'Marca </script> & Co',
      colores: { primario: '#7a1f3d' },
      logos: { claro: '/marca/logo.svg' },
      mantenimiento,
    }) as unknown as PublicBrand;

  async function servidor(withBundle: boolean) {
    const dist = join(dir, withBundle ? 'con' : 'sin', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), TEMPLATE);
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets/index-d4e5f6.css'), CSS);
    if (withBundle) {
      mkdirSync(join(dist, '../dist-server'));
      writeFileSync(join(dist, '../dist-server/entry-server.js'), SSR);
    }
    const app = Fastify();
    await registerStaticFiles(app, 'demo', undefined, dist, { marca });
    await app.ready();
    return app;
  }

  let con: FastifyInstance;
  let sin: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'puente-ssr-'));
    con = await servidor(true);
    sin = await servidor(false);
  });
  afterAll(async () => {
    await con.close();
    await sin.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves a pre-rendered page with the brand’s name, colours and the data to hydrate', async () => {
    const res = await con.inject({ method: 'GET', url: '/login/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<div id="root"><h1>/login · Marca </script> & Co</h1></div>');
    expect(html).toContain('<title>/login · Marca &lt;/script&gt; &amp; Co</title>');
    expect(html).toContain('<style id="estilo-marca">:root{--brand-primario:#7a1f3d}');
    expect(html).toContain('<html lang="es" data-brand="prueba"');
    // No style attribute (the CSP blocks them); React's resource hints go to <head>; the brand is not preloaded.
    expect(html).not.toContain('style="');
    expect(html).toMatch(/<link rel="preload" as="image" href="\/marca\/logo.svg"\/><\/head>/);
    expect(html).not.toContain('/api/Publico/marca');
    // The stylesheet is in the page, not a request the first paint waits for (decision 060).
    expect(html).toContain(`<style>${CSS}</style>`);
    // The script that hides the pre-rendered cookie notice from who already decided, before the body.
    expect(html.indexOf(`<script>${SCRIPT_COOKIES}</script>`)).toBeLessThan(html.indexOf('<body>'));
    expect(html.indexOf(`<script>${SCRIPT_COOKIES}</script>`)).toBeGreaterThan(0);
    expect(html).not.toContain('rel="stylesheet"');
    const json = /<script type="application\/json" id="datos-iniciales">(.*?)<\/script>/.exec(html)?.[1];
    // The brand's name cannot close the element it travels in.
    expect(json).not.toContain('</script');
    expect(JSON.parse(json ?? '')).toMatchObject({
      marca: { nombre: 'Marca </script> & Co', mantenimiento: false },
      textos: { app: { nombre: 'Puente' } },
      ruta: '/login',
      loaderData: { 0: null },
    });
  });

  it('sends the brotli or gzip copy the browser accepts', async () => {
    const br = await con.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>/login · ');
    const gz = await con.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<h1>/login · ');
  });

  it('any other page, a closed one and / get the shell', async () => {
    for (const url of ['/ofertas', '/cerrada', '/', '/login/123?x=1']) {
      const res = await con.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<h1>shell · Marca');
      expect(JSON.parse(/id="datos-iniciales">(.*?)<\/script>/.exec(res.body)?.[1] ?? '')).toMatchObject({ ruta: null });
    }
  });

  it('during maintenance every page is the plain index.html', async () => {
    mantenimiento = true;
    try {
      const res = await con.inject({ method: 'GET', url: '/login' });
      expect(res.body).toBe(TEMPLATE);
    } finally {
      mantenimiento = false;
    }
  });

  it('a stylesheet that is missing, or whose text could close <style>, stays a link', () => {
    const carpeta = mkdtempSync(join(tmpdir(), 'puente-css-'));
    try {
      mkdirSync(join(carpeta, 'assets'));
      writeFileSync(join(carpeta, 'assets/raro.css'), 'a::after{content:"</style>"}');
      const enlaces = '<link rel="stylesheet" href="/assets/falta.css"><link rel="stylesheet" href="/assets/raro.css">';
      expect(estilosEnLinea(enlaces, carpeta)).toBe(enlaces);
    } finally {
      rmSync(carpeta, { recursive: true, force: true });
    }
  });

  it('without the SSR bundle the SPA is served as before', async () => {
    for (const url of ['/login', '/', '/ofertas']) {
      const res = await sin.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(TEMPLATE);
    }
  });

  it('a login form posted before the JavaScript is sent back to its page, its body unread', async () => {
    for (const app of [con, sin]) {
      for (const url of ['/login', '/login/empresas']) {
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'eUsuario=12345678Z&ePassword=secreta',
        });
        expect(res.statusCode, url).toBe(303);
        expect(res.headers.location).toBe(url);
        expect(res.body).not.toContain('secreta');
      }
    }
  });
});

import { existsSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { rechazo } from '../lib/portal-error';
import { brandAssetsDir } from '../modules/marca/brand-loader';
import { responderRechazo } from './errors';

export const webDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Vite names the files of dist/assets/ by their content's hash: a new build never reuses a name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the unhashed files of public/ must be revalidated, or a browser keeps an old build's entry. */
const REVALIDATE = 'no-cache';

/** The cache policy of a file of the built SPA `root`, by where it lives (`path`: the file sent, maybe its .br/.gz). */
export function cachePolicyFor(root: string, path: string) {
  return relative(root, path).startsWith(`assets${sep}`) ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves the built SPA with a history fallback (every non-API GET that is not
 * a file gets index.html) and the active brand's assets under /marca/. The
 * build writes brotli and gzip copies of every text file (apps/web/scripts/
 * precompress.mjs); `preCompressed` sends the one the browser accepts, with
 * `Vary: Accept-Encoding`, and the plain file otherwise.
 */
export async function registerStaticFiles(app: FastifyInstance, brandId: string, brandsDir?: string, spaDir: string = webDist) {
  await app.register(fastifyStatic, {
    root: brandAssetsDir(brandId, brandsDir),
    prefix: '/marca/',
    decorateReply: false,
    maxAge: '1h',
  });
  const hasSpa = existsSync(resolve(spaDir, 'index.html'));
  if (hasSpa) {
    // wildcard: files are looked up per request, so a rebuilt SPA is served without a restart.
    await app.register(fastifyStatic, {
      root: spaDir,
      prefix: '/',
      wildcard: true,
      index: false,
      decorateReply: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', cachePolicyFor(spaDir, path));
      },
    });
    app.get('/', (_request, reply) => reply.sendFile('index.html', spaDir));
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path.toLowerCase().startsWith('/api/') || path.toLowerCase() === '/api';
    if (hasSpa && !isApi && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/assets/')) {
      return reply.sendFile('index.html', spaDir);
    }
    return responderRechazo(request, reply, rechazo(4, 'recurso.ruta', { metodo: request.method, ruta: path }), 404);
  });
}

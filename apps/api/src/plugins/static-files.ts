import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { fail } from '@puente/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { brandAssetsDir } from '../modules/marca/brand-loader';

export const webDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * Serves the built SPA with a history fallback (every non-API GET that is not
 * a file gets index.html) and the active brand's assets under /marca/.
 */
export async function registerStaticFiles(app: FastifyInstance, brandId: string, brandsDir?: string) {
  await app.register(fastifyStatic, {
    root: brandAssetsDir(brandId, brandsDir),
    prefix: '/marca/',
    decorateReply: false,
    maxAge: '1h',
  });
  const hasSpa = existsSync(resolve(webDist, 'index.html'));
  if (hasSpa) {
    // wildcard: files are looked up per request, so a rebuilt SPA is served without a restart.
    await app.register(fastifyStatic, { root: webDist, prefix: '/', wildcard: true, index: false, decorateReply: true });
    app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', webDist));
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path.toLowerCase().startsWith('/api/') || path.toLowerCase() === '/api';
    if (hasSpa && !isApi && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/assets/')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    return reply.status(404).send(fail(4, `No existe el recurso ${request.method} ${path}`));
  });
}

import { existsSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rechazo } from '../lib/portal-error';
import { brandAssetsDir } from '../modules/marca/brand-loader';
import { responderRechazo } from './errors';
import { type PaginaHtml, PaginasPrerender, type PrerenderOptions } from './paginas-prerender';

export const webDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Vite names the files of dist/assets/ by their content's hash: a new build never reuses a name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the unhashed files of public/ must be revalidated, or a browser keeps an old build's entry. */
const REVALIDATE = 'no-cache';

/** The cache policy of a file of the built SPA `root`, by where it lives (`path`: the file sent, maybe its .br/.gz). */
export function cachePolicyFor(root: string, path: string) {
  return relative(root, path).startsWith(`assets${sep}`) ? IMMUTABLE : REVALIDATE;
}

/** A pre-rendered page in the encoding the browser accepts (the same choice as `preCompressed` makes for files). */
function enviarPagina(request: FastifyRequest, reply: FastifyReply, pagina: PaginaHtml) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', REVALIDATE).header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(pagina.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(pagina.gz);
  return reply.send(pagina.html);
}

/** The login paths, whose form posts here when submitted before the JavaScript arrived (decision 053). */
const LOGIN_SIN_JS = ['/login', '/login/empresas'];

/**
 * Serves the built SPA with a history fallback (every non-API GET that is not
 * a file gets index.html) and the active brand's assets under /marca/. The
 * build writes brotli and gzip copies of every text file (apps/web/scripts/
 * precompress.mjs); `preCompressed` sends the one the browser accepts, with
 * `Vary: Accept-Encoding`, and the plain file otherwise.
 *
 * With `prerender` and apps/web's SSR bundle built, the HTML of the public pages is pre-rendered for the brand
 * and every other path gets the shell with a skeleton (paginas-prerender.ts, decision 053).
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  brandId: string,
  brandsDir?: string,
  spaDir: string = webDist,
  prerender?: PrerenderOptions,
) {
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
  }
  const paginas = hasSpa && prerender ? new PaginasPrerender(spaDir, prerender) : null;
  if (paginas) {
    // A server that listens renders at start; tests that only inject requests render on their first page.
    app.addHook('onListen', async () => {
      await paginas.preparar();
    });
  }
  const enviarHtml = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const pagina = await paginas?.pagina(path);
    return pagina ? enviarPagina(request, reply, pagina) : reply.sendFile('index.html', spaDir);
  };
  if (hasSpa) {
    app.get('/', (request, reply) => enviarHtml(request, reply, '/'));
    // A login form submitted before the JavaScript ran posts here (method="post", so the password never goes in
    // the URL). Its body is dropped unread and unlogged; the browser goes back to the page, where the form works.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null, null));
      for (const path of LOGIN_SIN_JS) scope.post(path, (_request, reply) => reply.redirect(path, 303));
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path.toLowerCase().startsWith('/api/') || path.toLowerCase() === '/api';
    if (hasSpa && !isApi && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/assets/')) {
      return enviarHtml(request, reply, path);
    }
    return responderRechazo(request, reply, rechazo(4, 'recurso.ruta', { metodo: request.method, ruta: path }), 404);
  });
}

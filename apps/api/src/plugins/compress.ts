import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers below this many bytes go as they are: compressing a login answer saves a few bytes and costs a zlib call. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * JSON and text (CSV, iCalendar, HTML, CSS, JS, SVG…) compress well; the
 * fallback for other types is mime-db's `compressible`, false for PDFs,
 * images and office documents (already compressed inside). The plugin's
 * default also matches `octet-stream`, which here would be an uploaded file.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)/u;

/**
 * Compresses answers above COMPRESS_THRESHOLD with brotli or gzip, whichever
 * the client's Accept-Encoding prefers (brotli at quality 4, the plugin's
 * default: quality 11 costs far more CPU per request); a client that asks for
 * neither gets the plain bytes. An answer that already has a Content-Encoding
 * is left alone: the SPA's .br/.gz copies that plugins/static-files.ts sends
 * travel once-encoded with their own length.
 *
 * It hooks the routes declared after it (onRoute), so app.ts registers it
 * before the documentation, the endpoints and the static files. Request
 * bodies are not decompressed: no client of the API sends them compressed,
 * and accepting them would only give a small request a way to cost more.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  });
}

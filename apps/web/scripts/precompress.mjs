// Runs after `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text asset of dist/, so the
// API serves them precompressed (@fastify/static `preCompressed`, chosen by Accept-Encoding) and spends no CPU
// compressing the same bytes on every request. Files under 1 KB are left alone: compression would not pay.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The folder is dist/ unless given (`node scripts/precompress.mjs <dir>`).
const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    // dist/.vite holds the build manifest (read by scripts/bundle-size.mjs), never served.
    if (entry.startsWith('.')) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const path of files(dist)) {
  if (!TEXT.has(extname(path))) continue;
  const bytes = readFileSync(path);
  if (bytes.length < MIN_BYTES) continue;
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
  before += bytes.length;
  after += br.length;
}
const kb = (n) => (n / 1024).toFixed(1);
process.stdout.write(`precompress: ${count} files, ${kb(before)} KB → ${kb(after)} KB brotli\n`);

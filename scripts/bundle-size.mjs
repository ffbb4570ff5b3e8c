// Gzipped size of the SPA's JavaScript: the entry chunk every page loads and
// each lazy route chunk (ARCHITECTURE §6). Builds the SPA when it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/web/dist');
if (!existsSync(join(dist, 'index.html'))) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@puente/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entries = new Set([...html.matchAll(/assets\/([^"']+\.js)/g)].map((m) => m[1]));
const assets = join(dist, 'assets');
const rows = readdirSync(assets)
  .filter((f) => f.endsWith('.js'))
  .map((f) => {
    const bytes = readFileSync(join(assets, f));
    return { file: f, entry: entries.has(f), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => Number(b.entry) - Number(a.entry) || b.gzip - a.gzip);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
process.stdout.write('\nJavaScript de la SPA (gzip -9)\n');
process.stdout.write(`${'fichero'.padEnd(48)}${'bruto'.padStart(9)}${'gzip'.padStart(9)}\n`);
for (const r of rows) process.stdout.write(`${(r.entry ? '* ' : '  ') + r.file.padEnd(46)}${kb(r.raw)}${kb(r.gzip)}\n`);
const entryGzip = rows.filter((r) => r.entry).reduce((s, r) => s + r.gzip, 0);
process.stdout.write(`* = cargado en toda página: ${kb(entryGzip).trim()} gzip; el resto se carga al abrir su ruta.\n`);

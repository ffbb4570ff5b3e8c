// The SPA's JavaScript per route (decision 026), gzip -9: for every row of apps/web/src/app/route-table/, its
// first load (the entry and its static imports, the shell's texts, the route's chunk with its static imports
// and its catalogues, each file once) and the route's own chunk. Follows the imports through Vite's manifest
// (dist/.vite/manifest.json). Exits 1 when /login's first load or a route's own chunk passes its budget.
// `--json <file>` also writes the figures for the bench's table. Builds the SPA when it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const PRESUPUESTO = { login: 120 * 1024, ruta: 60 * 1024 };
// The language a first visit gets (spec §1): its catalogues are the ones counted.
const IDIOMA = 'es';

const root = new URL('..', import.meta.url).pathname;
const web = join(root, 'apps/web');
const dist = join(web, 'dist');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(join(dist, 'index.html')) || !existsSync(manifestPath)) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@puente/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const jsonAt = process.argv.indexOf('--json');
const jsonFile = jsonAt === -1 ? null : process.argv[jsonAt + 1];
if (jsonAt !== -1 && !jsonFile) {
  process.stderr.write('uso: node scripts/bundle-size.mjs [--json <fichero>]\n');
  process.exit(2);
}

/** @type {Record<string, { file: string, imports?: string[], isEntry?: boolean }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('El manifiesto de Vite no tiene entrada');

const gzipOf = new Map();
function gzip(file) {
  if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipOf.get(file);
}

/** The JavaScript files of these manifest keys and of everything they import statically. */
function closure(keys, into = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No está en el manifiesto: ${key}`);
    if (into.has(chunk.file)) continue;
    if (chunk.file.endsWith('.js')) into.add(chunk.file);
    closure(chunk.imports ?? [], into);
  }
  return into;
}
const sum = (files) => [...files].reduce((total, file) => total + gzip(file), 0);

// The rows: each has its path first and its screen's import after it (app/route-table/*.ts, one file per
// audience, RouteRow).
const tableDir = join(web, 'src/app/route-table');
const table = readdirSync(tableDir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => readFileSync(join(tableDir, file), 'utf8'))
  .join('\n');
const rows = [
  ...table.matchAll(/\bpath:\s*'([^']+)'[\s\S]*?import\('\.\.?\/routes\/([\w-]+)'\)[\s\S]*?(?=\n {2}\{|\n\]\)?;?|$)/g),
].map(([row, path, screen]) => {
  const catalogues = /catalogues:\s*\[([^\]]*)\]/.exec(row)?.[1] ?? '';
  return { path, screen: `src/app/routes/${screen}.tsx`, areas: [...catalogues.matchAll(/'(\w+)'/g)].map((m) => m[1]) };
});
if (rows.length === 0) throw new Error('No se han encontrado filas en route-table.ts');

// What every page loads before its screen: the entry, the shell's texts and the catalogues of router.tsx.
const router = readFileSync(join(web, 'src/app/router.tsx'), 'utf8');
const shellAreas = [...(/shellCatalogues[^=]*=\s*\[([^\]]*)\]/.exec(router)?.[1] ?? '').matchAll(/'(\w+)'/g)].map((m) => m[1]);
const catalogue = (area) => (area ? `src/i18n/${area}/${IDIOMA}.json` : `src/i18n/${IDIOMA}.json`);
const base = closure([entryKey, catalogue(null), ...shellAreas.map(catalogue)]);

const rutas = rows.map(({ path, screen, areas }) => {
  // A screen the entry imports statically (the /404 one) has no chunk of its own: it travels in the entry.
  const own = manifest[screen];
  const first = closure([...(own ? [screen] : []), ...areas.map(catalogue)], new Set(base));
  const chunk = own ? own.file.replace(/^assets\//, '') : '(en la entrada)';
  return { ruta: path, chunk, gzip: own ? gzip(own.file) : 0, primeraCarga: sum(first) };
});

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const login = rutas.find((r) => r.ruta === '/login');
if (!login) throw new Error('La tabla de rutas no tiene /login');
const sobreRuta = rutas.filter((r) => r.gzip > PRESUPUESTO.ruta);
const loginPasa = login.primeraCarga > PRESUPUESTO.login;

const out = process.stdout;
out.write(`\nJavaScript de la SPA por ruta (gzip -9; catálogos en «${IDIOMA}»)\n`);
out.write(`${'ruta'.padEnd(44)}${'primera carga'.padStart(14)}${'su chunk'.padStart(11)}  chunk\n`);
for (const r of rutas) {
  const mark = r.gzip > PRESUPUESTO.ruta || (r === login && loginPasa) ? ' ✗' : '';
  out.write(`${r.ruta.padEnd(44)}${kb(r.primeraCarga).padStart(14)}${kb(r.gzip).padStart(11)}  ${r.chunk}${mark}\n`);
}
out.write(
  `Común a toda página (entrada, sus imports y los textos del armazón): ${kb(sum(base))}.\n` +
    `Presupuesto: primera carga de /login ≤ ${kb(PRESUPUESTO.login)} (hoy ${kb(login.primeraCarga)}` +
    `${loginPasa ? ', SE PASA' : ', cumple'}); chunk propio de cada ruta ≤ ${kb(PRESUPUESTO.ruta)} ` +
    `(el mayor ${kb(Math.max(...rutas.map((r) => r.gzip)))}${sobreRuta.length ? `, SE PASAN ${sobreRuta.length}` : ', cumple'}).\n`,
);

if (jsonFile) {
  const primeraCarga = Object.fromEntries(rutas.map((r) => [r.ruta, r.primeraCarga]));
  writeFileSync(jsonFile, `${JSON.stringify({ primeraCarga, rutas, presupuesto: PRESUPUESTO }, null, 2)}\n`);
}
if (loginPasa || sobreRuta.length > 0) process.exit(1);

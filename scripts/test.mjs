// `npm test`: every check of the repository, in order, stopping at the first
// that fails: lint, typecheck, unit (contract and web), API (PGlite, then
// PostgreSQL when TEST_DATABASE_URL is set) and browser tests. At the end it
// prints how long each phase took and writes it to
// test-results/tiempos-npm-test.json, which `npm run bench` reports against
// issue 30's target for the whole suite (decision 027).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const FASES = ['lint', 'typecheck', 'test:unit', 'test:api', 'test:e2e'];

const fases = [];
const inicio = Date.now();
let estado = 0;
for (const fase of FASES) {
  const t0 = Date.now();
  const r = spawnSync('npm', ['run', fase], { cwd: root, stdio: 'inherit' });
  const ok = r.status === 0;
  fases.push({ fase, segundos: Math.round((Date.now() - t0) / 1000), ok });
  if (!ok) {
    estado = r.status ?? 1;
    break;
  }
}
const total = Math.round((Date.now() - inicio) / 1000);

const ancho = Math.max(...FASES.map((f) => f.length));
process.stdout.write('\n== npm test: tiempo por fase ==\n');
for (const f of fases)
  process.stdout.write(`${f.fase.padEnd(ancho)}  ${String(f.segundos).padStart(5)} s  ${f.ok ? 'ok' : 'FALLA'}\n`);
process.stdout.write(`${'total'.padEnd(ancho)}  ${String(total).padStart(5)} s  (${(total / 60).toFixed(1)} min)\n`);

const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout?.trim() || null;
const dir = join(root, 'test-results');
mkdirSync(dir, { recursive: true });
writeFileSync(
  join(dir, 'tiempos-npm-test.json'),
  `${JSON.stringify({ fecha: new Date().toISOString(), commit, completo: estado === 0, total, fases }, null, 2)}\n`,
);
process.exit(estado);

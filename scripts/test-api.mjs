// API tests: always on the embedded PGlite; then again on a real PostgreSQL
// server when TEST_DATABASE_URL is set (CI sets it). Each run creates its own
// databases and drops them.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const run = (label, env) => {
  process.stdout.write(`\n=== Pruebas de la API en ${label} ===\n`);
  const r = spawnSync('npx', ['vitest', 'run', '--project', 'api'], { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const { TEST_DATABASE_URL, ...withoutPg } = process.env;
run('PGlite (embebido)', withoutPg);
if (TEST_DATABASE_URL) run(`PostgreSQL (${new URL(TEST_DATABASE_URL).host})`, process.env);
else process.stdout.write('\nTEST_DATABASE_URL no está definida: se omite la segunda pasada sobre PostgreSQL.\n');

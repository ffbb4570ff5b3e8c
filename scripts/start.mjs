// `npm start`: builds the SPA when it is missing or older than its sources,
// then runs the API (which serves the SPA) on PORT with the embedded database.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = [join(root, 'apps/web/src'), join(root, 'packages/contract/src')];
const stale = !existsSync(dist) || Math.max(...sources.map(newestMtime)) > statSync(dist).mtimeMs;
if (stale) {
  process.stdout.write('Construyendo la aplicación web…\n');
  const build = spawnSync('npm', ['run', 'build', '-w', '@puente/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const api = spawn(join(root, 'node_modules/.bin/tsx'), [join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));

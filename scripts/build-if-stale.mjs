// What `npm start` and `npm run test:e2e` run: the built SPA (apps/web/dist)
// and the compiled API (apps/api/dist/server.js), each rebuilt first when it
// is missing or older than what it is built from.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The compiled API that production runs with node (decision 028). */
export const apiServer = join(root, 'apps/api/dist/server.js');

/**
 * The newest change under `path`. A folder counts with its own time too: it
 * changes when a file in it is deleted or renamed, which no file's time shows.
 */
export function newestMtime(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** `sources` are relative to the repository's root; `output` is one file or several (stale if any is). */
function isStale(output, sources) {
  const outputs = [output].flat();
  if (!outputs.every((file) => existsSync(file))) return true;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return sources.map((source) => join(root, source)).some((source) => existsSync(source) && newestMtime(source) > built);
}

const builds = [
  {
    what: 'la aplicación web',
    // The SPA and the bundle the API pre-renders its pages with (decision 053), built together.
    output: [join(root, 'apps/web/dist/index.html'), join(root, 'apps/web/dist-server/entry-server.js')],
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contract/src'],
    command: ['npm', ['run', 'build', '-w', '@puente/web']],
  },
  {
    what: 'la API',
    output: apiServer,
    sources: ['apps/api/src', 'apps/api/scripts/build.mjs', 'packages/contract/src'],
    command: [process.execPath, [join(root, 'apps/api/scripts/build.mjs')]],
  },
];

/** Rebuilds what is stale; throws when a build fails. `log` prints one line of progress. */
export function buildIfStale(log) {
  for (const build of builds) {
    if (!isStale(build.output, build.sources)) continue;
    log(`Construyendo ${build.what}…`);
    const [command, args] = build.command;
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`La construcción de ${build.what} ha fallado`);
  }
}

// npm run bench: the benchmark is TypeScript beside the API (apps/api/bench/),
// because it reuses the project's migrate() and the search repository itself.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const r = spawnSync(`${root}node_modules/.bin/tsx`, ['bench/bench.ts'], { cwd: `${root}apps/api`, stdio: 'inherit' });
if (r.status !== 0) process.exit(r.status ?? 1);
const sizes = spawnSync(process.execPath, [`${root}scripts/bundle-size.mjs`], { cwd: root, stdio: 'inherit' });
process.exit(sizes.status ?? 1);

// npm run bench: the benchmark is TypeScript beside the API (apps/api/bench/),
// because it reuses the project's migrate() and the search repository itself.
// It builds the API and the SPA, runs every scenario of decision 027
// (bundle sizes included) and ends with the table of issue 16's targets.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const r = spawnSync(`${root}node_modules/.bin/tsx`, ['bench/bench.ts'], { cwd: `${root}apps/api`, stdio: 'inherit' });
process.exit(r.status ?? 1);

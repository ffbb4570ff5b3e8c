// npm run chaos: the crash test (apps/api/bench/chaos.ts) against a PostgreSQL
// database it creates and drops; not part of `npm test`. CHAOS_DATABASE_URL (or
// TEST_DATABASE_URL) is the admin URL, postgres://postgres@127.0.0.1:5432/postgres by default.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const r = spawnSync(`${root}node_modules/.bin/tsx`, ['bench/chaos.ts'], { cwd: `${root}apps/api`, stdio: 'inherit' });
process.exit(r.status ?? 1);

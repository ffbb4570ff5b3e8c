// npm run cluster: three API copies behind HAProxy, with Redis, on a PostgreSQL database it creates and drops
// (apps/api/bench/cluster.ts): a kill -9 under load, then a rolling restart, and the counts. Needs the haproxy
// and redis-server packages (.ci/run installs them). CLUSTER_DATABASE_URL (or TEST_DATABASE_URL) is the admin
// URL, postgres://postgres@127.0.0.1:5432/postgres by default.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const r = spawnSync(`${root}node_modules/.bin/tsx`, ['bench/cluster.ts'], { cwd: `${root}apps/api`, stdio: 'inherit' });
process.exit(r.status ?? 1);

// npm run restore -- <carpeta> [--reemplazar]: puts a backup of `npm run backup` into the PostgreSQL
// of DATABASE_URL (apps/api/scripts/restore.ts, decision 050).
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const r = spawnSync(`${root}node_modules/.bin/tsx`, [`${root}apps/api/scripts/restore.ts`, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(r.status ?? 1);

// npm run backup: a copy of the PostgreSQL of DATABASE_URL (pg_dump, custom format) and a manifest
// into a new folder of BACKUP_DIR, ./backups by default (apps/api/scripts/backup.ts, decision 050).
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const r = spawnSync(`${root}node_modules/.bin/tsx`, [`${root}apps/api/scripts/backup.ts`, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(r.status ?? 1);

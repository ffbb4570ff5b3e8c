// npm run claves:rotar [-- --datos]: re-wraps the data keys of the encryption at rest under ENCRYPTION_KEY,
// opening them with ENCRYPTION_KEYS_PREVIOUS; --datos also re-encrypts every IBAN and NSS under a fresh data key
// (apps/api/scripts/claves-rotar.ts, decision 051). From the repository's root, like the API: the same DATA_DIR.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const r = spawnSync(`${root}node_modules/.bin/tsx`, [`${root}apps/api/scripts/claves-rotar.ts`, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(r.status ?? 1);

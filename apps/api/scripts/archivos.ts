import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from '../src/db/client';
import { transactional } from '../src/db/transactional';
import { parseEnv } from '../src/env';
import { ArchivosRepository } from '../src/lib/storage/archivos.repository';
import { bucketFor, FilesCommandError, moveFilesCommand, parseTarget, sweepCommand } from '../src/lib/storage/files-command';

/**
 * `npm run archivos:migrar -- --a s3|postgres` and `npm run archivos:barrer`
 * (lib/storage/files-command.ts, decision 047), with the environment the API
 * runs with. Against PostgreSQL the API may keep serving meanwhile; the
 * embedded database is one process's, so stop the API first.
 */
async function main() {
  const [command, ...args] = process.argv.slice(2);
  const env = parseEnv(process.env);
  if (command !== 'migrar' && command !== 'barrer') {
    throw new FilesCommandError('Uso: npm run archivos:migrar -- --a s3|postgres, o npm run archivos:barrer');
  }
  const target = command === 'migrar' ? parseTarget(args) : undefined;
  // Refused before the database opens: the embedded one would be created where there was none.
  const s3 = bucketFor(env, target);
  const embedded = resolve(env.DATA_DIR, 'pgdata');
  if (!env.DATABASE_URL && !existsSync(embedded)) {
    throw new FilesCommandError(`No hay base de datos embebida en ${embedded}: define DATABASE_URL o DATA_DIR como la API.`);
  }
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: embedded });
  const say = (line: string) => process.stdout.write(`${line}\n`);
  // The repository on the unit of work's handle, so its queries join the transaction of each file's switch.
  const { db, withTransaction } = transactional(database.db);
  const repo = new ArchivosRepository(db);
  try {
    if (target) {
      const { counts } = await moveFilesCommand({ target, env, s3, repo, withTransaction, say });
      process.exitCode = counts.fallidos > 0 ? 1 : 0;
    } else {
      await sweepCommand({ s3, repo, say });
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // Like the server's start: the message, which says what to change (a refusal, a bad variable, a bucket that is not there).
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

import type { Env } from '../../env';
import type { WithTransaction } from '../transaction';
import type { ArchivosRepository, BlobStoreName } from './archivos.repository';
import { PostgresBlobStore } from './blob-store';
import { type MoveCounts, moveFiles } from './move-files';
import { type S3BlobStore, s3StoreFromEnv } from './s3-blob-store';
import { newFilesStore } from './s3-settings';
import { sweepOrphans } from './sweep-orphans';

/** A refusal the command prints as it is, without a stack trace. */
export class FilesCommandError extends Error {}

const SIN_S3 =
  'No hay almacén S3 configurado: define S3_BUCKET (y S3_ENDPOINT, S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY si no es el S3 de AWS).';

/** `--a s3`, `--a=postgres` → the target store; anything else is refused with the usage. */
export function parseTarget(args: readonly string[]): BlobStoreName {
  const i = args.findIndex((a) => a === '--a' || a.startsWith('--a='));
  const value = i < 0 ? undefined : args[i]?.startsWith('--a=') ? args[i]?.slice(4) : args[i + 1];
  if (value === 's3' || value === 'postgres') return value;
  throw new FilesCommandError('Uso: npm run archivos:migrar -- --a s3   (o --a postgres, para devolverlos a la base de datos)');
}

/**
 * The bucket a command works with, or its refusal: checked before the
 * database is opened. Both directions need it, to write to or to read from.
 */
export function bucketFor(env: Env, target?: BlobStoreName): S3BlobStore {
  const s3 = s3StoreFromEnv(env);
  if (s3) return s3;
  throw new FilesCommandError(
    target === 'postgres' ? `Para devolver los archivos a PostgreSQL hay que leerlos del bucket. ${SIN_S3}` : SIN_S3,
  );
}

/**
 * `npm run archivos:migrar -- --a <almacén>` (decision 047): moves every file
 * not yet in the target store there, each one verified by its SHA-256. Writes
 * its progress through `say`; the counts and failures are its result. Closes
 * the bucket's client when done.
 */
export async function moveFilesCommand({
  target,
  env,
  s3,
  repo,
  withTransaction,
  say,
}: {
  target: BlobStoreName;
  env: Env;
  s3: S3BlobStore;
  repo: ArchivosRepository;
  withTransaction: WithTransaction;
  say: (line: string) => void;
}) {
  try {
    await s3.check();
    const postgres = new PostgresBlobStore(repo);
    const [from, to] = target === 's3' ? [postgres, s3] : [s3, postgres];
    if (newFilesStore(env) !== target) {
      say(
        `Aviso: con esta configuración la API guarda los archivos nuevos en ${from.name}; arráncala con ${
          target === 's3' ? 'S3_BUCKET y sin STORAGE_BACKEND=postgres' : 'STORAGE_BACKEND=postgres'
        } para que no lleguen más allí.`,
      );
    }
    say(`Moviendo archivos de ${from.name} a ${to.name} (${s3.where}), cada uno comprobado por su SHA-256…`);
    const line = (c: MoveCounts) => `${c.copiados} copiados · ${c.verificados} verificados · ${c.fallidos} fallidos`;
    const result = await moveFiles({ repo, from, to, withTransaction, onPage: (c) => say(`  ${line(c)}`) });
    for (const f of result.failures) say(`  fallido ${f.id}: ${f.reason}`);
    say(
      result.counts.fallidos > 0
        ? `Terminado con fallos: ${line(result.counts)}. Los fallidos siguen en ${from.name} y se abren como antes; vuelve a ejecutarlo tras corregir la causa.`
        : `Hecho: ${line(result.counts)}.`,
    );
    return result;
  } finally {
    s3.close();
  }
}

/** `npm run archivos:barrer`: deletes the bucket's objects that no file records (older than an hour). */
export async function sweepCommand({
  s3,
  repo,
  say,
}: {
  s3: S3BlobStore;
  repo: ArchivosRepository;
  say: (line: string) => void;
}) {
  try {
    await s3.check();
    const result = await sweepOrphans({ repo, store: s3 });
    say(`Barrido de ${s3.where}: ${result.revisados} objetos revisados, ${result.borrados} huérfanos borrados.`);
    return result;
  } finally {
    s3.close();
  }
}

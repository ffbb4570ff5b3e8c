import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pMap from 'p-map';
import pg from 'pg';
import { parseEnv } from '../src/env';
import { type S3BlobStore, s3StoreFromEnv } from '../src/lib/storage/s3-blob-store';
import { APP_VERSION } from '../src/version';
import {
  CARPETA_ARCHIVOS,
  conexion,
  contarFilas,
  ErrorDeCopia,
  MANIFIESTO,
  type Manifiesto,
  sha256DeFichero,
  VOLCADO,
} from './backup-manifest';
import { ejecutarHerramienta } from './pg-tools';

/**
 * `npm run backup` (decision 050): one consistent copy of the PostgreSQL of
 * DATABASE_URL into a new folder of BACKUP_DIR (./backups by default), with
 * the API running. A read-only transaction exports its snapshot; pg_dump dumps
 * that snapshot and the manifest's counts and list of files are read in it, so
 * all of them describe the same instant, the recovery point.
 */
async function main() {
  const inicio = performance.now();
  // Every file of the backup, the dump pg_dump writes included, readable by its owner only.
  process.umask(0o077);
  const env = parseEnv(process.env);
  if (!env.DATABASE_URL) throw new ErrorDeCopia(mensajeEmbebida(resolve(env.DATA_DIR)));
  const destino = conexion(env.DATABASE_URL);
  const raiz = resolve(process.env.BACKUP_DIR || './backups');

  const cliente = new pg.Client({ connectionString: env.DATABASE_URL });
  await cliente.connect();
  let carpeta: string | null = null;
  try {
    await cliente.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await cliente.query<{ snapshot: string; instante: Date; version: string }>(
      "SELECT pg_export_snapshot() AS snapshot, now() AS instante, current_setting('server_version') AS version",
    );
    const { snapshot, instante, version } = rows[0] as { snapshot: string; instante: Date; version: string };
    const esPuente = await cliente.query("SELECT to_regclass('puente_migraciones') IS NOT NULL AS si");
    if (!esPuente.rows[0]?.si) {
      throw new ErrorDeCopia(
        `La base "${destino.nombre}" de DATABASE_URL no tiene el esquema de Puente (falta puente_migraciones).`,
      );
    }
    const migraciones = (
      await cliente.query<{ nombre: string }>('SELECT nombre FROM puente_migraciones ORDER BY nombre')
    ).rows.map((r) => r.nombre);
    const recuentos = await contarFilas((texto) => cliente.query(texto));
    const almacenes = (
      await cliente.query<{ almacen: string; n: number }>('SELECT almacen, count(*)::int AS n FROM archivos GROUP BY almacen')
    ).rows;
    const conClaves = (await cliente.query("SELECT to_regclass('claves_datos') IS NOT NULL AS si")).rows[0]?.si === true;
    const clavesMaestras = conClaves
      ? (await cliente.query<{ id: string }>('SELECT DISTINCT id_clave_maestra AS id FROM claves_datos ORDER BY 1')).rows.map(
          (r) => r.id,
        )
      : [];
    const enS3 = almacenes.find((a) => a.almacen === 's3')?.n ?? 0;
    const enPostgres = almacenes.find((a) => a.almacen === 'postgres')?.n ?? 0;
    // The bucket's files of this instant: their objects are copied once the dump is done.
    const enBucket = (
      await cliente.query<{ id: string; sha256: string }>("SELECT id, sha256 FROM archivos WHERE almacen = 's3' ORDER BY id")
    ).rows;
    const bucket = enBucket.length > 0 ? s3StoreFromEnv(env) : null;
    if (enBucket.length > 0 && !bucket) {
      throw new ErrorDeCopia(
        `Hay ${enBucket.length} archivos en el almacén S3 y S3_BUCKET no está definida: haz la copia con las variables S3_* con las que arranca el API.`,
      );
    }

    carpeta = nuevaCarpeta(raiz, destino.nombre, instante);
    const volcado = join(carpeta, VOLCADO);
    const herramienta = (await ejecutarHerramienta('pg_dump', ['--version'])).trim();
    // The exporting transaction stays open until pg_dump has read the snapshot's last row.
    await ejecutarHerramienta(
      'pg_dump',
      ['--format=custom', `--snapshot=${snapshot}`, `--file=${volcado}`, `--dbname=${destino.url}`],
      destino.env,
    );
    await cliente.query('COMMIT');
    const { copiados, faltan } = bucket
      ? await copiarDelBucket(bucket, enBucket, join(carpeta, CARPETA_ARCHIVOS))
      : { copiados: [], faltan: [] };

    const manifiesto: Manifiesto = {
      formato: 'puente-copia/1',
      instante: instante.toISOString(),
      puente: APP_VERSION,
      baseDeDatos: { nombre: destino.nombre, servidor: destino.servidor, versionServidor: version },
      migraciones,
      recuentos,
      volcado: { fichero: VOLCADO, bytes: statSync(volcado).size, sha256: await sha256DeFichero(volcado), herramienta },
      archivos: { enPostgres, enS3, copiados, faltan },
      clavesMaestras,
      duracionMs: Math.round(performance.now() - inicio),
    };
    // Written last, through a rename: a folder with a manifest is a finished backup.
    writeFileSync(join(carpeta, `${MANIFIESTO}.tmp`), `${JSON.stringify(manifiesto, null, 2)}\n`, { mode: 0o600 });
    renameSync(join(carpeta, `${MANIFIESTO}.tmp`), join(carpeta, MANIFIESTO));
    const mb = (manifiesto.volcado.bytes / 1024 / 1024).toFixed(1);
    process.stdout.write(
      [
        `Copia de seguridad hecha en ${carpeta}`,
        `  Punto de recuperación: ${manifiesto.instante} · base "${destino.nombre}" en ${destino.servidor} · Puente ${APP_VERSION}`,
        `  Volcado: ${mb} MB (sha256 ${manifiesto.volcado.sha256.slice(0, 12)}…) · ${migraciones.length} migraciones · ${enPostgres} archivos dentro del volcado`,
        `  ${Object.entries(recuentos)
          .map(([t, n]) => `${t} ${n}`)
          .join(' · ')}`,
        ...(enS3 ? [`  ${copiados.length} archivos copiados del bucket a ${join(carpeta, CARPETA_ARCHIVOS)}`] : []),
        ...(faltan.length
          ? [
              `  Aviso: ${faltan.length} archivos ya no estaban en el bucket (borrados después del instante de la copia, o perdidos): ${faltan.join(', ')}`,
            ]
          : []),
        `  Duración: ${(manifiesto.duracionMs / 1000).toFixed(1)} s`,
        ...(clavesMaestras.length
          ? [
              `  IBAN y NSS cifrados con las claves maestras ${clavesMaestras.join(', ')}: no van en la copia; guárdalas aparte (ENCRYPTION_KEY).`,
            ]
          : []),
        'Guárdala fuera de este servidor: lleva datos personales y los secretos de la base (clave de sesiones en ajustes).',
        '',
      ].join('\n'),
    );
  } catch (error) {
    await cliente.query('ROLLBACK').catch(() => undefined);
    // An unfinished backup is not left looking like one.
    if (carpeta) rmSync(carpeta, { recursive: true, force: true });
    throw error;
  } finally {
    await cliente.end();
  }
}

/**
 * The bucket's objects of the snapshot's files, each checked against the sha256 its row records. A bucket is not
 * transactional: an object missing now belonged to a file deleted after the snapshot (its object goes once the
 * row's deletion commits) or lost; it is listed in the manifest rather than failing every backup of a busy portal.
 */
async function copiarDelBucket(bucket: S3BlobStore, archivos: { id: string; sha256: string }[], carpeta: string) {
  const faltan: string[] = [];
  try {
    const copiados = await pMap(
      archivos,
      async ({ id, sha256 }) => {
        const bytes = await bucket.get(id);
        if (!bytes) {
          faltan.push(id);
          return null;
        }
        if (createHash('sha256').update(bytes).digest('hex') !== sha256) {
          throw new ErrorDeCopia(
            `El objeto ${id} de ${bucket.where} no es el que se guardó: su sha256 no coincide con el de archivos.`,
          );
        }
        writeFileSync(join(carpeta, id), bytes);
        return { id, bytes: bytes.length, sha256 };
      },
      { concurrency: 8 },
    );
    return { copiados: copiados.filter((c) => c !== null), faltan: faltan.sort() };
  } finally {
    bucket.close();
  }
}

/** `<BACKUP_DIR>/puente_<database>_<UTC time>`, only for its owner: it holds personal data. */
function nuevaCarpeta(raiz: string, baseDeDatos: string, instante: Date) {
  mkdirSync(raiz, { recursive: true, mode: 0o700 });
  // ./backups is inside the checkout by default: git must never offer to commit a copy of the database.
  const ignorar = join(raiz, '.gitignore');
  if (!existsSync(ignorar)) writeFileSync(ignorar, '# Copias de npm run backup: datos personales, nunca al repositorio.\n*\n');
  const sello = instante
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const base = join(raiz, `puente_${baseDeDatos.replace(/[^\w.-]/g, '_')}_${sello}`);
  let carpeta = base;
  for (let n = 2; existsSync(carpeta); n++) carpeta = `${base}_${n}`;
  mkdirSync(join(carpeta, CARPETA_ARCHIVOS), { recursive: true, mode: 0o700 });
  return carpeta;
}

function mensajeEmbebida(dataDir: string) {
  return [
    'DATABASE_URL no está definida: esta instalación usa la base embebida (PGlite) en',
    `${join(dataDir, 'pgdata')}, que solo el proceso del servidor puede abrir mientras está en marcha.`,
    'Para copiarla: para el servidor y copia la carpeta de datos entera, por ejemplo',
    `  tar czf puente-datos-$(date -u +%Y%m%dT%H%M%SZ).tgz -C ${resolve(dataDir, '..')} ${dataDir.split('/').pop()}`,
    'y, para restaurarla, para el servidor y pon esa carpeta en su sitio (DATA_DIR).',
    'Con un PostgreSQL (DATABASE_URL) esta orden copia la base con el servidor en marcha.',
  ].join('\n');
}

main().catch((error: unknown) => {
  const mensaje =
    error instanceof ErrorDeCopia ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`\nNo se pudo hacer la copia de seguridad:\n${mensaje}\n\n`);
  process.exit(1);
});

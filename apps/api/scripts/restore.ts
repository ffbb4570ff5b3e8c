import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pMap from 'p-map';
import pg from 'pg';
import { type Env, parseEnv } from '../src/env';
import { type S3BlobStore, s3StoreFromEnv } from '../src/lib/storage/s3-blob-store';
import {
  CARPETA_ARCHIVOS,
  conexion,
  contarFilas,
  ErrorDeCopia,
  MANIFIESTO,
  type Manifiesto,
  manifiestoSchema,
  migracionesConocidas,
  sha256DeFichero,
} from './backup-manifest';
import { ejecutarHerramienta } from './pg-tools';

const USO = 'Uso: npm run restore -- <carpeta de la copia> [--reemplazar]';

/**
 * `npm run restore -- <carpeta> [--reemplazar]` (decision 050): checks the
 * backup against its manifest, then puts it into the PostgreSQL of
 * DATABASE_URL, which must be empty (or is emptied with --reemplazar) and
 * have nobody connected, so an API still running on it cannot write between
 * the dump's rows. The restore is one transaction; the counts are checked
 * against the manifest afterwards. Migrations newer than the backup apply
 * when the API next starts.
 */
async function main() {
  const inicio = performance.now();
  const { carpeta, reemplazar } = argumentos(process.argv.slice(2));
  const env = parseEnv(process.env);
  if (!env.DATABASE_URL) {
    throw new ErrorDeCopia(
      'DATABASE_URL no está definida. La copia se restaura en un PostgreSQL: crea una base vacía (createdb puente) y repite con DATABASE_URL=postgres://…/puente.',
    );
  }
  const manifiesto = leerManifiesto(carpeta);
  const volcado = join(carpeta, manifiesto.volcado.fichero);
  if (!existsSync(volcado)) throw new ErrorDeCopia(`Falta el volcado ${volcado} que nombra el manifiesto.`);
  if ((await sha256DeFichero(volcado)) !== manifiesto.volcado.sha256) {
    throw new ErrorDeCopia(
      `El volcado ${volcado} no es el que se copió: su sha256 no coincide con el del manifiesto. La copia está dañada; usa otra.`,
    );
  }
  const bucket = await bucketDestino(env, carpeta, manifiesto);
  const conocidas = migracionesConocidas();
  const ajenas = manifiesto.migraciones.filter((m) => !conocidas.has(m));
  if (ajenas.length > 0) {
    throw new ErrorDeCopia(
      `La copia es de un Puente más nuevo (${manifiesto.puente}): tiene migraciones que este código no conoce (${ajenas.join(', ')}). Restáurala con el código de esa versión.`,
    );
  }

  const destino = conexion(env.DATABASE_URL);
  const cliente = new pg.Client({ connectionString: env.DATABASE_URL });
  await cliente.connect();
  try {
    await comprobarDestino(cliente, destino.nombre, reemplazar);
    // Objects first: a failed restore leaves objects no row names (npm run archivos:barrer removes them), never a row
    // whose bytes are missing.
    if (bucket) await devolverAlBucket(bucket, carpeta, manifiesto);
    await ejecutarHerramienta(
      'pg_restore',
      ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${destino.url}`, volcado],
      destino.env,
    );
    // pg_restore brings rows, not the planner's statistics; without them the first queries would be planned blind.
    await cliente.query('ANALYZE');
    const recuentos = await contarFilas((texto) => cliente.query(texto));
    const distintos = Object.entries(manifiesto.recuentos).filter(([t, n]) => recuentos[t] !== n);
    if (distintos.length > 0) {
      throw new ErrorDeCopia(
        `La base restaurada no tiene las filas del manifiesto: ${distintos.map(([t, n]) => `${t} ${recuentos[t]} en lugar de ${n}`).join(', ')}.`,
      );
    }
    const pendientes = [...conocidas].filter((m) => !manifiesto.migraciones.includes(m)).sort();
    process.stdout.write(
      [
        `Copia restaurada en la base "${destino.nombre}" de ${destino.servidor}`,
        `  Punto de recuperación: ${manifiesto.instante} (Puente ${manifiesto.puente}) · ${manifiesto.archivos.enPostgres} archivos dentro del volcado`,
        `  ${Object.entries(recuentos)
          .map(([t, n]) => `${t} ${n}`)
          .join(' · ')} (igual que el manifiesto)`,
        pendientes.length
          ? `  Al arrancar, el API aplicará ${pendientes.length} migraciones más nuevas que la copia: ${pendientes.join(', ')}`
          : '  Esquema al día con este código',
        ...(manifiesto.clavesMaestras.length
          ? [
              `  IBAN y NSS van cifrados con las claves maestras ${manifiesto.clavesMaestras.join(', ')}: el API necesita esas claves en ENCRYPTION_KEY o ENCRYPTION_KEYS_PREVIOUS.`,
            ]
          : []),
        ...(bucket ? [`  ${manifiesto.archivos.copiados.length} archivos devueltos a ${bucket.where}`] : []),
        ...(manifiesto.archivos.faltan.length
          ? [
              `  Aviso: ${manifiesto.archivos.faltan.length} archivos ya faltaban en el bucket al hacer la copia y no se abrirán: ${manifiesto.archivos.faltan.join(', ')}`,
            ]
          : []),
        `  Duración: ${((performance.now() - inicio) / 1000).toFixed(1)} s`,
        '',
      ].join('\n'),
    );
  } finally {
    await cliente.end();
  }
}

/**
 * The bucket the backup's S3 files go back to, that of the environment's S3_* variables (the restored API's), after
 * checking each copied file against its sha256; null when the backup has none.
 */
async function bucketDestino(env: Env, carpeta: string, manifiesto: Manifiesto) {
  const { copiados } = manifiesto.archivos;
  if (copiados.length === 0) return null;
  for (const { id, sha256 } of copiados) {
    const ruta = join(carpeta, CARPETA_ARCHIVOS, id);
    if (!existsSync(ruta) || (await sha256DeFichero(ruta)) !== sha256) {
      throw new ErrorDeCopia(
        `El archivo ${ruta} falta o no es el que se copió (sha256 distinto). La copia está dañada; usa otra.`,
      );
    }
  }
  const bucket = s3StoreFromEnv(env);
  if (!bucket) {
    throw new ErrorDeCopia(
      `La copia lleva ${copiados.length} archivos del almacén S3: define S3_BUCKET (y S3_ENDPOINT y las credenciales si no es el S3 de AWS), las variables con las que arrancará el API restaurado.`,
    );
  }
  await bucket.check().catch((error: unknown) => {
    bucket.close();
    throw new ErrorDeCopia(error instanceof Error ? error.message : String(error));
  });
  return bucket;
}

async function devolverAlBucket(bucket: S3BlobStore, carpeta: string, manifiesto: Manifiesto) {
  try {
    await pMap(manifiesto.archivos.copiados, ({ id }) => bucket.put(id, readFileSync(join(carpeta, CARPETA_ARCHIVOS, id))), {
      concurrency: 8,
    });
  } finally {
    bucket.close();
  }
}

function argumentos(args: string[]) {
  const opciones = args.filter((a) => a.startsWith('-'));
  const posicionales = args.filter((a) => !a.startsWith('-'));
  const desconocidas = opciones.filter((o) => o !== '--reemplazar');
  if (desconocidas.length > 0) throw new ErrorDeCopia(`Opción desconocida: ${desconocidas.join(' ')}\n${USO}`);
  if (posicionales.length !== 1) throw new ErrorDeCopia(USO);
  return { carpeta: resolve(posicionales[0] as string), reemplazar: opciones.includes('--reemplazar') };
}

function leerManifiesto(carpeta: string): Manifiesto {
  const ruta = join(carpeta, MANIFIESTO);
  if (!existsSync(ruta)) {
    throw new ErrorDeCopia(
      `${carpeta} no tiene ${MANIFIESTO}: no es una copia de npm run backup, o es una que no terminó (el manifiesto se escribe al final).`,
    );
  }
  const leido = manifiestoSchema.safeParse(JSON.parse(readFileSync(ruta, 'utf8')));
  if (!leido.success) throw new ErrorDeCopia(`${ruta} no es un manifiesto válido: ${leido.error.issues[0]?.message}`);
  return leido.data;
}

/**
 * The target must hold nothing, or the restore would mix two databases; with
 * --reemplazar its `public` schema (all Puente has) is dropped first. Anybody
 * connected, an API copy above all, could write while the restore runs.
 */
async function comprobarDestino(cliente: pg.Client, nombre: string, reemplazar: boolean) {
  const conectados = (
    await cliente.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    )
  ).rows[0]?.n;
  if (conectados) {
    throw new ErrorDeCopia(
      `Hay ${conectados} conexiones abiertas a la base "${nombre}" (¿sigue en marcha el servidor de Puente?). Páralo antes de restaurar.`,
    );
  }
  const esquemas = (
    await cliente.query<{ esquema: string; n: number }>(
      `SELECT n.nspname AS esquema, count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
         AND n.nspname NOT LIKE 'pg\\_%' GROUP BY n.nspname ORDER BY n.nspname`,
    )
  ).rows;
  if (esquemas.length === 0) return;
  const descripcion = esquemas.map((e) => `${e.n} en ${e.esquema}`).join(', ');
  if (!reemplazar) {
    throw new ErrorDeCopia(
      [
        `La base "${nombre}" de DATABASE_URL no está vacía (tablas, vistas o secuencias: ${descripcion}).`,
        'Restaurar en ella mezclaría sus datos con los de la copia. Restaura en una base vacía (createdb …) y apunta DATABASE_URL a ella,',
        'o, para sustituir todo su contenido por el de la copia, repite con --reemplazar.',
      ].join('\n'),
    );
  }
  const otros = esquemas.filter((e) => e.esquema !== 'public');
  if (otros.length > 0) {
    throw new ErrorDeCopia(
      `La base "${nombre}" tiene esquemas que Puente no usa (${otros.map((e) => e.esquema).join(', ')}); --reemplazar solo vacía public. Restaura en una base nueva.`,
    );
  }
  await cliente.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public; GRANT USAGE ON SCHEMA public TO PUBLIC');
  process.stdout.write(`Contenido anterior de "${nombre}" borrado (--reemplazar).\n`);
}

main().catch((error: unknown) => {
  const mensaje =
    error instanceof ErrorDeCopia ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`\nNo se pudo restaurar la copia:\n${mensaje}\n\n`);
  process.exit(1);
});

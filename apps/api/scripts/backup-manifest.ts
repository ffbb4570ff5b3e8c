import { createHash } from 'node:crypto';
import { createReadStream, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * What a backup folder holds (decision 050): `manifiesto.json`, written last, so
 * a folder without it is a backup that did not finish; the database as
 * `pg_dump --format=custom` in `puente.dump`; and, when files live in an
 * S3-compatible bucket, their bytes under `archivos/<id>`. Keys are Spanish:
 * the operator reads this file beside the commands' Spanish messages.
 */
export const MANIFIESTO = 'manifiesto.json';
export const VOLCADO = 'puente.dump';
export const CARPETA_ARCHIVOS = 'archivos';

/** The tables whose row counts the manifest keeps and a restore checks again. */
export const TABLAS_CONTADAS = [
  'alumnos',
  'empresas',
  'contactos_empresa',
  'gestores',
  'ofertas',
  'candidaturas',
  'candidatura_historial',
  'convenios',
  'practicas',
  'archivos',
  'auditoria',
  'correos',
] as const;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const manifiestoSchema = z.object({
  formato: z.literal('puente-copia/1'),
  /** The snapshot's time: the recovery point, what a restore brings back. */
  instante: z.iso.datetime({ offset: true }),
  puente: z.string(),
  baseDeDatos: z.object({ nombre: z.string(), servidor: z.string(), versionServidor: z.string() }),
  migraciones: z.array(z.string()),
  recuentos: z.record(z.string(), z.number().int().nonnegative()),
  volcado: z.object({ fichero: z.string(), bytes: z.number().int().nonnegative(), sha256, herramienta: z.string() }),
  archivos: z.object({
    enPostgres: z.number().int().nonnegative(),
    enS3: z.number().int().nonnegative(),
    /** The bucket's files copied into the folder; in the dump when S3 is off. */
    copiados: z.array(z.object({ id: z.uuid(), bytes: z.number().int().nonnegative(), sha256 })),
    /** Files of the snapshot whose object was no longer in the bucket (deleted after it, or lost). */
    faltan: z.array(z.uuid()).default([]),
  }),
  /**
   * The master keys (their ids) the IBANs and NSS in the dump are encrypted under (decision 051). They are not in
   * the backup: the API that opens the restored copy needs them in ENCRYPTION_KEY or ENCRYPTION_KEYS_PREVIOUS.
   */
  clavesMaestras: z.array(z.string()).default([]),
  duracionMs: z.number().int().nonnegative(),
});

export type Manifiesto = z.infer<typeof manifiestoSchema>;

/** Hex SHA-256 of a file, streamed: a dump can be larger than memory. */
export async function sha256DeFichero(ruta: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const trozo of createReadStream(ruta)) hash.update(trozo as Buffer);
  return hash.digest('hex');
}

const carpetaMigraciones = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'db', 'migrations');

/** The migrations this code knows: a backup that records others was made by a newer Puente. */
export function migracionesConocidas(): Set<string> {
  return new Set(readdirSync(carpetaMigraciones).filter((f) => f.endsWith('.sql')));
}

/** The database's row counts of TABLAS_CONTADAS, through any query function (inside the backup's snapshot, or after a restore). */
export async function contarFilas(
  query: (texto: string) => Promise<{ rows: Record<string, unknown>[] }>,
): Promise<Record<string, number>> {
  const partes = TABLAS_CONTADAS.map((t) => `(SELECT count(*)::int FROM ${t}) AS ${t}`);
  const fila = (await query(`SELECT ${partes.join(', ')}`)).rows[0] ?? {};
  return Object.fromEntries(TABLAS_CONTADAS.map((t) => [t, Number(fila[t])]));
}

/**
 * A PostgreSQL URL split for the client tools: the password goes in PGPASSWORD
 * (an argument is visible to every user of the machine in `ps`), the rest
 * stays the URL; `descripcion` names the database without the password.
 */
export function conexion(url: string) {
  const u = new URL(url);
  const clave = decodeURIComponent(u.password);
  u.password = '';
  const nombre = decodeURIComponent(u.pathname.replace(/^\//, '')) || decodeURIComponent(u.username) || 'postgres';
  return {
    url: u.toString(),
    env: (clave ? { PGPASSWORD: clave } : {}) as Record<string, string>,
    nombre,
    servidor: `${u.hostname || 'localhost'}:${u.port || '5432'}`,
  };
}

/** An operator's mistake or a refused step: the command prints the message alone and exits with 1. */
export class ErrorDeCopia extends Error {}

import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** The variable that holds the current master key (the production start check asks for it by this name). */
export const VARIABLE_CLAVE_CIFRADO = 'ENCRYPTION_KEY';

/**
 * A master key (KEK): 32 bytes that wrap the data keys of `claves_datos`,
 * never stored in the database. Its id, stored beside each data key it wraps,
 * says which one to use: given as `id:base64`, or else the first 12 hex digits
 * of its SHA-256 (which tells nothing about the key).
 */
export interface ClaveMaestra {
  id: string;
  clave: Buffer;
}

const FORMATO =
  'debe ser una clave de 32 bytes en base64 (openssl rand -base64 32), con un identificador delante si se quiere: id:base64';

export function leerClaveMaestra(texto: string): ClaveMaestra | string {
  const t = texto.trim();
  const dos = t.indexOf(':');
  const id = dos > 0 ? t.slice(0, dos) : null;
  const b64 = dos > 0 ? t.slice(dos + 1) : t;
  if (id !== null && !/^[A-Za-z0-9_-]{1,40}$/.test(id))
    return `su identificador (antes de ":") solo admite letras, números, _ y -`;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) return FORMATO;
  const clave = Buffer.from(b64, 'base64');
  if (clave.length !== 32) return FORMATO;
  return { id: id ?? createHash('sha256').update(clave).digest('hex').slice(0, 12), clave };
}

/** ENCRYPTION_KEY: one key; unset, see `clavesDelEntorno`. */
export const claveMaestraSchema = z
  .string()
  .transform((v, ctx) => {
    const k = leerClaveMaestra(v);
    if (typeof k === 'string') ctx.addIssue({ code: 'custom', message: `ENCRYPTION_KEY ${k}` });
    return k as ClaveMaestra;
  })
  .optional();

/** ENCRYPTION_KEYS_PREVIOUS: the keys rotated out, comma-separated, read while their data keys are re-wrapped. */
export const clavesAnterioresSchema = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const claves: ClaveMaestra[] = [];
    for (const [i, parte] of (v ?? '').split(',').entries()) {
      if (!parte.trim()) continue;
      const k = leerClaveMaestra(parte);
      if (typeof k === 'string') ctx.addIssue({ code: 'custom', message: `ENCRYPTION_KEYS_PREVIOUS (clave ${i + 1}) ${k}` });
      else claves.push(k);
    }
    return claves;
  });

export interface EntornoClaves {
  NODE_ENV: string;
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
  ENCRYPTION_KEY?: ClaveMaestra | undefined;
  ENCRYPTION_KEYS_PREVIOUS: ClaveMaestra[];
}

/** Where a local trial keeps the key it made: next to its embedded database, readable by its owner only. */
export const archivoClaveLocal = (dataDir: string) => join(resolve(dataDir), 'clave-cifrado');

/**
 * The current master key and those that may still wrap data keys. Without
 * ENCRYPTION_KEY a production deployment on PostgreSQL refuses to start; a
 * local trial, development or the tests make one once and keep it in DATA_DIR
 * (mode 600), saying so in the log.
 */
export function clavesDelEntorno(
  env: EntornoClaves,
  log: (linea: string) => void = (l) => console.info(l),
): { actual: ClaveMaestra; anteriores: ClaveMaestra[] } {
  const anteriores = env.ENCRYPTION_KEYS_PREVIOUS;
  if (env.ENCRYPTION_KEY) return { actual: env.ENCRYPTION_KEY, anteriores };
  if (env.NODE_ENV === 'production' && env.DATABASE_URL) {
    throw new Error(
      `${VARIABLE_CLAVE_CIFRADO} es obligatoria en producción con DATABASE_URL: cifra los IBAN y NSS guardados (openssl rand -base64 32)`,
    );
  }
  const archivo = archivoClaveLocal(env.DATA_DIR);
  let texto: string;
  try {
    texto = readFileSync(archivo, 'utf8');
    log(`Sin ${VARIABLE_CLAVE_CIFRADO}: se usa la clave de cifrado de ${archivo} (solo para pruebas locales)`);
  } catch {
    mkdirSync(resolve(env.DATA_DIR), { recursive: true });
    try {
      writeFileSync(archivo, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
      log(`Sin ${VARIABLE_CLAVE_CIFRADO}: clave de cifrado nueva en ${archivo} (solo para pruebas locales)`);
    } catch (error) {
      // Another process made it at the same instant: read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    texto = readFileSync(archivo, 'utf8');
  }
  const actual = leerClaveMaestra(texto);
  if (typeof actual === 'string') throw new Error(`${archivo} ${actual}`);
  return { actual, anteriores };
}

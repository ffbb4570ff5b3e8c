import { resolve } from 'node:path';
import { z } from 'zod';
import { claveMaestraSchema, clavesAnterioresSchema } from './lib/cifrado/claves-maestras';
import { trustProxySchema } from './lib/trust-proxy';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * Every environment variable the API reads, parsed once. `process.env` is read
 * nowhere else, so a bad value stops start-up here with a clear message.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'PORT debe ser un número de puerto (1–65535)' }).int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL debe empezar por postgres:// o postgresql://')
    .optional(),
  BRAND: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'BRAND es el nombre de una carpeta de brands/ (minúsculas, números y guiones)')
    .default('demo'),
  /**
   * The folder that holds one subfolder per brand (`<folder>/<BRAND>/brand.json`
   * and its assets); unset, the repository's brands/. For deployments whose
   * brand lives outside the code, and for tests: the browser tests give aurora
   * a SAML block whose certificate is made at run time (scripts/e2e.mjs).
   */
  BRANDS_DIR: z
    .string()
    .trim()
    .min(1, 'BRANDS_DIR debe ser la ruta de una carpeta con una subcarpeta por marca (<carpeta>/<BRAND>/brand.json)')
    .transform((v) => resolve(v))
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET debe tener al menos 32 caracteres').optional(),
  TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(480),
  MAINTENANCE_MODE: bool,
  /**
   * The per-copy caches of decisions 006 (offer lists, 2 s) and the 2 s session
   * cache: `off` turns them off, so the bench can report the cost without them.
   * Tests (NODE_ENV=test) never use them.
   */
  CACHES: z.enum(['on', 'off'], { error: 'CACHES debe ser on u off' }).default('on'),
  ERROR_WEBHOOK_URL: z.url('ERROR_WEBHOOK_URL debe ser una URL').optional(),
  /**
   * The university IdP's single sign-on URL, when SAML SSO is on. The CSP's
   * form-action then allows its origin (plugins/security.ts).
   */
  SAML_IDP_URL: z.url('SAML_IDP_URL debe ser la URL de inicio de sesión del proveedor de identidad').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Default from DATABASE_URL, see withDerivedDefaults. */
  SEED_DEMO: z.enum(['true', 'false'], { error: 'SEED_DEMO debe ser true o false' }).transform((v) => v === 'true'),
  /** Proxies allowed to tell the client's address (lib/trust-proxy.ts); unset, none. */
  TRUST_PROXY: trustProxySchema,
  /** Redis for the counters every API copy shares (login limits); unset, they live in PostgreSQL. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL debe empezar por redis:// o rediss://')
    .optional(),
  /** Prefix of this deployment's keys, so several can share one Redis. */
  REDIS_PREFIX: z.string().default('puente:'),
  /**
   * The external eligibility service of European internship programmes (modules/programas): applying to an
   * offer of such a programme POSTs {dni, university} here. Unset, the check is skipped (said once in the log).
   */
  ELIGIBILITY_URL: z.url({ protocol: /^https?$/, error: 'ELIGIBILITY_URL debe ser una URL http(s)' }).optional(),
  /** The SMTP server mails leave through (lib/mail); unset, they are written to DATA_DIR/outbox/ as .eml files. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL debe empezar por smtp:// o smtps:// (por ejemplo smtp://usuario:clave@servidor:587)')
    .optional(),
  /** The sender of every mail; unset, the brand's name and contact address. */
  MAIL_FROM: z
    .string()
    .regex(
      /^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
      'MAIL_FROM debe ser una dirección de correo, sola o con un nombre: "Puente <no-responder@universidad.es>"',
    )
    .optional(),
  /** The address links in mails point to (no query or fragment); unset, the listening address (see withDerivedUrl). */
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: 'PUBLIC_URL debe ser una URL http:// o https:// (por ejemplo https://empleo.universidad.es)',
    })
    .refine((v) => !/[?#]/.test(v), 'PUBLIC_URL no puede llevar consulta (?) ni fragmento (#): es la base de los enlaces')
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  /**
   * GET /metrics answers only `Authorization: Bearer <METRICS_TOKEN>` (plugins/metricas.ts, decision 049); unset,
   * there is no /metrics and nothing is measured.
   */
  METRICS_TOKEN: z.string().min(24, 'METRICS_TOKEN debe tener al menos 24 caracteres').optional(),
  /** Log lines for a person at a terminal (pino-pretty) rather than JSON; default in withDerivedDefaults. */
  LOG_PRETTY: z.enum(['true', 'false'], { error: 'LOG_PRETTY debe ser true o false' }).transform((v) => v === 'true'),
  /**
   * Files in an S3-compatible bucket (lib/storage, decision 047). S3_BUCKET turns the bucket on; new files go there
   * unless STORAGE_BACKEND=postgres (the state while moving them back). Reads follow each file's own store. The
   * cross-variable rules (keys in pairs, no S3_* without a bucket) are in lib/storage/s3-settings.ts.
   */
  STORAGE_BACKEND: z.enum(['postgres', 's3'], { error: 'STORAGE_BACKEND debe ser postgres o s3' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'S3_BUCKET debe ser el nombre de un bucket: de 3 a 63 caracteres, minúsculas, números, puntos y guiones',
    )
    .optional(),
  /** Unset, AWS's own endpoint for S3_REGION; set, MinIO, Ceph or another provider's. */
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'S3_ENDPOINT debe ser una URL http(s) (por ejemplo http://minio:9000)' })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'S3_REGION debe ser el nombre de una región (por ejemplo eu-south-2)')
    .default('us-east-1'),
  /** Both or neither: without them, the AWS SDK's own chain (AWS_* variables, an instance's role). */
  S3_ACCESS_KEY_ID: z.string().min(1, 'S3_ACCESS_KEY_ID no puede estar vacía').optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1, 'S3_SECRET_ACCESS_KEY no puede estar vacía').optional(),
  /** Bucket in the path (http://minio:9000/bucket/key) rather than the host name; unset, on with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'], { error: 'S3_FORCE_PATH_STYLE debe ser true o false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  /** A folder of the bucket for this deployment's keys (`<prefix>/archivos/<id>`), so several can share one. */
  S3_PREFIX: z
    .string()
    .regex(
      /^(?!\.{1,2}(\/|$))(?!.*\/\.{1,2}(\/|$))[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/,
      'S3_PREFIX debe ser una carpeta del bucket: letras, números, puntos, guiones y / (por ejemplo puente/produccion)',
    )
    .transform((v) => v.replace(/\/$/, ''))
    .optional(),
  /**
   * The master key of the encryption at rest of IBANs and NSS (lib/cifrado, decision 051): 32 bytes in base64,
   * optionally `id:base64`. Unset, a local trial or development keeps one in DATA_DIR/clave-cifrado; production
   * with DATABASE_URL refuses to start (lib/cifrado/claves-maestras.ts: VARIABLE_CLAVE_CIFRADO).
   */
  ENCRYPTION_KEY: claveMaestraSchema,
  /** Master keys rotated out, comma-separated, read until `npm run claves:rotar` re-wraps their data keys. */
  ENCRYPTION_KEYS_PREVIOUS: clavesAnterioresSchema,
});

/** Whether this copy keeps its short per-copy caches (off in tests and with CACHES=off). */
export const cachesActivas = (env: Pick<Env, 'NODE_ENV' | 'CACHES'>) => env.NODE_ENV !== 'test' && env.CACHES === 'on';

export type Env = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL'> & {
  /** Always set, without a trailing slash: links are `${PUBLIC_URL}/ruta`. */
  PUBLIC_URL: string;
};

/**
 * Defaults that depend on another variable. SEED_DEMO: the demo accounts have
 * a published password (a staff one among them), so they are created by
 * default only on the embedded database, a local trial; against a real
 * DATABASE_URL only when SEED_DEMO=true is set.
 */
const withDerivedDefaults = (source: Record<string, string | undefined>) => ({
  ...source,
  SEED_DEMO: source.SEED_DEMO ?? (source.DATABASE_URL ? 'false' : 'true'),
  // npm names the script it runs on every platform: pretty lines in `npm run dev`, JSON for everything else.
  LOG_PRETTY: source.LOG_PRETTY ?? (source.npm_lifecycle_event === 'dev' ? 'true' : 'false'),
});

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(withDerivedDefaults(source));
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración no válida en las variables de entorno:\n${lines.join('\n')}`);
  }
  return { ...result.data, PUBLIC_URL: result.data.PUBLIC_URL ?? urlDeEscucha(result.data.HOST, result.data.PORT) };
}

/**
 * PUBLIC_URL's default: where this copy listens, as a browser on the same
 * machine reaches it (a wildcard address becomes localhost). Right for
 * `npm start` on a laptop; a deployment behind a proxy or a domain sets
 * PUBLIC_URL, or its mailed links would point at the server's own port.
 */
function urlDeEscucha(host: string, port: number): string {
  const comodin = host === '' || host === '0.0.0.0' || host === '::' || host === '[::]';
  const nombre = comodin ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${nombre}:${port}`;
}

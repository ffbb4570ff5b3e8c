import type { Env } from '../../env';
import type { BlobStoreName } from './archivos.repository';

/** What an S3BlobStore needs to reach its bucket, read from the environment once. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset: AWS itself. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's default chain (AWS_* variables, an instance's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** '' or 'carpeta/': keys are `${prefix}archivos/<id>`. */
  prefix: string;
}

export type S3Env = Pick<
  Env,
  | 'STORAGE_BACKEND'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
>;

/**
 * The bucket's settings, or null when S3_BUCKET is unset. The rules that span
 * variables live here rather than in env.ts's schema; they stop start-up the
 * same way, with one line per variable: an S3_* variable without a bucket
 * (files would quietly stay in PostgreSQL), one key without the other.
 */
export function s3Settings(env: S3Env): S3Settings | null {
  const problems: string[] = [];
  if (!env.S3_BUCKET) {
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'] as const) {
      if (env[name] !== undefined) problems.push(`${name}: sin S3_BUCKET no se usa; falta el nombre del bucket`);
    }
    if (env.STORAGE_BACKEND === 's3') problems.push('STORAGE_BACKEND: s3 necesita S3_BUCKET');
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push(
      'S3_ACCESS_KEY_ID: va con S3_SECRET_ACCESS_KEY, las dos o ninguna (sin ellas, las credenciales por defecto de AWS)',
    );
  }
  if (problems.length > 0) {
    throw new Error(`Configuración no válida en las variables de entorno:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
    prefix: env.S3_PREFIX ? `${env.S3_PREFIX}/` : '',
  };
}

/** Where new files go: the bucket when there is one, unless STORAGE_BACKEND=postgres keeps them in the database. */
export const newFilesStore = (env: S3Env): BlobStoreName => env.STORAGE_BACKEND ?? (env.S3_BUCKET ? 's3' : 'postgres');

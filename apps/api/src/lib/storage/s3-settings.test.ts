import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { newFilesStore, s3Settings } from './s3-settings';

const conBucket = { S3_BUCKET: 'puente-archivos' };

describe('configuración del almacén S3', () => {
  it('sin S3_BUCKET no hay bucket y los archivos nuevos van a PostgreSQL', () => {
    expect(s3Settings(parseEnv({}))).toBeNull();
    expect(newFilesStore(parseEnv({}))).toBe('postgres');
  });

  it('con S3_BUCKET, AWS por defecto; con S3_ENDPOINT, el bucket en la ruta', () => {
    expect(s3Settings(parseEnv(conBucket))).toEqual({
      bucket: 'puente-archivos',
      region: 'us-east-1',
      forcePathStyle: false,
      prefix: '',
    });
    const minio = parseEnv({
      ...conBucket,
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'puente',
      S3_SECRET_ACCESS_KEY: 'secreto',
      S3_PREFIX: 'uni/prod',
    });
    expect(s3Settings(minio)).toEqual({
      bucket: 'puente-archivos',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'puente', secretAccessKey: 'secreto' },
      prefix: 'uni/prod/',
    });
    expect(s3Settings(parseEnv({ ...conBucket, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'false' }))).toMatchObject({
      forcePathStyle: false,
    });
  });

  it('los archivos nuevos van al bucket, salvo con STORAGE_BACKEND=postgres (mientras vuelven)', () => {
    expect(newFilesStore(parseEnv(conBucket))).toBe('s3');
    expect(newFilesStore(parseEnv({ ...conBucket, STORAGE_BACKEND: 'postgres' }))).toBe('postgres');
  });

  it('detiene el arranque con un mensaje por variable: S3_* sin bucket, una clave sin la otra', () => {
    expect(() => s3Settings(parseEnv({ S3_ENDPOINT: 'http://minio:9000', S3_PREFIX: 'p' }))).toThrow(
      /Configuración no válida[\s\S]*S3_ENDPOINT: sin S3_BUCKET no se usa[\s\S]*S3_PREFIX: sin S3_BUCKET/,
    );
    expect(() => s3Settings(parseEnv({ STORAGE_BACKEND: 's3' }))).toThrow(/STORAGE_BACKEND: s3 necesita S3_BUCKET/);
    expect(() => s3Settings(parseEnv({ ...conBucket, S3_ACCESS_KEY_ID: 'puente' }))).toThrow(
      /S3_ACCESS_KEY_ID: va con S3_SECRET_ACCESS_KEY, las dos o ninguna/,
    );
  });
});

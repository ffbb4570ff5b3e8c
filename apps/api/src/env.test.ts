import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('variables de entorno', () => {
  it('valores por defecto del README', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', BRAND: 'demo', MAINTENANCE_MODE: false, SEED_DEMO: true });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('un valor incorrecto para el arranque con un mensaje claro por variable', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT: PORT debe ser un número de puerto/);
    expect(() => parseEnv({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL debe empezar por postgres/);
    expect(() => parseEnv({ BRAND: '../etc' })).toThrow(/BRAND es el nombre de una carpeta/);
    expect(() => parseEnv({ JWT_SECRET: 'corta' })).toThrow(/JWT_SECRET debe tener al menos 32/);
    expect(() => parseEnv({ MAINTENANCE_MODE: 'quizas' })).toThrow(/MAINTENANCE_MODE/);
  });

  it('SEED_DEMO: por defecto sí con la base embebida, no contra DATABASE_URL (cuentas con contraseña publicada)', () => {
    expect(parseEnv({}).SEED_DEMO).toBe(true);
    expect(parseEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/puente' }).SEED_DEMO).toBe(false);
    expect(parseEnv({ DATABASE_URL: 'postgresql://puente@db/puente', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(parseEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(() => parseEnv({ SEED_DEMO: 'si' })).toThrow(/SEED_DEMO debe ser true o false/);
  });

  it('interpreta los booleanos', () => {
    expect(parseEnv({ MAINTENANCE_MODE: 'true', SEED_DEMO: 'false' })).toMatchObject({
      MAINTENANCE_MODE: true,
      SEED_DEMO: false,
    });
  });

  it('correo: SMTP_URL y MAIL_FROM opcionales, PUBLIC_URL por defecto la dirección de escucha', () => {
    const env = parseEnv({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_FROM).toBeUndefined();
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(parseEnv({ HOST: '127.0.0.1', PORT: '8080' }).PUBLIC_URL).toBe('http://127.0.0.1:8080');
    expect(parseEnv({ HOST: '::1' }).PUBLIC_URL).toBe('http://[::1]:3000');
    expect(parseEnv({ PUBLIC_URL: 'https://empleo.uni.es/portal/' }).PUBLIC_URL).toBe('https://empleo.uni.es/portal');
    const smtp = parseEnv({ SMTP_URL: 'smtp://u:p@mail.uni.es:587', MAIL_FROM: 'Puente <no-responder@uni.es>' });
    expect(smtp).toMatchObject({ SMTP_URL: 'smtp://u:p@mail.uni.es:587', MAIL_FROM: 'Puente <no-responder@uni.es>' });
    expect(parseEnv({ MAIL_FROM: 'no-responder@uni.es' }).MAIL_FROM).toBe('no-responder@uni.es');
  });

  it('correo: un valor incorrecto para el arranque con su mensaje', () => {
    expect(() => parseEnv({ SMTP_URL: 'http://mail.uni.es' })).toThrow(/SMTP_URL debe empezar por smtp:\/\//);
    expect(() => parseEnv({ MAIL_FROM: 'Puente' })).toThrow(/MAIL_FROM debe ser una dirección de correo/);
    expect(() => parseEnv({ PUBLIC_URL: 'empleo.uni.es' })).toThrow(/PUBLIC_URL debe ser una URL http/);
    expect(() => parseEnv({ PUBLIC_URL: 'ftp://empleo.uni.es' })).toThrow(/PUBLIC_URL debe ser una URL http/);
    expect(() => parseEnv({ PUBLIC_URL: 'https://empleo.uni.es/?a=1' })).toThrow(/PUBLIC_URL no puede llevar consulta/);
  });
  it('BRANDS_DIR: otra carpeta de marcas, como ruta absoluta; sin ella, brands/ del repositorio', () => {
    expect(parseEnv({}).BRANDS_DIR).toBeUndefined();
    expect(parseEnv({ BRANDS_DIR: '/srv/puente/marcas' }).BRANDS_DIR).toBe('/srv/puente/marcas');
    expect(parseEnv({ BRANDS_DIR: 'marcas' }).BRANDS_DIR).toBe(resolve('marcas'));
    expect(() => parseEnv({ BRANDS_DIR: ' ' })).toThrow(
      /BRANDS_DIR debe ser la ruta de una carpeta con una subcarpeta por marca/,
    );
  });

  it('archivos en S3: sin S3_BUCKET nada; cada variable con su mensaje', () => {
    expect(parseEnv({})).toMatchObject({ S3_REGION: 'us-east-1' });
    expect(parseEnv({}).S3_BUCKET).toBeUndefined();
    const env = parseEnv({ S3_BUCKET: 'puente-archivos', S3_ENDPOINT: 'http://minio:9000', S3_PREFIX: 'uni/prod/' });
    expect(env).toMatchObject({ S3_BUCKET: 'puente-archivos', S3_ENDPOINT: 'http://minio:9000', S3_PREFIX: 'uni/prod' });
    expect(env.S3_FORCE_PATH_STYLE).toBeUndefined();
    expect(parseEnv({ S3_FORCE_PATH_STYLE: 'false' }).S3_FORCE_PATH_STYLE).toBe(false);
    expect(() => parseEnv({ S3_BUCKET: 'ab' })).toThrow(/S3_BUCKET debe ser el nombre de un bucket: de 3 a 63/);
    expect(() => parseEnv({ S3_BUCKET: 'Puente_Archivos' })).toThrow(/S3_BUCKET debe ser el nombre de un bucket/);
    expect(() => parseEnv({ S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT debe ser una URL http\(s\)/);
    expect(() => parseEnv({ S3_FORCE_PATH_STYLE: 'si' })).toThrow(/S3_FORCE_PATH_STYLE debe ser true o false/);
    expect(() => parseEnv({ S3_PREFIX: '../otra' })).toThrow(/S3_PREFIX debe ser una carpeta del bucket/);
    expect(() => parseEnv({ STORAGE_BACKEND: 'disco' })).toThrow(/STORAGE_BACKEND debe ser postgres o s3/);
  });
});

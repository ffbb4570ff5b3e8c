import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturaDeLog } from '../test/captura-log';
import { createTestApp, type TestApp } from '../test/test-app';
import { faltasParaProduccion } from './arranque-produccion';

const real = { NODE_ENV: 'production', DATABASE_URL: 'postgres://puente@db.interna/puente' };

describe('lo que un arranque de producción exige', () => {
  it('names each missing variable on a real database, and nothing for the embedded demo', () => {
    expect(faltasParaProduccion(real)).toEqual(['SMTP_URL', 'PUBLIC_URL', 'ENCRYPTION_KEY']);
    const clave = Buffer.alloc(32, 1).toString('base64');
    expect(faltasParaProduccion({ ...real, SMTP_URL: 'smtp://relay:25', PUBLIC_URL: ' ', ENCRYPTION_KEY: clave })).toEqual([
      'PUBLIC_URL',
    ]);
    expect(
      faltasParaProduccion({ ...real, SMTP_URL: 'smtp://relay:25', PUBLIC_URL: 'https://empleo.uni.es', ENCRYPTION_KEY: clave }),
    ).toEqual([]);
    // `npm start` is production on the embedded database: it keeps working with no variables at all.
    expect(faltasParaProduccion({ NODE_ENV: 'production' })).toEqual([]);
    expect(faltasParaProduccion({ DATABASE_URL: real.DATABASE_URL })).toEqual([]);
  });

  it('server.ts exits with 1 and the Spanish message before opening the database', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: resolve(import.meta.dirname, '../..'),
      stdio: ['ignore', 'pipe', 'pipe'],
      // Nothing listens on port 1: had it tried the database first, the message would be a connection error.
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: 'postgres://nadie@127.0.0.1:1/nada' },
    });
    let salida = '';
    child.stdout.on('data', (c: Buffer) => {
      salida += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      salida += c.toString();
    });
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect(code).toBe(1);
    expect(salida).toMatch(
      /No se pudo arrancar Puente:\nEn producción .*faltan estas variables:\n {2}- SMTP_URL: .*\n {2}- PUBLIC_URL: /s,
    );
  });
});

describe('peticiones con X-Forwarded-For sin TRUST_PROXY', () => {
  let t: TestApp;
  const log = capturaDeLog();
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' }, undefined, { logStream: log.stream });
  });
  afterAll(() => t.close());

  it('are said once in the log, with what to set', async () => {
    await t.app.inject({ method: 'GET', url: '/api/Publico/marca' });
    expect(log.registrado()).not.toContain('TRUST_PROXY');
    for (let i = 0; i < 3; i++) {
      await t.app.inject({ method: 'GET', url: '/api/Publico/marca', headers: { 'x-forwarded-for': '203.0.113.7' } });
    }
    const avisos = log.lineas.filter((l) => l.includes('TRUST_PROXY no está definida'));
    expect(avisos).toHaveLength(1);
  });
});

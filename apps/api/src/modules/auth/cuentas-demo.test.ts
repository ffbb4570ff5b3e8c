import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { parseEnv } from '../../env';
import { withDatabase } from '../../test/global-setup';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CLAVE_CIFRADO_PRUEBAS } from '../../test/test-env';
import { AuthRepository } from './auth.repository';
import { CuentasDemoService } from './cuentas-demo.service';
import { DEMO_PASSWORD } from './password-demo';
import { hashPassword } from './passwords';

const puertoLibre = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

/** The test template is seeded with the demo data: gestor.demo has the published password. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const servicio = (env: Record<string, string>) =>
  new CuentasDemoService({ repo: new AuthRepository(t.database.db), env: parseEnv(env), demoPassword: DEMO_PASSWORD });

describe('arranque en producción con cuentas de personal de demostración', () => {
  it('en producción y sin SEED_DEMO se niega, nombrando la cuenta y qué hacer', async () => {
    const arranque = servicio({ NODE_ENV: 'production', SEED_DEMO: 'false' }).comprobarArranque();
    await expect(arranque).rejects.toThrow(/NODE_ENV=production.*"gestor\.demo"/s);
    // Every demo staff account, one per permission (decision 037), is named.
    await expect(arranque).rejects.toThrow(
      /UPDATE gestores SET activo = false WHERE nick IN \('contenidos\.demo', 'empresas\.demo', 'gestor\.demo', 'lectura\.demo', 'practicas\.demo'\)/,
    );
  });

  it('contra DATABASE_URL SEED_DEMO ya no está activo por defecto: también se niega', async () => {
    const env = { NODE_ENV: 'production', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/puente' };
    await expect(servicio(env).comprobarArranque()).rejects.toThrow(/gestor\.demo/);
  });

  it('fuera de producción, o con SEED_DEMO=true pedido, arranca', async () => {
    await expect(servicio({ NODE_ENV: 'development', SEED_DEMO: 'false' }).comprobarArranque()).resolves.toBeUndefined();
    await expect(servicio({ NODE_ENV: 'production', SEED_DEMO: 'true' }).comprobarArranque()).resolves.toBeUndefined();
  });

  it('con la cuenta desactivada o con otra contraseña, arranca', async () => {
    const produccion = servicio({ NODE_ENV: 'production', SEED_DEMO: 'false' });
    await t.database.query("UPDATE gestores SET activo = false WHERE nick LIKE '%.demo'");
    await expect(produccion.comprobarArranque()).resolves.toBeUndefined();
    await t.database.query("UPDATE gestores SET activo = true, password_hash = $1 WHERE nick LIKE '%.demo'", [
      await hashPassword('Otra-Contraseña-2026'),
    ]);
    expect(await produccion.gestoresConPasswordDemo()).toEqual([]);
    await expect(produccion.comprobarArranque()).resolves.toBeUndefined();
  });
});

/**
 * The same through the real start-up: server.ts on a copy of the seeded
 * template, NODE_ENV=production, exits with 1 and the message, before
 * listening. On PostgreSQL a database made from the template; on PGlite a data
 * directory restored from the template's dump.
 */
describe('server.ts en producción sobre una base con los datos de demostración', () => {
  const apiDir = resolve(import.meta.dirname, '../../..');
  let dataDir: string;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'puente-demo-prod-'));
    const template = inject('pgTemplate');
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (template && adminUrl) {
      const name = `puente_t_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      await admin.end();
      databaseUrl = withDatabase(adminUrl, name);
      dropDatabase = async () => {
        const a = new pg.Client({ connectionString: adminUrl });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      };
    } else {
      const dump = inject('pgliteDump');
      if (!dump) throw new Error('Falta la plantilla de base de datos de las pruebas');
      const restored = await openDatabase({ dataDir: join(dataDir, 'pgdata'), loadDataDir: new Blob([readFileSync(dump)]) });
      await restored.close();
    }
  });
  afterAll(async () => {
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sale con código 1 y el mensaje en español, sin llegar a escuchar', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { SEED_DEMO: 'false' }),
        PORT: String(await puertoLibre()),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        JWT_SECRET: 'clave-de-pruebas-que-no-se-usa-fuera-de-los-tests-0001',
        // Required of production on a real database (lib/arranque-produccion.ts); it stops before using them.
        SMTP_URL: 'smtp://127.0.0.1:9',
        PUBLIC_URL: 'https://empleo.universidad.example',
        // The template's data keys are wrapped with the tests' master key.
        ENCRYPTION_KEY: CLAVE_CIFRADO_PRUEBAS,
      },
    });
    let salida = '';
    child.stdout.on('data', (c: Buffer) => {
      salida += c.toString();
      // Without the check it would serve: stop it, so the test fails instead of hanging.
      if (salida.includes('Puente escuchando')) child.kill('SIGTERM');
    });
    child.stderr.on('data', (c: Buffer) => {
      salida += c.toString();
    });
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect(salida).toMatch(/No se pudo arrancar Puente:\nEn producción \(NODE_ENV=production\).*"gestor\.demo"/s);
    expect(salida).not.toMatch(/Puente escuchando/);
    expect(code).toBe(1);
  }, 90_000);
});

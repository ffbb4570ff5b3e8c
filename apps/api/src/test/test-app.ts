import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Brand } from '@puente/contract/brand';
import { type Endpoint, type InputOf, type OutputOf, splitPathParams } from '@puente/contract/endpoint';
import { endpoints } from '@puente/contract/endpoints/all';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { DEMO_PASSWORD } from '../modules/auth/password-demo';
import { loadBrand } from '../modules/marca/brand-loader';
import { createServices } from '../services';
import type { TestEnvelope } from './envelope';
import { withDatabase } from './global-setup';
import { testEnv } from './test-env';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface TestAppOptions extends BuildOptions {
  /** The brand instead of brands/<BRAND>/brand.json: tests with a SAML block made at run time. */
  brand?: Brand;
}

/** A fresh copy of the migrated, seeded template database for one test file. */
async function freshDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const template = inject('pgTemplate');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (template && adminUrl) {
    const name = `puente_t_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    // Two files copying the template at the same instant can collide; retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        break;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((r) => setTimeout(r, 200 + Math.random() * 300));
      }
    }
    await admin.end();
    const url = withDatabase(adminUrl, name);
    const database = await openDatabase({ url });
    return {
      database,
      url,
      drop: async () => {
        await database.close();
        const a = new pg.Client({ connectionString: adminUrl });
        await a.connect();
        // pool.end() resolves before its connections have said goodbye; a FORCE drop at that
        // moment kills them mid-close and pg raises it as an uncaught error in the test run.
        for (let attempt = 0; attempt < 40; attempt++) {
          const left = await a.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
          if (left.rows[0]?.n === 0) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const dump = inject('pgliteDump');
  if (!dump) throw new Error('Falta la plantilla de base de datos de las pruebas');
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(dump)]) });
  return { database, drop: () => database.close() };
}

export async function createTestApp(
  overrides: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void,
  { brand, ...buildOptions }: TestAppOptions = {},
) {
  const { database, url, drop } = await freshDatabase();
  const env = testEnv(overrides);
  const services = await createServices(database, env, brand ?? loadBrand(env.BRAND, env.BRANDS_DIR));
  const app = await buildApp(services, { database, ...buildOptions });
  const copias: { app: FastifyInstance; database: Database | null }[] = [];

  /**
   * Another copy of the API on the same database, as a second machine behind a balancer would be: on
   * PostgreSQL its own connections; on PGlite (always one process) the same database with services of its own.
   */
  async function otraCopia() {
    const suya = url ? await openDatabase({ url }) : null;
    const servicios = await createServices(suya ?? database, env, brand ?? loadBrand(env.BRAND, env.BRANDS_DIR));
    const copia = await buildApp(servicios, { database: suya ?? database, ...buildOptions });
    await copia.ready();
    copias.push({ app: copia, database: suya });
    return copia;
  }
  beforeReady?.(app);
  await app.ready();

  /** Calls a declared endpoint the way the web client does; `body.datos` is typed by the endpoint's output. */
  async function call<E extends Endpoint>(endpoint: E, input: InputOf<E> | Record<string, unknown> = {}, token?: string) {
    const { path, rest } = splitPathParams(endpoint.path, input as Record<string, unknown>);
    const pairs = Object.entries(rest).map(([k, v]): [string, string] => [k, String(v)]);
    const query = endpoint.method === 'GET' ? new URLSearchParams(pairs).toString() : '';
    const response = await app.inject({
      method: endpoint.method,
      url: query ? `${path}?${query}` : path,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(endpoint.method === 'GET' ? {} : { payload: rest }),
    });
    return { http: response.statusCode, body: response.json() as TestEnvelope<OutputOf<E>>, headers: response.headers };
  }

  /** Logs a demo user in and returns the token (RGPD accepted if it was pending). */
  async function login(kind: 'alumno' | 'empresa' | 'gestor', usuario: string, eidEmpresa?: number) {
    const endpoint =
      kind === 'alumno' ? endpoints.loginAlumno : kind === 'empresa' ? endpoints.loginEmpresa : endpoints.loginGestor;
    const { body } = await call(endpoint, { eUsuario: usuario, ePassword: DEMO_PASSWORD, ...(eidEmpresa ? { eidEmpresa } : {}) });
    if (body.status !== 0) throw new Error(`login ${usuario}: ${body.status} ${body.mensaje}`);
    let token = body.datos.token as string;
    if (body.datos.textoCortoRGPD) {
      const accept = kind === 'alumno' ? endpoints.rgpdAceptarAlumno : endpoints.rgpdAceptarEmpresa;
      token = (await call(accept, {}, token)).body.datos.token;
    }
    return token;
  }

  const close = async () => {
    for (const copia of copias) {
      await copia.app.close();
      await copia.database?.close();
    }
    await app.close();
    await drop();
  };
  return { app, services, database, env, call, login, close, otraCopia };
}

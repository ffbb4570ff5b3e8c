import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../db/client';
import { prepareDatabase } from '../db/setup';
import { seedDemoContent } from '../demo/demo-content';
import { loadBrand } from '../modules/marca/brand-loader';
import { createServices } from '../services';
import { testEnv } from './test-env';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string | null;
    pgliteDump: string | null;
  }
}

export const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * Migrates and seeds one template database per run; each test file then
 * starts from a copy of it (CREATE DATABASE … TEMPLATE on PostgreSQL, a data
 * dump on PGlite), so files never share state and nobody re-runs migrations.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `puente_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const database = await openDatabase({ url: withDatabase(adminUrl, name) });
    await prepareTemplate(database);
    await database.close();
    project.provide('pgTemplate', name);
    project.provide('pgliteDump', null);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'puente-test-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  await prepareTemplate(database);
  const dump = await dumpPglite(database);
  const file = join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgTemplate', null);
  project.provide('pgliteDump', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

/** The template's content: the schema and reference data, then the demo content through the services, as server.ts does. */
async function prepareTemplate(database: Database) {
  await prepareDatabase(database);
  const env = testEnv();
  const services = await createServices(database, env, loadBrand(env.BRAND));
  try {
    await seedDemoContent(services, database);
  } finally {
    await services.intentos.cerrar();
  }
}

async function dumpPglite(database: Awaited<ReturnType<typeof openDatabase>>): Promise<Blob> {
  if (!database.dump) throw new Error('La base embebida no permite volcado');
  return database.dump();
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../test/global-setup';
import { type Database, openDatabase } from './client';
import { archivosDeMigracion, migracionesPendientes, migrate } from './migrate';
import { prepareDatabase } from './setup';

const adminUrl = process.env.TEST_DATABASE_URL;

// Three API copies started together on an empty PostgreSQL database (issue 29): only a real server has
// several connections racing for the catalogue; PGlite is one process with one connection.
describe.skipIf(!adminUrl)('migraciones de varias copias a la vez (PostgreSQL)', () => {
  const nombre = `puente_mig_${randomBytes(5).toString('hex')}`;
  const copias: Database[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${nombre}`);
    await admin.end();
    for (let i = 0; i < 3; i++) copias.push(await openDatabase({ url: withDatabase(adminUrl as string, nombre) }));
  });

  afterAll(async () => {
    await Promise.all(copias.map((c) => c.close()));
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
    await admin.end();
  });

  it('three copies on an empty database end with one schema, each file applied once', async () => {
    const [primera] = copias as [Database];
    expect(await migracionesPendientes(primera)).toEqual(archivosDeMigracion());

    const resultados = await Promise.all(copias.map((c) => prepareDatabase(c)));

    // Every file was applied by exactly one copy; the others found it recorded.
    const aplicadas = resultados.flatMap((r) => r.applied).sort();
    expect(aplicadas).toEqual(archivosDeMigracion());
    expect(await migracionesPendientes(primera)).toEqual([]);
    const filas = await primera.query<{ nombre: string }>('SELECT nombre FROM puente_migraciones ORDER BY nombre');
    expect(filas.map((f) => f.nombre)).toEqual(archivosDeMigracion());

    // The pooled connections are usable afterwards: no copy left one in an aborted transaction.
    for (const c of copias) {
      const [fila] = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM puente_migraciones');
      expect(fila?.n).toBe(archivosDeMigracion().length);
    }
    // A later start finds nothing to do.
    expect(await migrate(primera)).toEqual([]);
  });
});

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../test/global-setup';
import { type Database, openDatabase } from './client';

const adminUrl = process.env.TEST_DATABASE_URL;

// Only a real server ends connections on its own: a restart, an administrator, DROP DATABASE … WITH (FORCE).
describe.skipIf(!adminUrl)('una conexión que el servidor cierra (PostgreSQL)', () => {
  const nombre = `puente_conexion_${randomBytes(5).toString('hex')}`;
  let database: Database;
  const admin = new pg.Client({ connectionString: adminUrl });

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${nombre}`);
    database = await openDatabase({ url: withDatabase(adminUrl as string, nombre) });
  });

  afterAll(async () => {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
    await admin.end();
  });

  it('an idle connection ended by the server does not end the process, and the next query gets another', async () => {
    // Two idle connections in the pool, then the server ends every one of them.
    await Promise.all([database.query('SELECT pg_sleep(0.05)'), database.query('SELECT pg_sleep(0.05)')]);
    const fuera = await admin.query<{ n: number }>(
      'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1',
      [nombre],
    );
    expect(fuera.rows[0]?.n).toBeGreaterThan(0);
    // The pool hears of it on its own; an unhandled 'error' would have failed this file as an uncaught exception.
    await expect.poll(() => database.conexiones()[0]?.total ?? 0).toBe(0);
    const [fila] = await database.query<{ uno: number }>('SELECT 1 AS uno');
    expect(fila?.uno).toBe(1);
  });
});

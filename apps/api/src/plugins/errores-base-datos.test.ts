import { endpoints } from '@puente/contract/endpoints/all';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturaDeLog } from '../test/captura-log';
import { envelopeOf } from '../test/envelope';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 9, finding 3: a database error that still escapes the contract's
 * rules is a 400 (a value the column cannot hold, SQLSTATE class 22) or a 500,
 * both in the envelope with an error id, and the log keeps the SQLSTATE and
 * where it happened, never the query's parameters: PostgreSQL's own message
 * ('invalid input syntax for type integer: "12345678Z"'), Drizzle's wrapper
 * and PGlite's error all repeat them, and a DNI typed at login is personal data.
 */
const DNI = '12345678Z';
let t: TestApp;
const log = capturaDeLog();
const { lineas } = log;

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info' },
    (app) => {
      // Values no contract rule would let through, sent to the real database as a query parameter.
      app.get('/api/prueba/no-es-entero', async () => t.database.db.execute(sql`SELECT ${`${DNI}99999999999`}::int`));
      app.get('/api/prueba/nul', async () => t.database.db.execute(sql`SELECT ${`${DNI}\u0000`}::text`));
    },
    { logStream: log.stream },
  );
});
afterAll(() => t.close());

const registrado = log.registrado;

describe('un error de la base de datos que se escapa', () => {
  it('login con la tabla de estudiantes rota: 500 en el sobre con identificador; el log no lleva el DNI', async () => {
    await t.database.exec('ALTER TABLE alumnos RENAME TO alumnos_prueba_rota');
    try {
      const r = await t.call(endpoints.loginAlumno, { eUsuario: DNI, ePassword: 'Clave-de-prueba-1' });
      expect(r.http).toBe(500);
      const { errorId } = r.body.datos as unknown as { errorId: string };
      expect(r.body.status).toBe(500);
      expect(errorId).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.stringify(r.body)).not.toContain(DNI);
      expect(JSON.stringify(r.body)).not.toMatch(/select|alumnos/i);

      expect(registrado()).not.toContain(DNI);
      expect(registrado()).not.toMatch(/"params"|Failed query|"query"/);
      const entrada = lineas.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.errorId === errorId);
      expect(entrada).toMatchObject({ level: 50, bd: { sqlState: '42P01' } });
    } finally {
      await t.database.exec('ALTER TABLE alumnos_prueba_rota RENAME TO alumnos');
    }
  });

  it('un valor que la columna no admite (22P02): 400, código 15, con identificador; el valor no se registra', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/prueba/no-es-entero' });
    expect(r.statusCode).toBe(400);
    const body = envelopeOf<{ errorId: string }>(r);
    expect(body.status).toBe(15);
    expect(body.datos.errorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.body).not.toContain(DNI);
    const entrada = lineas.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.errorId === body.datos.errorId);
    expect(entrada).toMatchObject({ bd: { sqlState: '22P02' } });
    expect(registrado()).not.toContain(DNI);
  });

  it('un NUL que llega a la base de datos: 400 en el sobre; tampoco se registra', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/prueba/nul' });
    expect(r.statusCode).toBe(400);
    expect(envelopeOf(r).status).toBe(15);
    expect(registrado()).not.toContain(DNI);
  });

  it('la prueba registra de verdad: el log tiene líneas y la petición de login está en él', () => {
    expect(lineas.length).toBeGreaterThan(3);
    expect(registrado()).toContain('/api/Alumno/logaUsuario');
  });
});

import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { Latido } from '../lib/latido';
import { createTestApp, type TestApp } from '../test/test-app';

/** Issue 29: the balancer's two questions (docs/decisions/049-salud-y-metricas.md). */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/healthz y /readyz', () => {
  it('vivo y listo, sin sesión ni sobre, y nada que guardar en una caché', async () => {
    const vivo = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(vivo.statusCode).toBe(200);
    expect(vivo.json()).toEqual({ vivo: true });
    expect(vivo.headers['cache-control']).toBe('no-store');

    const listo = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(listo.statusCode).toBe(200);
    expect(listo.json()).toEqual({ listo: true, comprobaciones: { baseDeDatos: { ok: true }, migraciones: { ok: true } } });
    expect(listo.headers['cache-control']).toBe('no-store');
  });

  it('responden durante el mantenimiento, cuando la API ya no', async () => {
    const gestor = await t.login('gestor', 'gestor.demo');
    const lucia = await t.login('alumno', '12345678Z');
    expect((await t.call(endpoints.mantenimiento, { activo: true }, gestor)).body.status).toBe(0);
    try {
      expect((await t.call(endpoints.numOfertasEmpleo, {}, lucia)).http).toBe(503);
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await t.call(endpoints.mantenimiento, { activo: false }, gestor);
    }
  });

  it('503 nombrando lo que falla: migraciones sin aplicar, una base de datos que no responde, un worker parado', async () => {
    // A database of its own: empty (no migration applied), then closed. The process stays alive throughout.
    const vacia = await openDatabase({ dataDir: 'memory://' });
    let ahora = 0;
    const latido = new Latido(() => ahora);
    const app = await buildApp(t.services, { database: vacia, latidoCorreo: latido });
    try {
      const sinMigrar = await app.inject({ method: 'GET', url: '/readyz' });
      expect(sinMigrar.statusCode).toBe(503);
      expect(sinMigrar.json()).toMatchObject({
        listo: false,
        comprobaciones: {
          baseDeDatos: { ok: true },
          migraciones: { ok: false, detalle: expect.stringMatching(/sin aplicar$/) },
          correo: { ok: true },
        },
      });

      ahora = 181_000;
      const sinLatido = await app.inject({ method: 'GET', url: '/readyz' });
      expect(sinLatido.json().comprobaciones.correo).toEqual({ ok: false, detalle: 'sin latido desde hace 181 s' });
      latido.marcar();

      await vacia.close();
      const cerrada = await app.inject({ method: 'GET', url: '/readyz' });
      expect(cerrada.statusCode).toBe(503);
      expect(cerrada.json()).toEqual({
        listo: false,
        comprobaciones: {
          baseDeDatos: { ok: false, detalle: 'no responde' },
          migraciones: { ok: false, detalle: 'no se pudieron leer' },
          correo: { ok: true },
        },
      });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

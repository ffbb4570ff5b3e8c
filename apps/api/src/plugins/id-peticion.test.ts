import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturaDeLog } from '../test/captura-log';
import { createTestApp, type TestApp } from '../test/test-app';

/** Issue 29: every log line carries the request's id, and the answer returns it in X-Request-Id (decision 049). */
let t: TestApp;
const log = capturaDeLog();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, undefined, { logStream: log.stream });
});
afterAll(() => t.close());

const lineasCon = (id: string) =>
  log.lineas.map((l) => JSON.parse(l) as { reqId?: string; msg?: string }).filter((l) => l.reqId === id);

describe('X-Request-Id', () => {
  it('cada respuesta lleva uno nuevo, también una negativa, un 404 y una dirección mal codificada', async () => {
    const vistos = new Set<string>();
    for (const url of [
      '/healthz',
      '/api/Alumno/dameNumOfertasEmpleoUsuario',
      '/api/no-existe',
      '/api/Alumno/dameOferta/%E0%A4%A',
    ]) {
      const r = await t.app.inject({ method: 'GET', url });
      const id = String(r.headers['x-request-id']);
      expect(id, url).toMatch(UUID);
      vistos.add(id);
    }
    expect(vistos.size).toBe(4);
  });

  it('el que trae el balanceador, si es sensato, se devuelve y está en cada línea del registro de la petición', async () => {
    const id = 'haproxy-7f3a.0001_b';
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/Alumno/dameNumOfertasEmpleoUsuario',
      headers: { 'x-request-id': id },
    });
    expect(r.statusCode).toBe(401);
    expect(r.headers['x-request-id']).toBe(id);
    const lineas = lineasCon(id);
    expect(lineas.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('uno hostil (largo, con espacios, saltos o comillas) se sustituye por uno nuevo', async () => {
    for (const hostil of ['x'.repeat(65), 'a b', 'a\tb', '"><script>', 'ñandú', '']) {
      const r = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': hostil } });
      expect(r.headers['x-request-id'], hostil).toMatch(UUID);
      expect(log.registrado()).not.toContain(`"reqId":"${hostil}"`);
    }
  });
});

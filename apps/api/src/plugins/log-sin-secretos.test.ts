import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturaDeLog } from '../test/captura-log';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 29: the personal calendar feed's secret was written to the log on every fetch, as were the tokens of
 * reset and set-password links. Every request line now carries its address without them (lib/redactar-url.ts).
 */
let t: TestApp;
const log = capturaDeLog();

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, undefined, { logStream: log.stream });
});
afterAll(() => t.close());

describe('el log no guarda los secretos de los enlaces', () => {
  it('ni el del calendario personal, ni el de un enlace de contraseña, ni el de una baja de alerta', async () => {
    const lucia = await t.login('alumno', '12345678Z');
    const { body } = await t.call(endpoints.dameEnlaceCalendario, {}, lucia);
    const secreto = body.datos.token;
    expect(secreto.length).toBeGreaterThan(10);
    const feed = await t.app.inject({ method: 'GET', url: `/api/Publico/calendario/${secreto}` });
    expect(feed.statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: `/establecer-login?token=${secreto}x&lang=es` });
    await t.app.inject({ method: 'GET', url: `/alertas/baja/${secreto}y` });

    const registrado = log.registrado();
    expect(registrado).toContain('/api/Publico/calendario/[oculto]');
    expect(registrado).toContain('/establecer-login?token=[oculto]&lang=es');
    expect(registrado).not.toContain(secreto);
  });
});

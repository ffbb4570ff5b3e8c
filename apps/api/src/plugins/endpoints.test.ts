import { defineEndpoint } from '@puente/contract/endpoint';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bindPublic, folder } from '../lib/endpoint-binding';
import { notice } from '../lib/notice';
import { envelopeOf } from '../test/envelope';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerEndpoints } from './endpoints';
import { registerErrorHandling } from './errors';

/** The binding answers through the contract's output schema, whatever the service returns. */
describe('salida de los endpoints', () => {
  let t: TestApp;
  const app = Fastify();
  const leaky = defineEndpoint({
    method: 'GET',
    path: '/api/Prueba/fuga',
    role: 'publico',
    summary: 'prueba',
    input: z.object({}),
    output: z.object({ nombre: z.string() }),
  });
  const noticed = defineEndpoint({ ...leaky, path: '/api/Prueba/aviso' });
  const broken = defineEndpoint({ ...leaky, path: '/api/Prueba/rota' });

  beforeAll(async () => {
    t = await createTestApp();
    registerErrorHandling(app);
    registerEndpoints(app, t.services, [
      folder('publico', [
        bindPublic(
          leaky,
          async () => ({ nombre: 'Lucía', passwordHash: '$argon2id$…', comentarioInterno: 'no apto' }) as { nombre: string },
        ),
        bindPublic(noticed, async () => notice(502, { nombre: 'Lucía', dni: '12345678Z' } as { nombre: string })),
        bindPublic(broken, async () => ({ otro: 1 }) as unknown as { nombre: string }),
      ]),
    ]);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('los campos que el contrato no declara no salen', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/Prueba/fuga' });
    expect(envelopeOf(r)).toEqual({ status: 0, datos: { nombre: 'Lucía' }, mensaje: null });
  });

  it('tampoco en un aviso (501–543)', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/Prueba/aviso' });
    expect(envelopeOf(r)).toEqual({ status: 502, datos: { nombre: 'Lucía' }, mensaje: null });
  });

  it('una respuesta fuera de contrato es un 500 con identificador, no un dato a medias', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/Prueba/rota' });
    expect(r.statusCode).toBe(500);
    expect(envelopeOf(r).status).toBe(500);
  });
});

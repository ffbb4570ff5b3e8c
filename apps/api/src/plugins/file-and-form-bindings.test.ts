import { defineEndpoint, fileOutput } from '@puente/contract/endpoint';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bind, bindFile, bindPublic, folder } from '../lib/endpoint-binding';
import { rechazo } from '../lib/portal-error';
import { envelopeOf } from '../test/envelope';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerEndpoints } from './endpoints';
import { registerErrorHandling } from './errors';
import { openApiDocument } from './openapi';

/** The two binding kinds beside JSON: answers that are files, and form-encoded POSTs. */
describe('respuestas de fichero y cuerpos de formulario', () => {
  let t: TestApp;
  let token: string;
  const app = Fastify();
  const bytes = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n');

  const informe = defineEndpoint({
    method: 'GET',
    path: '/api/Prueba/informe/:id',
    role: 'empresa',
    summary: 'prueba',
    input: z.object({ id: z.coerce.number().int().positive() }),
    output: fileOutput('application/pdf'),
  });
  const malTipado = defineEndpoint({ ...informe, path: '/api/Prueba/mal-tipado', input: z.object({}) });
  const acceso = defineEndpoint({
    method: 'POST',
    path: '/api/Prueba/acceso',
    role: 'publico',
    summary: 'prueba',
    body: 'form',
    input: z.object({ SAMLResponse: z.string().min(1), RelayState: z.string().optional() }),
    output: z.object({ SAMLResponse: z.string(), RelayState: z.string().nullable() }),
  });

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('empresa', 'seleccion.demo');
    registerErrorHandling(app);
    registerEndpoints(app, t.services, [
      folder('empresa', [
        bindFile(informe, async ({ input }) => {
          if (input.id !== 1) throw rechazo(31, 'candidatura.noExiste');
          return { nombre: 'Informe "final" de José.pdf', contentType: 'application/pdf', contenido: bytes };
        }),
        bindFile(malTipado, async () => ({ nombre: 'x.html', contentType: 'text/html', contenido: bytes })),
      ]),
      folder('publico', [
        bindPublic(acceso, async ({ input }) => ({ SAMLResponse: input.SAMLResponse, RelayState: input.RelayState ?? null })),
      ]),
    ]);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const auth = () => ({ authorization: `Bearer ${token}` });

  it('sends the exact bytes with download headers', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/Prueba/informe/1', headers: auth() });
    expect(r.statusCode).toBe(200);
    expect(r.rawPayload.equals(bytes)).toBe(true);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toBe(
      `attachment; filename="Informe _final_ de Jose.pdf"; filename*=UTF-8''Informe%20%22final%22%20de%20Jos%C3%A9.pdf`,
    );
    expect(r.headers['cache-control']).toBe('private, no-store');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-length']).toBe(String(bytes.length));
  });

  it('a refusal, a missing token or bad input still answer the JSON envelope', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/Prueba/informe/2', headers: auth() });
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.headers['content-disposition']).toBeUndefined();
    expect(envelopeOf(missing)).toMatchObject({ status: 31, datos: null });

    const anonymous = await app.inject({ method: 'GET', url: '/api/Prueba/informe/1' });
    expect(anonymous.statusCode).toBe(401);
    expect(envelopeOf(anonymous)).toMatchObject({ status: 2 });

    const student = await t.login('alumno', '12345678Z');
    const other = await app.inject({
      method: 'GET',
      url: '/api/Prueba/informe/1',
      headers: { authorization: `Bearer ${student}` },
    });
    expect(other.statusCode).toBe(403);
    expect(envelopeOf(other)).toMatchObject({ status: 71 });

    const bad = await app.inject({ method: 'GET', url: '/api/Prueba/informe/abc', headers: auth() });
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf(bad)).toMatchObject({ status: 15 });
  });

  it('a content type the declaration does not list never leaves', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/Prueba/mal-tipado', headers: auth() });
    expect(r.statusCode).toBe(500);
    expect(envelopeOf(r).status).toBe(500);
  });

  it('a JSON binding of a file declaration (or the reverse) stops start-up', () => {
    const other = Fastify();
    expect(() => registerEndpoints(other, t.services, [folder('empresa', [bind(informe, async () => ({}) as never)])])).toThrow(
      /bindFile/,
    );
    const json = defineEndpoint({ ...informe, output: z.object({}) });
    expect(() =>
      registerEndpoints(other, t.services, [
        folder('empresa', [bindFile(json, async () => ({ nombre: 'a', contentType: 'a/b', contenido: bytes }))]),
      ]),
    ).toThrow(/bindFile/);
  });

  it('parses a form-encoded POST through the declaration input', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/Prueba/acceso',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'SAMLResponse=PHNhbWw%2BeA%3D%3D&RelayState=%2Fofertas%3Fpagina%3D2',
    });
    expect(envelopeOf(r)).toEqual({
      status: 0,
      datos: { SAMLResponse: 'PHNhbWw+eA==', RelayState: '/ofertas?pagina=2' },
      mensaje: null,
    });

    const missing = await app.inject({
      method: 'POST',
      url: '/api/Prueba/acceso',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'RelayState=%2F',
    });
    expect(missing.statusCode).toBe(400);
    expect(envelopeOf(missing)).toMatchObject({ status: 15 });
  });

  it('a form route takes no JSON, and JSON routes take no forms', async () => {
    const json = await app.inject({ method: 'POST', url: '/api/Prueba/acceso', payload: { SAMLResponse: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(envelopeOf(json)).toMatchObject({ status: 15 });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/logaUsuario',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'eUsuario=12345678Z&ePassword=x',
    });
    expect(form.statusCode).toBe(400);
  });

  it('OpenAPI documents the file types and the form body', () => {
    const doc = openApiDocument(
      [
        ['informe', informe],
        ['acceso', acceso],
      ],
      'test',
    );
    const paths = doc.paths as Record<
      string,
      Record<string, { responses: Record<string, { content: object }>; requestBody: { content: object } }>
    >;
    expect(Object.keys(paths['/api/Prueba/informe/{id}']?.get?.responses[200]?.content ?? {})).toEqual([
      'application/pdf',
      'application/json',
    ]);
    expect(Object.keys(paths['/api/Prueba/acceso']?.post?.requestBody.content ?? {})).toEqual([
      'application/x-www-form-urlencoded',
    ]);
  });
});

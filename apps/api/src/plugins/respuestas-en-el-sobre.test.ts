import type { AddressInfo } from 'node:net';
import { SUBIDA_MAX_BYTES } from '@puente/contract/constants';
import { envelopeSchema } from '@puente/contract/envelope';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMIT } from '../app';
import { peticionCruda } from '../test/peticion-cruda';
import { createTestApp, type TestApp } from '../test/test-app';
import { clientErrorHandler, frameworkErrors } from './client-errors';

/**
 * Issue 9, finding 4: answers that left outside the envelope because they
 * never reach a route (Fastify's bad-URL body, Node's 431), and a body limit
 * whose message did not match it. Real sockets against a listening server:
 * inject and fetch would not send these requests as they are.
 */
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const sobre = envelopeSchema(z.unknown()).strict();

const get = (path: string, extra = '') => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Connection: close\r\n\r\n`;

function enElSobre(body: string) {
  const parsed = sobre.safeParse(JSON.parse(body));
  expect(parsed.success, body.slice(0, 300)).toBe(true);
  return parsed.data as { status: number; datos: unknown; mensaje: string | null };
}

describe('toda respuesta en el sobre, con el estado HTTP que ya tenía', () => {
  it('una secuencia %xx mal formada en la ruta → 400, código 15, sin repetir la ruta', async () => {
    const r = await peticionCruda(port, get('/api/Alumno/dameOferta/%E0%A4%A'));
    expect(r.status).toBe(400);
    expect(r.headers['content-type']).toContain('application/json');
    const body = enElSobre(r.body);
    expect(body.status).toBe(15);
    expect(r.body).not.toContain('FST_ERR_BAD_URL');
    expect(r.body).not.toContain('%E0');
  });

  it('un parámetro de ruta más largo que el del enrutador → en el sobre (414, o 404 si la SPA está construida)', async () => {
    // With apps/web/dist built, the SPA's wildcard route catches the path the parametric route refused
    // (the not-found handler answers 404 in the envelope); without it, the router answers 414 itself.
    const r = await peticionCruda(port, get(`/api/Alumno/dameOferta/${'a'.repeat(150)}`));
    expect([404, 414]).toContain(r.status);
    expect(enElSobre(r.body).status).toBe(r.status === 414 ? 15 : 4);
    expect(r.body).not.toContain('FST_ERR');
  });

  it('cabeceras de más de 16 KB → 431 en el sobre', async () => {
    const r = await peticionCruda(port, get('/api/Publico/marca', `X-Relleno: ${'a'.repeat(17 * 1024)}\r\n`));
    expect(r.status).toBe(431);
    expect(r.headers['content-type']).toContain('application/json');
    const body = enElSobre(r.body);
    expect(body.status).toBe(15);
    expect(body.mensaje).toContain('16 KB');
  });

  it('una línea de petición de más de 16 KB → 431 en el sobre', async () => {
    const r = await peticionCruda(port, get(`/api/Publico/marca?relleno=${'a'.repeat(17 * 1024)}`));
    expect(r.status).toBe(431);
    expect(enElSobre(r.body).status).toBe(15);
  });

  it('bytes que no son HTTP → 400 en el sobre', async () => {
    const r = await peticionCruda(port, 'ESTO NO ES HTTP\r\n\r\n');
    expect(r.status).toBe(400);
    expect(enElSobre(r.body).status).toBe(15);
  });

  it('el servidor sigue atendiendo después', async () => {
    const r = await peticionCruda(port, get('/api/Publico/marca'));
    expect(r.status).toBe(200);
    expect(enElSobre(r.body).status).toBe(0);
  });
});

describe('el límite del cuerpo es el que dice su mensaje', () => {
  /** A JSON upload as the web sends it: the file as base64 plus the other fields. */
  const subida = (bytes: number) =>
    JSON.stringify({
      urlOferta: 'una-oferta-cualquiera',
      nombre: 'documento.pdf',
      extension: 'pdf',
      ficheroB64: `data:application/pdf;base64,${Buffer.alloc(bytes, 0x41).toString('base64')}`,
    });

  const post = (path: string, body: string, token?: string) =>
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${
      token ? `Authorization: Bearer ${token}\r\n` : ''
    }Connection: close\r\n\r\n${body}`;

  it('cabe un fichero de 2 MB (2000 KB) en base64 con el resto del JSON, y 3 MB es el límite', () => {
    expect(Buffer.byteLength(subida(SUBIDA_MAX_BYTES))).toBeLessThan(BODY_LIMIT);
    expect(BODY_LIMIT).toBe(3 * 1024 * 1024);
  });

  it('la subida de un fichero de 2 MB pasa el límite del cuerpo (no es un 413)', async () => {
    const token = await t.login('alumno', '12345678Z');
    const r = await peticionCruda(port, post('/api/Alumno/addDocumentoProceso', subida(SUBIDA_MAX_BYTES), token), 30_000);
    expect(r.status).not.toBe(413);
    enElSobre(r.body);
  });

  it('un cuerpo de más de 3 MB → 413 en el sobre, con un mensaje que dice los dos límites', async () => {
    const body = JSON.stringify({ eUsuario: 'x'.repeat(BODY_LIMIT), ePassword: 'x' });
    const r = await peticionCruda(port, post('/api/Alumno/logaUsuario', body), 30_000);
    expect(r.status).toBe(413);
    const sobre413 = enElSobre(r.body);
    expect(sobre413.status).toBe(15);
    expect(sobre413.mensaje).toContain('2 MB');
    expect(sobre413.mensaje).toContain('3 MB');
  });
});

describe('los manejadores de client-errors, sin nada más delante', () => {
  // A bare Fastify with only a parametric route, so the 414 does not depend on whether the SPA is built.
  const app = Fastify({ frameworkErrors, clientErrorHandler });
  let puerto: number;
  beforeAll(async () => {
    app.get('/api/prueba/:id', async () => ({ status: 0, datos: null, mensaje: null }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    puerto = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('un parámetro de más de 100 caracteres → 414 en el sobre', async () => {
    const r = await peticionCruda(puerto, get(`/api/prueba/${'a'.repeat(150)}`));
    expect(r.status).toBe(414);
    expect(enElSobre(r.body).status).toBe(15);
    expect(r.body).not.toContain('FST_ERR');
  });

  it('una secuencia %xx mal formada → 400 en el sobre', async () => {
    const r = await peticionCruda(puerto, get('/api/prueba/%zz'));
    expect(r.status).toBe(400);
    expect(enElSobre(r.body).status).toBe(15);
  });
});

import { parseFieldErrors } from '@puente/contract/field-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf } from '../test/envelope';
import { createTestApp, type TestApp } from '../test/test-app';

/** The parts of the OpenAPI document these tests read. */
type OpenApiDoc = {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown[] } | undefined>>;
};

describe('el sobre { status, datos, mensaje } en toda respuesta', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.get('/api/prueba/explota', async () => {
        throw new Error('fallo interno con detalle privado');
      });
    });
  });
  afterAll(() => t.close());

  it('404 de una ruta de la API desconocida', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/NoExiste/nada' });
    expect(r.statusCode).toBe(404);
    expect(envelopeOf(r)).toMatchObject({ status: 4, datos: null });
    expect(envelopeOf(r).mensaje).toContain('/api/NoExiste/nada');
  });

  it('400 con código 15 y el mensaje del esquema cuando falta un campo', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/Alumno/logaUsuario', payload: { eUsuario: '', ePassword: 'x' } });
    expect(r.statusCode).toBe(400);
    expect(envelopeOf(r)).toMatchObject({ status: 15, mensaje: 'Este campo es requerido' });
    expect(parseFieldErrors(envelopeOf(r).datos)[0]?.campo).toBe('eUsuario');
  });

  it('400 con JSON mal formado', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/logaUsuario',
      headers: { 'content-type': 'application/json' },
      payload: '{"eUsuario": ',
    });
    expect(r.statusCode).toBe(400);
    expect(envelopeOf(r).status).toBe(15);
  });

  it('413 cuando el cuerpo supera el límite', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/logaUsuario',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ eUsuario: 'x'.repeat(5 * 1024 * 1024), ePassword: 'x' }),
    });
    expect(r.statusCode).toBe(413);
    expect(envelopeOf(r)).toMatchObject({ status: 15, datos: null });
  });

  it('500 con un identificador de error y sin traza', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/prueba/explota' });
    expect(r.statusCode).toBe(500);
    const body = envelopeOf<{ errorId: string }>(r);
    expect(body.status).toBe(500);
    expect(body.datos.errorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(body)).not.toContain('fallo interno');
    expect(JSON.stringify(body)).not.toContain('.ts:');
  });

  it('429 cuando se supera el límite de intentos de inicio de sesión', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/Empresa/logaUsuario',
        payload: { eUsuario: 'nadie', ePassword: 'mala-clave-1' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt()).statusCode);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    const last = await attempt();
    expect(last.statusCode).toBe(429);
    expect(envelopeOf(last)).toMatchObject({ status: 48, datos: { reintentarEn: 1 } });
    expect(last.headers['retry-after']).toBe('1');
  });

  it('cabeceras de seguridad con una CSP sin scripts en línea', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/Publico/marca' });
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['strict-transport-security']).toContain('max-age');
  });

  it('OpenAPI generado desde el contrato en /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json<OpenApiDoc>();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/Alumno/logaUsuario']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/api/Dominios/centrosEducativosDeProvincia/{id}']?.get?.parameters?.[0]).toMatchObject({
      name: 'id',
      in: 'path',
    });
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

import { endpointList, endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf } from '../test/envelope';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Walks every declared endpoint, so it grows by itself as endpoints are added:
 * anonymous on a protected endpoint → 401 code 2; a logged user of another
 * role → 403 code 71.
 */
describe('autorización de todos los endpoints declarados', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    tokens.alumno = await t.login('alumno', '12345678Z');
    tokens.empresa = await t.login('empresa', 'seleccion.demo');
    tokens.gestor = await t.login('gestor', 'gestor.demo');
    const cabecera = await t.call(endpoints.cabeceraEncuesta, { urlAcceso: 'valoracion-feria-empleo' });
    tokens.encuesta = (await t.call(endpoints.logaAnonimo, { id: cabecera.body.datos.idEncuesta })).body.datos.token;
  });
  afterAll(() => t.close());

  const protectedEndpoints = endpointList.filter(([, e]) => e.role !== 'publico');

  it('hay endpoints protegidos que comprobar', () => {
    expect(protectedEndpoints.length).toBeGreaterThan(3);
  });

  it.each(protectedEndpoints)('%s sin token → 401 con código 2', async (_name, endpoint) => {
    const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '1');
    const response = await t.app.inject({
      method: endpoint.method,
      url: path,
      ...(endpoint.method === 'GET' ? {} : { payload: {} }),
    });
    expect(response.statusCode).toBe(401);
    expect(envelopeOf(response)).toMatchObject({ status: 2, datos: null });
  });

  it.each(protectedEndpoints)('%s con un token manipulado → 401 con código 2', async (_name, endpoint) => {
    const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '1');
    const forged = `${(tokens.alumno as string).slice(0, -4)}abcd`;
    const response = await t.app.inject({
      method: endpoint.method,
      url: path,
      headers: { authorization: `Bearer ${forged}` },
      ...(endpoint.method === 'GET' ? {} : { payload: {} }),
    });
    expect(response.statusCode).toBe(401);
    expect(envelopeOf(response).status).toBe(2);
  });

  const roleBound = protectedEndpoints.filter(([, e]) => e.role !== 'autenticado');
  it.each(roleBound)('%s con otro rol → 403 con código 71', async (_name, endpoint) => {
    const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '1');
    for (const role of ['alumno', 'empresa', 'gestor'].filter((r) => r !== endpoint.role)) {
      const response = await t.app.inject({
        method: endpoint.method,
        url: path,
        headers: { authorization: `Bearer ${tokens[role]}` },
        ...(endpoint.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${role} en ${endpoint.path}`).toBe(403);
      expect(envelopeOf(response)).toMatchObject({ status: 71 });
    }
  });

  // Decision 024: a survey token opens /api/Encuestas only; anywhere else it is no session at all.
  const fueraDeEncuestas = protectedEndpoints.filter(([, e]) => e.role !== 'encuesta');
  it.each(fueraDeEncuestas)('%s con el token de una encuesta → 401 con código 2', async (_name, endpoint) => {
    const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '1');
    const response = await t.app.inject({
      method: endpoint.method,
      url: path,
      headers: { authorization: `Bearer ${tokens.encuesta}` },
      ...(endpoint.method === 'GET' ? {} : { payload: {} }),
    });
    expect(response.statusCode).toBe(401);
    expect(envelopeOf(response).status).toBe(2);
  });

  it('las rutas no distinguen mayúsculas (el spec escribe /api/Alumno y /api/alumno)', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/dominios/TITULACIONES' });
    expect(a.statusCode).toBe(200);
    expect(envelopeOf(a).status).toBe(0);
  });
});

import { endpointList, endpoints } from '@puente/contract/endpoints/all';
import {
  type AreaGestion,
  PERMISOS_GESTOR,
  type PermisoDeArea,
  type PermisoGestor,
  partesPermiso,
} from '@puente/contract/permisos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../modules/auth/password-demo';
import { envelopeOf } from '../test/envelope';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Walks every declared endpoint, so it grows by itself as endpoints are added:
 * anonymous on a protected endpoint → 401 code 2; a logged user of another
 * role → 403 code 71; a staff member without the endpoint's permission →
 * 403 code 71, and one with it passes the guard (decision 037).
 */
const AREAS = PERMISOS_GESTOR.filter((p): p is AreaGestion => p !== 'lectura');

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
    // One staff member per area holding every other area but not that one nor administración, one with only that
    // area, and one with only lectura.
    const conPermisos = async (nick: string, permisos: PermisoGestor[]) => {
      const alta = await t.call(
        endpoints.crearGestor,
        { nick, email: `${nick}@universidad.example`, nombre: 'Paseo', apellidos: nick, permisos, password: DEMO_PASSWORD },
        tokens.gestor,
      );
      if (alta.body.status !== 0) throw new Error(`alta de ${nick}: ${alta.body.mensaje}`);
      tokens[nick] = await t.login('gestor', nick);
    };
    for (const area of AREAS) {
      await conPermisos(
        `sin.${area}`,
        AREAS.filter((a) => a !== area && a !== 'administracion'),
      );
      await conPermisos(`solo.${area}`, [area]);
    }
    await conPermisos('solo.lectura', ['lectura']);
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

  // `personal` endpoints open to any staff member: the whole team's own account.
  const staffEndpoints = protectedEndpoints.filter(([, e]) => e.role === 'gestor' && e.permiso !== 'personal');
  const llamar = (endpoint: (typeof staffEndpoints)[number][1], token: string | undefined) =>
    t.app.inject({
      method: endpoint.method,
      // An id nobody has: a call that gets through the guard must not change the demo's data.
      url: endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '999999'),
      headers: { authorization: `Bearer ${token}` },
      ...(endpoint.method === 'GET' ? {} : { payload: {} }),
    });

  it.each(staffEndpoints)('%s sin su permiso del personal → 403 con código 71', async (_name, endpoint) => {
    const { area, accion } = partesPermiso(endpoint.permiso as PermisoDeArea);
    const sin = [`sin.${area}`, ...(accion === 'cambiar' ? ['solo.lectura'] : [])];
    for (const nick of sin) {
      const response = await llamar(endpoint, tokens[nick]);
      expect(response.statusCode, `${nick} en ${endpoint.path}`).toBe(403);
      expect(envelopeOf(response)).toMatchObject({ status: 71 });
    }
  });

  it.each(staffEndpoints)('%s con su permiso pasa la guarda', async (_name, endpoint) => {
    const { area, accion } = partesPermiso(endpoint.permiso as PermisoDeArea);
    for (const nick of [`solo.${area}`, ...(accion === 'leer' ? ['solo.lectura'] : [])]) {
      const response = await llamar(endpoint, tokens[nick]);
      expect(response.statusCode, `${nick} en ${endpoint.path}`).not.toBe(403);
      expect(response.statusCode).not.toBe(401);
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

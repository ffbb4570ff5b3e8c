import type { Endpoint } from '@puente/contract/endpoint';
import { endpoints } from '@puente/contract/endpoints/all';
import { errorCatalogue } from '@puente/contract/errors/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearCandidatura, crearOferta, setEstadoOferta, tokens } from '../modules/procesos/test-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * A refusal's `mensaje` is in the reader's language (Accept-Language, as the
 * web sends it): the catalogue's text for a code without a key of its own,
 * the keyed text with its parameters otherwise (decision 030).
 */
let t: TestApp;
let alumno: string;
let tk: Awaited<ReturnType<typeof tokens>>;

beforeAll(async () => {
  t = await createTestApp();
  alumno = await t.login('alumno', '12345678Z');
  tk = await tokens(t);
});
afterAll(() => t.close());

async function pedir(endpoint: Endpoint, input: Record<string, unknown>, token: string | undefined, idioma?: string) {
  const r = await t.app.inject({
    method: endpoint.method,
    url: endpoint.path,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(idioma ? { 'accept-language': idioma } : {}) },
    payload: input,
  });
  return r.json() as { status: number; mensaje: string; datos: unknown };
}

describe('el texto de un rechazo, en el idioma de quien lee', () => {
  it('sin clave propia: el texto del catálogo para el código, en español o en inglés', async () => {
    const input = { urlOferta: 'no-existe-esta-oferta' };
    const es = await pedir(endpoints.desinscribirse, input, alumno, 'es-ES,es;q=0.9');
    const en = await pedir(endpoints.desinscribirse, input, alumno, 'en-GB,en;q=0.8');
    expect(es.status).toBe(31);
    expect(en.status).toBe(31);
    expect(es.mensaje).toBe(errorCatalogue[31]?.es.cuerpo);
    expect(en.mensaje).toBe(errorCatalogue[31]?.en.cuerpo);
    // No header is Spanish.
    expect((await pedir(endpoints.desinscribirse, input, alumno)).mensaje).toBe(es.mensaje);
  });

  it('con clave y parámetros: la ruta que no existe, en los dos idiomas', async () => {
    const get = (idioma: string) =>
      t.app.inject({ method: 'GET', url: '/api/NoExiste/nada', headers: { 'accept-language': idioma } });
    const es = (await get('es')).json();
    const en = (await get('en')).json();
    expect(es).toMatchObject({ status: 4, mensaje: 'No existe el recurso GET /api/NoExiste/nada' });
    expect(en).toMatchObject({ status: 4, mensaje: 'The resource GET /api/NoExiste/nada does not exist' });
  });

  it('la sesión que falta y el permiso que no se tiene también hablan inglés', async () => {
    const sinSesion = await pedir(endpoints.desinscribirse, { urlOferta: 'x' }, undefined, 'en');
    expect(sinSesion).toMatchObject({ status: 2, mensaje: 'Your session has expired or is not valid. Sign in again.' });
    const otroRol = await pedir(endpoints.desinscribirse, { urlOferta: 'x' }, tk.levante, 'en');
    expect(otroRol).toMatchObject({ status: 71, mensaje: 'You do not have permission to access this resource.' });
  });

  it('49 a la empresa: la respuesta pendiente es la del estudiante, no «tu respuesta»', async () => {
    const oferta = await crearOferta(t, tk.levante);
    await setEstadoOferta(t, oferta.idOferta, 2);
    const id = await crearCandidatura(t, oferta.idOferta, '87654321X', 16);
    const mover = (idioma: string) =>
      pedir(endpoints.cambiaEstadoCandidatura, { idCandidatura: id, idEstado: 2 }, tk.levante, idioma);
    const es = await mover('es');
    const en = await mover('en');
    expect(es).toMatchObject({
      status: 49,
      mensaje: 'La candidatura está «Preinscrita (pendiente del estudiante)» y ya no puede cambiar de estado.',
    });
    expect(en).toMatchObject({
      status: 49,
      mensaje: 'The application is “Pre-registered (awaiting the student)” and can no longer change status.',
    });
    expect(es.mensaje).not.toContain('tu respuesta');
    expect(en.mensaje).not.toContain('your answer');
  });

  it('49 al estudiante: solo responde a una preinscripción pendiente, en su idioma', async () => {
    const oferta = await crearOferta(t, tk.levante);
    await setEstadoOferta(t, oferta.idOferta, 2);
    await crearCandidatura(t, oferta.idOferta, '12345678Z', 2);
    const input = { urlOferta: oferta.urlAcceso };
    expect(await pedir(endpoints.aceptarPreinscripcion, input, alumno, 'es')).toMatchObject({
      status: 49,
      mensaje: 'Solo puedes responder a una preinscripción pendiente.',
    });
    expect(await pedir(endpoints.aceptarPreinscripcion, input, alumno, 'en')).toMatchObject({
      status: 49,
      mensaje: 'You can only answer a pending pre-registration.',
    });
  });

  it('un rechazo que cuenta algo (una oferta que no se puede cerrar) dice su estado en el idioma de quien lee', async () => {
    const oferta = await crearOferta(t, tk.levante);
    await setEstadoOferta(t, oferta.idOferta, 3);
    const cerrar = (idioma: string) => pedir(endpoints.cerrarOferta, { urlOferta: oferta.urlAcceso }, tk.levante, idioma);
    expect(await cerrar('es')).toMatchObject({ status: 48, mensaje: 'La oferta no se puede cerrar: está cerrada.' });
    expect(await cerrar('en')).toMatchObject({ status: 48, mensaje: 'The offer cannot be closed: it is closed.' });
  });
});

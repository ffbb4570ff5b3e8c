import { endpointList } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMIT } from '../app';
import { SAMPLES } from '../lib/storage/sample-files';
import { crearAlumno } from '../modules/candidaturas/test-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { CUERPO_ANONIMO, CUERPO_ANONIMO_LARGO, CUERPO_CON_SESION, limiteDeCuerpo } from './limite-cuerpo';

/**
 * Issue 29: an anonymous JSON of 2.3 MB with 200 000 keys on the login tied the server up for seconds (four at
 * once stalled a health check). Each route now reads at most what its input can hold.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });

describe('el cuerpo que lee cada ruta', () => {
  it('el login rechaza con 413, sin leerlo, un JSON de 200 000 claves', async () => {
    const claves = Object.fromEntries(Array.from({ length: 200_000 }, (_, i) => [`k${i}`, 'x']));
    const cuerpo = JSON.stringify({ eUsuario: '12345678Z', ePassword: 'x', ...claves });
    expect(cuerpo.length).toBeGreaterThan(2_000_000);
    const r = await post('/api/Alumno/logaUsuario', cuerpo);
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({ status: expect.any(Number) });
  });

  it('cada campo del login tiene su longitud', async () => {
    const largo = await post('/api/Alumno/logaUsuario', JSON.stringify({ eUsuario: 'a'.repeat(300), ePassword: 'x' }));
    expect(largo.json().status).not.toBe(0);
    expect(JSON.stringify(largo.json())).toContain('eUsuario');
    const clave = await post('/api/Alumno/logaUsuario', JSON.stringify({ eUsuario: '12345678Z', ePassword: 'p'.repeat(201) }));
    expect(JSON.stringify(clave.json())).toContain('ePassword');
  });

  it('una subida de fichero sigue llegando casi a 3 MB; la misma cantidad en otra ruta con sesión es un 413', async () => {
    const alumno = await crearAlumno(t);
    const pdf = new Uint8Array(1_900_000);
    pdf.set(SAMPLES.pdf);
    const b64 = Buffer.from(pdf).toString('base64');
    const subida = await post(
      '/api/Alumno/addDoc',
      JSON.stringify({ nombre: 'Grande', extension_adjunto: 'pdf', ficheroB64ParaAltas: b64 }),
      alumno.token,
    );
    expect(subida.statusCode).toBe(200);
    expect(subida.json().status).toBe(0);
    const otra = await post('/api/Alumno/guardarBusqueda', JSON.stringify({ nombre: b64 }), alumno.token);
    expect(otra.statusCode).toBe(413);
  });

  it('ninguna ruta anónima sin ficheros lee más de 256 KB, y las de ficheros leen el máximo', () => {
    for (const [nombre, e] of endpointList) {
      const limite = limiteDeCuerpo(e, BODY_LIMIT);
      const esquema = JSON.stringify(z.toJSONSchema(e.input, { io: 'input', unrepresentable: 'any' }));
      const conFichero = esquema.includes('"contentEncoding":"base64"');
      const maximos = [...esquema.matchAll(/"maxLength":(\d+)/g)].map((m) => Number(m[1]));
      if (conFichero) expect(limite, nombre).toBe(BODY_LIMIT);
      else if (limite === BODY_LIMIT) expect(Math.max(0, ...maximos), nombre).toBeGreaterThan(64 * 1024);
      else if (e.role === 'publico') expect([CUERPO_ANONIMO, CUERPO_ANONIMO_LARGO], nombre).toContain(limite);
      else if (e.role !== 'encuesta') expect(limite, nombre).toBe(CUERPO_CON_SESION);
    }
    const login = endpointList.find(([n]) => n === 'loginAlumno')?.[1];
    expect(login && limiteDeCuerpo(login, BODY_LIMIT)).toBe(CUERPO_ANONIMO);
  });
});

import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('solicitar la baja del servicio', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registra la solicitud (517), no admite otra abierta (8) y el personal la ve', async () => {
    const lucia = await t.login('alumno', '12345678Z');
    const first = await t.call(endpoints.solicitarBaja, { motivo: 'He terminado mis estudios' }, lucia);
    expect(first.body.status).toBe(517);
    expect(first.body.datos.idSolicitud).toBeGreaterThan(0);
    expect((await t.call(endpoints.solicitarBaja, {}, lucia)).body.status).toBe(8);

    const gestor = await t.login('gestor', 'gestor.demo');
    const list = await t.call(endpoints.solicitudesBaja, {}, gestor);
    expect(list.body.datos.items).toContainEqual(
      expect.objectContaining({
        nombre: 'Lucía García Fernández',
        email: 'lucia.garcia@demo.puente.es',
        motivo: 'He terminado mis estudios',
        estado: 'pendiente',
      }),
    );
  });

  it('un motivo demasiado largo → 15 con el mensaje del campo', async () => {
    const marcos = await t.login('alumno', '87654321X');
    const r = await t.call(endpoints.solicitarBaja, { motivo: 'x'.repeat(501) }, marcos);
    expect(r.body).toMatchObject({ status: 15, mensaje: 'El campo es demasiado largo (máximo 500 caracteres)' });
  });
});

describe('con una marca que no permite la baja', () => {
  it('se rechaza con 48', async () => {
    const t = await createTestApp({ BRAND: 'aurora' });
    try {
      const lucia = await t.login('alumno', '12345678Z');
      expect((await t.call(endpoints.solicitarBaja, {}, lucia)).body.status).toBe(48);
    } finally {
      await t.close();
    }
  });
});

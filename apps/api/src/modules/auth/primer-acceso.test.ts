import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from './password-demo';

/**
 * The login's `primerAcceso` is true once: on the first login, whether or not
 * it was held for the RGPD text. A first login held for the text used to stay
 * "first" until a later login without the hold, so the welcome showed twice.
 */
describe('primer acceso y aceptación del RGPD', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.query("UPDATE contactos_empresa SET primer_acceso = true WHERE nick = 'seleccion.demo'");
    await t.database.query(
      "DELETE FROM rgpd_aceptaciones WHERE tipo_usuario = 'empresa' AND id_usuario = (SELECT id FROM contactos_empresa WHERE nick = 'seleccion.demo')",
    );
  });
  afterAll(() => t.close());

  const entrar = () => t.call(endpoints.loginEmpresa, { eUsuario: 'seleccion.demo', ePassword: DEMO_PASSWORD });

  it('el primer acceso retenido por el RGPD cuenta como primero una sola vez', async () => {
    const primero = await entrar();
    expect(primero.body.status).toBe(0);
    expect(primero.body.datos).toMatchObject({ primerAcceso: true });
    expect(primero.body.datos.textoCortoRGPD).toBeTruthy();
    expect((await t.call(endpoints.rgpdAceptarEmpresa, {}, primero.body.datos.token)).body.status).toBe(0);

    const segundo = await entrar();
    expect(segundo.body.datos).toMatchObject({ primerAcceso: false, textoCortoRGPD: null });
  });
});

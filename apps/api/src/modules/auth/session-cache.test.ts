import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AuthRepository } from './auth.repository';
import { DEMO_PASSWORD } from './password-demo';
import { SessionService } from './session.service';

/** The per-copy session cache (decision 003): fewer round trips, revocation still immediate on this copy. */
describe('caché de sesiones', () => {
  let t: TestApp;
  let auth: SessionService;
  beforeAll(async () => {
    t = await createTestApp();
    auth = new SessionService({ repo: new AuthRepository(t.database.db), signer: t.services.signer, cacheMs: 300 });
  });
  afterAll(() => t.close());

  const login = async () =>
    (await t.services.login.loginAlumno({ eUsuario: '12345678Z', ePassword: DEMO_PASSWORD }, '127.0.0.1')).token;

  it('el cierre de sesión en esta copia invalida la entrada al momento', async () => {
    const token = await login();
    const caller = await auth.authenticate(token);
    expect(caller?.nombre).toBe('Lucía');
    await auth.logout(caller as NonNullable<typeof caller>);
    expect(await auth.authenticate(token)).toBeNull();
  });

  it('un bloqueo hecho desde otra copia se nota al vencer la ventana', async () => {
    const token = await login();
    expect(await auth.authenticate(token)).not.toBeNull();
    await t.database.query("UPDATE alumnos SET estado = 'bloqueado' WHERE dni = '12345678Z'");
    try {
      expect(await auth.authenticate(token)).not.toBeNull();
      await new Promise((r) => setTimeout(r, 350));
      expect(await auth.authenticate(token)).toBeNull();
    } finally {
      await t.database.query("UPDATE alumnos SET estado = 'activo' WHERE dni = '12345678Z'");
    }
  });

  it('un token manipulado nunca sale de la caché', async () => {
    const token = await login();
    await auth.authenticate(token);
    expect(await auth.authenticate(`${token.slice(0, -3)}xyz`)).toBeNull();
  });
});

import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SettingsRepository } from '../settings/settings.repository';
import { CANAL_MANTENIMIENTO, SettingsService } from '../settings/settings.service';
import { AuthRepository } from './auth.repository';
import { CANAL_SESIONES } from './canal-sesiones';
import { DEMO_PASSWORD } from './password-demo';
import { SessionService } from './session.service';

/**
 * Issue 29: a session ended on one copy of the API must stop on every copy at once, not when the other copy's
 * cache expires; and staff's maintenance switch must reach every copy at once. The other copy here keeps its
 * entries ten minutes, so only the notice through the database (LISTEN/NOTIFY) can make it change its answer.
 */
const DIEZ_MINUTOS = 10 * 60 * 1000;
let t: TestApp;
let otra: SessionService;

beforeAll(async () => {
  t = await createTestApp();
  otra = new SessionService({ repo: new AuthRepository(t.database.db), signer: t.services.signer, cacheMs: DIEZ_MINUTOS });
  await t.database.avisos.escuchar(CANAL_SESIONES, (carga) => otra.oirAviso(carga));
});
afterAll(() => t.close());

/** Waits for the other copy to refuse the token; without the notice it would answer from its cache for ten minutes. */
const rechazadoEnLaOtra = (token: string) =>
  expect.poll(() => otra.authenticate(token), { timeout: 5000, interval: 20 }).toBeNull();

describe('una sesión que termina en una copia termina en todas a la vez', () => {
  it('al cerrar la sesión', async () => {
    const token = await t.login('alumno', '12345678Z');
    expect(await otra.authenticate(token)).not.toBeNull();
    expect((await t.call(endpoints.logout, {}, token)).body.status).toBe(0);
    await rechazadoEnLaOtra(token);
  });

  it('al cambiar la contraseña', async () => {
    const token = await t.login('alumno', '87654321X');
    expect(await otra.authenticate(token)).not.toBeNull();
    // Sessions count in whole seconds (iat against sesiones_desde): the change comes in the token's next second.
    await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 10));
    const r = await t.call(endpoints.passwordAlumno, { passwordActual: DEMO_PASSWORD, passwordNueva: 'OtraClave2026' }, token);
    expect(r.body.status).toBe(521);
    await rechazadoEnLaOtra(token);
    // The token the change answered opens a session on the other copy too.
    expect(await otra.authenticate(r.body.datos.token)).not.toBeNull();
  });

  it('al cambiar de empresa, el token de la anterior', async () => {
    const [levante, meseta] = await t.database.query<{ id: number }>(
      "SELECT id FROM empresas WHERE cif IN ('B12345674', 'A58818501') ORDER BY cif DESC",
    );
    const viejo = await t.login('empresa', 'rrhh.demo', levante?.id);
    expect(await otra.authenticate(viejo)).not.toBeNull();
    expect((await t.call(endpoints.cambiarEmpresa, { idEmpresa: meseta?.id }, viejo)).body.status).toBe(0);
    await rechazadoEnLaOtra(viejo);
  });

  it('a notice lost while the connection was down clears everything', async () => {
    const token = await t.login('empresa', 'seleccion.demo');
    expect(await otra.authenticate(token)).not.toBeNull();
    // What avisos.ts tells every listener when its connection comes back.
    await t.database.query("UPDATE contactos_empresa SET estado = 'bloqueado' WHERE nick = 'seleccion.demo'");
    expect(await otra.authenticate(token)).not.toBeNull();
    otra.oirAviso(null);
    expect(await otra.authenticate(token)).toBeNull();
    await t.database.query("UPDATE contactos_empresa SET estado = 'activo' WHERE nick = 'seleccion.demo'");
  });
});

describe('el modo mantenimiento llega a todas las copias a la vez', () => {
  it('lo que activa el personal en una copia lo aplica al momento la otra', async () => {
    const otraConfig = new SettingsService({
      repo: new SettingsRepository(t.database.db),
      audit: { record: async () => undefined },
      mantenimientoForzado: false,
      avisar: () => t.database.avisos.avisar(CANAL_MANTENIMIENTO),
      cacheMs: DIEZ_MINUTOS,
    });
    await t.database.avisos.escuchar(CANAL_MANTENIMIENTO, () => otraConfig.oirAviso());
    expect(await otraConfig.mantenimiento()).toBe(false);
    const gestor = await t.login('gestor', 'gestor.demo');
    expect((await t.call(endpoints.mantenimiento, { activo: true }, gestor)).body.status).toBe(0);
    await expect.poll(() => otraConfig.mantenimiento(), { timeout: 5000, interval: 20 }).toBe(true);
    expect((await t.call(endpoints.mantenimiento, { activo: false }, gestor)).body.status).toBe(0);
    await expect.poll(() => otraConfig.mantenimiento(), { timeout: 5000, interval: 20 }).toBe(false);
  });
});

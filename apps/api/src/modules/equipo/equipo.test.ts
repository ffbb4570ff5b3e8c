import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from '../auth/password-demo';

/** Staff accounts and their permissions (decision 037), through the API as administración uses it. */
describe('el equipo de la universidad y sus permisos', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('gestor', 'gestor.demo');
  });
  afterAll(() => t.close());

  const alta = (nick: string, permisos: string[], email = `${nick}@universidad.example`) =>
    t.call(
      endpoints.crearGestor,
      { nick, email, nombre: 'Prueba', apellidos: `Equipo ${nick}`, permisos, password: DEMO_PASSWORD },
      admin,
    );

  it('administración da de alta a un miembro con sus permisos, que entra con su contraseña', async () => {
    const r = await alta('eva.empresas', ['empresas']);
    expect(r.body.status).toBe(0);
    expect(r.body.datos).toMatchObject({ nick: 'eva.empresas', permisos: ['empresas'], activo: true });
    const lista = await t.call(endpoints.equipoGestion, {}, admin);
    expect(lista.body.datos.map((g) => g.nick)).toContain('eva.empresas');
    const token = await t.login('gestor', 'eva.empresas');
    const yo = await t.call(endpoints.miCuentaGestor, {}, token);
    expect(yo.body.datos).toMatchObject({ nick: 'eva.empresas', permisos: ['empresas'] });
    expect((await t.call(endpoints.empresasPendientes, {}, token)).body.status).toBe(0);
    const ajeno = await t.call(endpoints.conveniosPendientes, {}, token);
    expect(ajeno.http).toBe(403);
    expect(ajeno.body).toMatchObject({
      status: 71,
      mensaje: 'Tu cuenta no tiene el permiso de prácticas y convenios que pide esta acción.',
    });
    const auditoria = await t.database.query<{ accion: string; detalle: { permisos: string[] } }>(
      "SELECT accion, detalle FROM auditoria WHERE entidad = 'gestor' AND entidad_id = $1",
      [String(r.body.datos.id)],
    );
    expect(auditoria).toEqual([{ accion: 'gestor.alta', detalle: { nick: 'eva.empresas', permisos: ['empresas'] } }]);
  });

  it('un nick o un e-mail repetidos no dan de alta a nadie (8, 60), sin distinguir mayúsculas', async () => {
    await alta('repetido', ['contenidos']);
    expect((await alta('REPETIDO', ['contenidos'], 'otro@universidad.example')).body.status).toBe(8);
    expect((await alta('distinto', ['contenidos'], 'Repetido@Universidad.example')).body.status).toBe(60);
  });

  it('los permisos se validan: al menos uno, sin repetir, de la lista', async () => {
    for (const permisos of [[], ['empresas', 'empresas'], ['todo']]) {
      const r = await alta(`mal.${permisos.length}`, permisos);
      expect(r.body.status, JSON.stringify(permisos)).toBe(15);
    }
  });

  it('solo lectura lee todo y no cambia nada', async () => {
    await alta('luis.lectura', ['lectura']);
    const token = await t.login('gestor', 'luis.lectura');
    expect((await t.call(endpoints.conveniosPendientes, {}, token)).body.status).toBe(0);
    expect((await t.call(endpoints.equipoGestion, {}, token)).body.status).toBe(0);
    const cambio = await t.call(endpoints.mantenimiento, { activo: true }, token);
    expect(cambio.http).toBe(403);
    expect(cambio.body.status).toBe(71);
  });

  it('un cambio de permisos vale en la sesión abierta; desactivar o cambiar la contraseña la cierra', async () => {
    const { body } = await alta('ana.contenidos', ['contenidos']);
    const id = body.datos.id;
    const token = await t.login('gestor', 'ana.contenidos');
    expect((await t.call(endpoints.programasGestion, {}, token)).http).toBe(403);
    const edicion = await t.call(endpoints.editarGestor, { id, permisos: ['contenidos', 'practicas'], activo: true }, admin);
    expect(edicion.body.datos.permisos).toEqual(['contenidos', 'practicas']);
    expect((await t.call(endpoints.programasGestion, {}, token)).body.status).toBe(0);

    // Tokens carry whole seconds: one issued in the second of the change survives it, as after any password change.
    await new Promise((r) => setTimeout(r, 1100));
    await t.call(endpoints.editarGestor, { id, permisos: ['contenidos'], activo: true, password: 'OtraClave2026' }, admin);
    expect((await t.call(endpoints.encuestasGestion, {}, token)).http).toBe(401);

    const nuevo = await t.call(endpoints.loginGestor, { eUsuario: 'ana.contenidos', ePassword: 'OtraClave2026' });
    expect(nuevo.body.status).toBe(0);
    await t.call(endpoints.editarGestor, { id, permisos: ['contenidos'], activo: false }, admin);
    expect((await t.call(endpoints.encuestasGestion, {}, nuevo.body.datos.token)).http).toBe(401);
    const cerrado = await t.call(endpoints.loginGestor, { eUsuario: 'ana.contenidos', ePassword: 'OtraClave2026' });
    expect(cerrado.body.status).not.toBe(0);

    const auditoria = await t.database.query<{ detalle: { passwordNueva: boolean; despues: { activo: boolean } } }>(
      "SELECT detalle FROM auditoria WHERE accion = 'gestor.edicion' AND entidad_id = $1 ORDER BY id",
      [String(id)],
    );
    expect(auditoria.map((a) => [a.detalle.passwordNueva, a.detalle.despues.activo])).toEqual([
      [false, true],
      [true, true],
      [false, false],
    ]);
    expect(JSON.stringify(auditoria)).not.toContain('OtraClave2026');
  });

  it('el portal no se queda sin administración activa (48), y un id desconocido es 48', async () => {
    const lista = await t.call(endpoints.equipoGestion, {}, admin);
    const yo = lista.body.datos.find((g) => g.nick === 'gestor.demo');
    const otrosAdmins = lista.body.datos.filter((g) => g.activo && g.permisos.includes('administracion') && g !== yo);
    expect(otrosAdmins).toEqual([]);
    const r = await t.call(endpoints.editarGestor, { id: yo?.id, permisos: ['lectura'], activo: true }, admin);
    expect(r.body).toMatchObject({
      status: 48,
      mensaje: 'El portal necesita al menos una persona activa con el permiso de administración.',
    });
    expect((await t.call(endpoints.editarGestor, { id: 999999, permisos: ['lectura'], activo: true }, admin)).body.status).toBe(
      48,
    );
  });

  it('nadie sin administración gestiona el equipo', async () => {
    await alta('pablo.practicas', ['practicas', 'empresas', 'contenidos']);
    const token = await t.login('gestor', 'pablo.practicas');
    for (const [endpoint, input] of [
      [endpoints.equipoGestion, {}],
      [endpoints.crearGestor, {}],
      [endpoints.editarGestor, { id: 1 }],
    ] as const) {
      const r = await t.call(endpoint, input, token);
      expect(r.http, endpoint.path).toBe(403);
      expect(r.body.status).toBe(71);
    }
  });
});

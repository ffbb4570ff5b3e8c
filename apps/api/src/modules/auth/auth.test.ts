import { endpoints } from '@puente/contract/endpoints/all';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from './password-demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const loginAlumno = (eUsuario: string, ePassword = DEMO_PASSWORD) => t.call(endpoints.loginAlumno, { eUsuario, ePassword });
const loginEmpresa = (eUsuario: string, eidEmpresa?: number, ePassword = DEMO_PASSWORD) =>
  t.call(endpoints.loginEmpresa, { eUsuario, ePassword, eAmbito: 'PrivadoEmpresa', ...(eidEmpresa ? { eidEmpresa } : {}) });

async function companyId(cif: string) {
  const rows = await t.database.query<{ id: number }>('SELECT id FROM empresas WHERE cif = $1', [cif]);
  return (rows[0] as { id: number }).id;
}

describe('inicio de sesión de estudiantes', () => {
  it('entra con DNI y devuelve el token con las claims del spec', async () => {
    const { http, body } = await loginAlumno('12345678z');
    expect(http).toBe(200);
    expect(body.status).toBe(0);
    expect(body.datos).toMatchObject({
      textoCortoRGPD: null,
      linkExternoRGPD: null,
      conPracticas: true,
      conEmpleo: true,
      primerAcceso: false,
    });
    const claims = decodeJwt(body.datos.token);
    expect(claims).toMatchObject({ role: 'alumno', unique_name: 'Lucía', family_name: 'García Fernández' });
    expect(typeof claims.sub).toBe('string');
    // exp in seconds, in the future
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(claims.exp).toBeLessThan(Date.now() / 1000 + 24 * 3600);
  });

  it('entra con el e-mail sin distinguir mayúsculas', async () => {
    const { body } = await loginAlumno('Lucia.Garcia@demo.puente.es');
    expect(body.status).toBe(0);
  });

  it('contraseña incorrecta o usuario inexistente → 3 con el mensaje del servidor', async () => {
    for (const r of [await loginAlumno('12345678Z', 'otra-clave-1'), await loginAlumno('00000000T')]) {
      expect(r.http).toBe(200);
      expect(r.body).toMatchObject({ status: 3, mensaje: 'Usuario o contraseña incorrectos', datos: null });
    }
  });

  it('las contraseñas se guardan con argon2id', async () => {
    const rows = await t.database.query<{ password_hash: string }>("SELECT password_hash FROM alumnos WHERE dni = '12345678Z'");
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('usuario bloqueado → 90 con el mensaje del servidor; de baja → 32; sin acceso → 59', async () => {
    await t.database.query(
      `INSERT INTO alumnos (dni, email, nombre, apellido1, password_hash, estado, mensaje_bloqueo)
       SELECT '11111111H', 'bloqueado@demo.puente.es', 'B', 'B', password_hash, 'bloqueado', 'Bloqueado por el servicio de prácticas' FROM alumnos WHERE dni = '12345678Z'
       UNION ALL SELECT '22222222J', 'baja@demo.puente.es', 'C', 'C', password_hash, 'baja', NULL FROM alumnos WHERE dni = '12345678Z'
       UNION ALL SELECT '33333333P', 'sinacceso@demo.puente.es', 'D', 'D', password_hash, 'sin_acceso', NULL FROM alumnos WHERE dni = '12345678Z'`,
    );
    expect((await loginAlumno('11111111H')).body).toMatchObject({
      status: 90,
      mensaje: 'Bloqueado por el servicio de prácticas',
    });
    expect((await loginAlumno('22222222J')).body.status).toBe(32);
    expect((await loginAlumno('33333333P')).body.status).toBe(59);
  });
});

describe('RGPD', () => {
  it('un estudiante sin aceptar recibe el texto y un token que solo abre la aceptación', async () => {
    const { body } = await loginAlumno('87654321X');
    expect(body.status).toBe(0);
    expect(body.datos.textoCortoRGPD).toContain('datos personales');
    expect(body.datos.linkExternoRGPD).toBe('/politica-de-privacidad');
    // Marcos has the internship service since issue 11 (demo-cv), so 54 can be seen on internship offers.
    expect(body.datos.conPracticas).toBe(true);
    const pending = body.datos.token as string;

    const blocked = await t.call(
      endpoints.passwordAlumno,
      { passwordActual: DEMO_PASSWORD, passwordNueva: 'OtraClave2026' },
      pending,
    );
    expect(blocked.http).toBe(401);
    expect(blocked.body.status).toBe(2);

    const accepted = await t.call(endpoints.rgpdAceptarAlumno, {}, pending);
    expect(accepted.body.status).toBe(0);
    expect(typeof accepted.body.datos.token).toBe('string');
    expect(decodeJwt(accepted.body.datos.token).rgpd).toBeUndefined();

    const again = await loginAlumno('87654321X');
    expect(again.body.datos.textoCortoRGPD).toBeNull();
    const rows = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM auditoria WHERE accion = 'rgpd.aceptacion'",
    );
    expect(rows[0]?.n).toBeGreaterThanOrEqual(1);
  });

  it('dameTextoRGPDactual devuelve el texto vigente', async () => {
    const { body } = await t.call(endpoints.rgpdTextoActual);
    expect(body.status).toBe(0);
    expect(body.datos).toMatchObject({ version: '2026-01', linkExterno: '/politica-de-privacidad' });
    expect(body.datos.textoCompleto.length).toBeGreaterThan(100);
  });
});

describe('inicio de sesión de empresas', () => {
  it('un contacto de dos empresas las lista y debe elegir una', async () => {
    const list = await t.call(endpoints.empresasDelUsuario, { eUsuario: 'rrhh.demo', ePassword: DEMO_PASSWORD });
    expect(list.body.status).toBe(0);
    expect(list.body.datos.map((c: { cif: string }) => c.cif).sort()).toEqual(['A58818501', 'B12345674']);

    const withoutChoice = await loginEmpresa('rrhh.demo');
    expect(withoutChoice.body.status).toBe(15);
    expect(withoutChoice.body.datos).toHaveLength(2);

    const idB = await companyId('B12345674');
    const chosen = await loginEmpresa('rrhh@demo.puente.es', idB);
    expect(chosen.body.status).toBe(0);
    expect(decodeJwt(chosen.body.datos.token)).toMatchObject({ role: 'empresa', idEmpresa: idB, unique_name: 'Carmen' });
  });

  it('credenciales incorrectas al listar empresas → 3', async () => {
    const r = await t.call(endpoints.empresasDelUsuario, { eUsuario: 'rrhh.demo', ePassword: 'mala-clave-9' });
    expect(r.body.status).toBe(3);
  });

  it('una empresa ajena al contacto, pendiente de validar o bloqueada → 9', async () => {
    const idA = await companyId('A58818501');
    expect((await loginEmpresa('seleccion.demo', idA)).body.status).toBe(9);
    await t.database.query("UPDATE empresas SET estado = 'pendiente' WHERE cif = 'A58818501'");
    expect((await loginEmpresa('rrhh.demo', idA)).body.status).toBe(9);
    await t.database.query("UPDATE empresas SET estado = 'bloqueada' WHERE cif = 'A58818501'");
    expect((await loginEmpresa('rrhh.demo', idA)).body.status).toBe(9);
    await t.database.query("UPDATE empresas SET estado = 'validada' WHERE cif = 'A58818501'");
  });

  it('contacto sin acceso al portal → 79; bloqueado → 90; de baja → 32', async () => {
    await t.database.query(
      `INSERT INTO contactos_empresa (nick, email, nombre, apellidos, password_hash, estado, mensaje_bloqueo)
       SELECT 'sin.acceso', 'sin.acceso@demo.puente.es', 'S', 'S', password_hash, 'sin_acceso', NULL FROM contactos_empresa WHERE nick = 'rrhh.demo'
       UNION ALL SELECT 'bloq.demo', 'bloq@demo.puente.es', 'B', 'B', password_hash, 'bloqueado', 'Cuenta suspendida' FROM contactos_empresa WHERE nick = 'rrhh.demo'
       UNION ALL SELECT 'baja.demo', 'baja.c@demo.puente.es', 'X', 'X', password_hash, 'baja', NULL FROM contactos_empresa WHERE nick = 'rrhh.demo'`,
    );
    expect((await loginEmpresa('sin.acceso')).body.status).toBe(79);
    expect((await loginEmpresa('bloq.demo')).body).toMatchObject({ status: 90, mensaje: 'Cuenta suspendida' });
    expect((await loginEmpresa('baja.demo')).body.status).toBe(32);
  });
});

describe('sesión', () => {
  it('el cierre de sesión revoca el token', async () => {
    const token = await t.login('alumno', '12345678Z');
    expect((await t.call(endpoints.logout, {}, token)).body.status).toBe(0);
    const after = await t.call(endpoints.logout, {}, token);
    expect(after.http).toBe(401);
    expect(after.body.status).toBe(2);
  });

  it('un token caducado → 401 con código 2', async () => {
    const { token } = await t.services.signer.sign({ sub: '1', role: 'alumno', unique_name: 'L', family_name: 'G' }, -60);
    const r = await t.call(endpoints.passwordAlumno, { passwordActual: 'a', passwordNueva: 'b' }, token);
    expect(r.http).toBe(401);
    expect(r.body.status).toBe(2);
  });

  it('un token firmado con otra clave o con alg none → 401', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: '1', role: 'alumno', exp: Math.floor(Date.now() / 1000) + 600, jti: 'x' }),
    ).toString('base64url');
    const r = await t.call(endpoints.logout, {}, `${header}.${payload}.`);
    expect(r.http).toBe(401);
  });
});

describe('cambio de contraseña', () => {
  it('débil → 28; actual incorrecta → 3; correcta → 521, revoca el token anterior y da uno nuevo', async () => {
    const token = await t.login('empresa', 'seleccion.demo');
    expect(
      (await t.call(endpoints.passwordEmpresa, { passwordActual: DEMO_PASSWORD, passwordNueva: 'corta1' }, token)).body.status,
    ).toBe(28);
    expect(
      (await t.call(endpoints.passwordEmpresa, { passwordActual: DEMO_PASSWORD, passwordNueva: 'sinnumeros' }, token)).body
        .status,
    ).toBe(28);
    expect(
      (await t.call(endpoints.passwordEmpresa, { passwordActual: 'no-es-la-mia-1', passwordNueva: 'NuevaClave2027' }, token)).body
        .status,
    ).toBe(3);

    // Sessions are revoked by whole seconds: let the old token's second pass.
    await new Promise((r) => setTimeout(r, 1100));
    const ok = await t.call(endpoints.passwordEmpresa, { passwordActual: DEMO_PASSWORD, passwordNueva: 'NuevaClave2027' }, token);
    expect(ok.body.status).toBe(521);
    const fresh = ok.body.datos.token as string;
    expect((await t.call(endpoints.logout, {}, token)).http).toBe(401);
    expect((await loginEmpresa('seleccion.demo', undefined, 'NuevaClave2027')).body.status).toBe(0);
    expect((await loginEmpresa('seleccion.demo')).body.status).toBe(3);
    expect((await t.call(endpoints.logout, {}, fresh)).body.status).toBe(0);
  });

  it('el estudiante cambia su contraseña por /api/alumno/editarPassword', async () => {
    const token = await t.login('alumno', '12345678Z');
    await new Promise((r) => setTimeout(r, 1100));
    const r = await t.call(endpoints.passwordAlumno, { passwordActual: DEMO_PASSWORD, passwordNueva: 'Lucia2027segura' }, token);
    expect(r.body.status).toBe(521);
    expect((await loginAlumno('12345678Z', 'Lucia2027segura')).body.status).toBe(0);
  });
});

describe('personal y modo dios', () => {
  it('el gestor entra como un estudiante; queda auditado', async () => {
    const gestor = await t.login('gestor', 'gestor.demo');
    const r = await t.call(
      endpoints.suplantar,
      { tipo: 'alumno', usuario: '87654321X', motivo: 'Prueba del modo dios en los tests' },
      gestor,
    );
    expect(r.body.status).toBe(0);
    const claims = decodeJwt(r.body.datos.token);
    expect(claims).toMatchObject({ role: 'alumno', unique_name: 'Marcos', act: { role: 'gestor' } });
    const rows = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM auditoria WHERE accion = 'suplantacion.inicio'",
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('modo mantenimiento: el portal rechaza a los usuarios (107) salvo personal y modo dios', async () => {
    const gestor = await t.login('gestor', 'gestor.demo');
    const god = (
      await t.call(
        endpoints.suplantar,
        { tipo: 'empresa', usuario: 'seleccion.demo', motivo: 'Prueba del modo dios en los tests' },
        gestor,
      )
    ).body.datos.token as string;
    const normal = await t.login('alumno', '87654321X');
    expect((await t.call(endpoints.mantenimiento, { activo: true }, gestor)).body.datos).toEqual({ activo: true });
    try {
      expect((await t.call(endpoints.marca)).body.datos.mantenimiento).toBe(true);
      const refused = await loginAlumno('87654321X');
      expect(refused.http).toBe(503);
      expect(refused.body.status).toBe(107);
      expect((await t.call(endpoints.passwordAlumno, { passwordActual: 'x', passwordNueva: 'y' }, normal)).body.status).toBe(107);
      expect((await t.call(endpoints.rgpdAceptarEmpresa, {}, god)).body.status).toBe(0);
      expect((await t.login('gestor', 'gestor.demo')).length).toBeGreaterThan(20);
    } finally {
      await t.call(endpoints.mantenimiento, { activo: false }, gestor);
    }
    expect((await loginAlumno('87654321X')).body.status).toBe(0);
  });
});

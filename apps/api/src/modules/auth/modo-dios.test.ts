import { endpoints } from '@puente/contract/endpoints/all';
import { parseFieldErrors } from '@puente/contract/field-errors';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from './password-demo';

/**
 * God mode from a student's or a company's staff page (decision 038): by id, always with a reason that the
 * trail keeps on the start, only for administración, and its end audited when the god-mode token logs out.
 */
let t: TestApp;
let admin: string;
let idGestor: number;
const MOTIVO = 'La estudiante no encuentra dónde subir su convenio firmado';

const uno = async <T>(sql: string, params: unknown[] = []) => (await t.database.query<T>(sql, params))[0] as T;

interface FilaAuditoria {
  actor_tipo: string;
  actor_id: number;
  como_tipo: string | null;
  como_id: number | null;
  entidad: string | null;
  entidad_id: string | null;
  detalle: Record<string, unknown> | null;
}
const ultima = (accion: string) =>
  uno<FilaAuditoria>(
    'SELECT actor_tipo, actor_id, como_tipo, como_id, entidad, entidad_id, detalle FROM auditoria WHERE accion = $1 ORDER BY id DESC LIMIT 1',
    [accion],
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('gestor', 'gestor.demo');
  idGestor = (await uno<{ id: number }>("SELECT id FROM gestores WHERE nick = 'gestor.demo'")).id;
});
afterAll(() => t.close());

describe('el motivo es obligatorio', () => {
  it.each([
    ['sin motivo', undefined, 'Este campo es requerido'],
    ['en blanco', '   ', 'Este campo es requerido'],
    ['de 9 caracteres', 'Ayudarla.', 'El campo es demasiado corto (mínimo 10 caracteres)'],
    ['de 501 caracteres', 'x'.repeat(501), 'El campo es demasiado largo (máximo 500 caracteres)'],
  ])('%s → 15 con el error del campo en español', async (_caso, motivo, mensaje) => {
    const r = await t.call(
      endpoints.suplantar,
      { tipo: 'alumno', usuario: '12345678Z', ...(motivo === undefined ? {} : { motivo }) },
      admin,
    );
    expect(r.body.status).toBe(15);
    expect(parseFieldErrors(r.body.datos)).toEqual([{ campo: 'motivo', mensaje }]);
  });

  it('de 10 a 500 caracteres, con saltos de línea, pasa', async () => {
    for (const motivo of ['Ayudarla 1', `Primera línea\nsegunda línea ${'y'.repeat(460)}`]) {
      expect((await t.call(endpoints.suplantar, { tipo: 'alumno', usuario: '12345678Z', motivo }, admin)).body.status).toBe(0);
    }
  });
});

describe('por identificador, desde la ficha del personal', () => {
  it('entra como un estudiante por idAlumno; el inicio queda en su registro con el motivo', async () => {
    const lucia = (await uno<{ id: number }>("SELECT id FROM alumnos WHERE dni = '12345678Z'")).id;
    const r = await t.call(endpoints.suplantar, { tipo: 'alumno', idAlumno: lucia, motivo: MOTIVO }, admin);
    expect(r.body.status).toBe(0);
    expect(decodeJwt(r.body.datos.token)).toMatchObject({ sub: String(lucia), role: 'alumno', act: { role: 'gestor' } });
    expect(await ultima('suplantacion.inicio')).toEqual({
      actor_tipo: 'gestor',
      actor_id: idGestor,
      como_tipo: 'alumno',
      como_id: lucia,
      entidad: 'alumno',
      entidad_id: String(lucia),
      detalle: { motivo: MOTIVO },
    });
    // The student's "Ver actividad" finds it, and the CV changes named `alumnos` too.
    const actividad = await t.call(endpoints.actividadGestion, { entidad: 'alumno', entidadId: String(lucia) }, admin);
    expect(actividad.body.datos.items[0]).toMatchObject({ accion: 'suplantacion.inicio', detalle: { motivo: MOTIVO } });
  });

  it('entra como un contacto por idContacto e idEmpresa; el inicio queda en la empresa', async () => {
    const { idContacto, idEmpresa } = await uno<{ idContacto: number; idEmpresa: number }>(
      `SELECT c.id AS "idContacto", e.id AS "idEmpresa" FROM contactos_empresa c
         JOIN contacto_empresas ce ON ce.id_contacto = c.id JOIN empresas e ON e.id = ce.id_empresa
        WHERE c.nick = 'rrhh.demo' AND e.cif = 'A58818501'`,
    );
    const r = await t.call(endpoints.suplantar, { tipo: 'empresa', idContacto, idEmpresa, motivo: MOTIVO }, admin);
    expect(r.body.status).toBe(0);
    expect(decodeJwt(r.body.datos.token)).toMatchObject({ sub: String(idContacto), role: 'empresa', idEmpresa });
    expect(await ultima('suplantacion.inicio')).toMatchObject({
      como_tipo: 'empresa',
      como_id: idContacto,
      entidad: 'empresa',
      entidad_id: String(idEmpresa),
      detalle: { motivo: MOTIVO, idContacto },
    });
    const conEmpresa = await t.call(endpoints.misEmpresas, {}, r.body.datos.token);
    expect(conEmpresa.body.datos.find((e) => e.activa)?.idEmpresa).toBe(idEmpresa);
  });

  it('un contacto con una empresa que no es suya → 48; sin empresa → 15', async () => {
    const { id } = await uno<{ id: number }>("SELECT id FROM contactos_empresa WHERE nick = 'seleccion.demo'");
    const otra = (
      await uno<{ id: number }>(
        "SELECT id FROM empresas WHERE estado = 'validada' AND id NOT IN (SELECT id_empresa FROM contacto_empresas WHERE id_contacto = $1) LIMIT 1",
        [id],
      )
    ).id;
    const ajena = await t.call(endpoints.suplantar, { tipo: 'empresa', idContacto: id, idEmpresa: otra, motivo: MOTIVO }, admin);
    expect(ajena.body.status).toBe(48);
    expect(ajena.body.mensaje).toBe('Ese contacto no pertenece a la empresa indicada');
    const sinEmpresa = await t.call(endpoints.suplantar, { tipo: 'empresa', idContacto: id, motivo: MOTIVO }, admin);
    expect(sinEmpresa.body.status).toBe(15);
    expect(parseFieldErrors(sinEmpresa.body.datos)).toEqual([
      { campo: 'idEmpresa', mensaje: 'Indica la empresa por la que entra el contacto' },
    ]);
  });

  it('sin nadie a quien suplantar, o con usuario e identificador a la vez → 15', async () => {
    const nadie = await t.call(endpoints.suplantar, { tipo: 'alumno', motivo: MOTIVO }, admin);
    expect(parseFieldErrors(nadie.body.datos)).toEqual([{ campo: 'usuario', mensaje: 'Este campo es requerido' }]);
    const dos = await t.call(endpoints.suplantar, { tipo: 'alumno', usuario: '12345678Z', idAlumno: 1, motivo: MOTIVO }, admin);
    expect(dos.body.status).toBe(15);
  });

  it('un identificador que no existe → el mensaje lo dice', async () => {
    const r = await t.call(endpoints.suplantar, { tipo: 'alumno', idAlumno: 999_999, motivo: MOTIVO }, admin);
    expect(r.body.mensaje).toBe('No hay ningún estudiante con ese identificador');
    const c = await t.call(endpoints.suplantar, { tipo: 'empresa', idContacto: 999_999, idEmpresa: 1, motivo: MOTIVO }, admin);
    expect(c.body).toMatchObject({ status: 3, mensaje: 'No hay ningún contacto con ese identificador' });
  });

  it('una cuenta bloqueada no da un token que no serviría: 48 con palabras para el personal', async () => {
    await t.database.query("UPDATE alumnos SET estado = 'bloqueado' WHERE dni = '87654321X'");
    try {
      const r = await t.call(endpoints.suplantar, { tipo: 'alumno', usuario: '87654321X', motivo: MOTIVO }, admin);
      // Not 90: the portal would take it for the staff member's own account being blocked and log them out.
      expect(r.body.status).toBe(48);
      expect(r.body.mensaje).toMatch(/^Esa cuenta no está activa/);
    } finally {
      await t.database.query("UPDATE alumnos SET estado = 'activo' WHERE dni = '87654321X'");
    }
  });
});

describe('quién puede', () => {
  it.each(['empresas.demo', 'practicas.demo', 'lectura.demo'])('%s no entra como nadie (403, 71)', async (nick) => {
    const token = await t.login('gestor', nick);
    for (const input of [
      { tipo: 'alumno' as const, usuario: '12345678Z', motivo: MOTIVO },
      { tipo: 'empresa' as const, usuario: 'seleccion.demo', motivo: MOTIVO },
    ]) {
      const r = await t.call(endpoints.suplantar, input, token);
      expect(r.http).toBe(403);
      expect(r.body.status).toBe(71);
    }
  });
});

describe('volver a gestión', () => {
  it('cerrar la sesión del modo dios la revoca y audita el fin; la del personal sigue', async () => {
    const r = await t.call(endpoints.suplantar, { tipo: 'empresa', usuario: 'seleccion.demo', motivo: MOTIVO }, admin);
    const dios = r.body.datos.token as string;
    const { idEmpresa, sub } = decodeJwt(dios) as { idEmpresa: number; sub: string };
    expect((await t.call(endpoints.logout, {}, dios)).body.status).toBe(0);
    expect((await t.call(endpoints.misEmpresas, {}, dios)).http).toBe(401);
    expect(await ultima('suplantacion.fin')).toMatchObject({
      actor_tipo: 'gestor',
      actor_id: idGestor,
      como_tipo: 'empresa',
      como_id: Number(sub),
      entidad: 'empresa',
      entidad_id: String(idEmpresa),
    });
    expect((await t.call(endpoints.actividadGestion, {}, admin)).body.status).toBe(0);
  });

  it('la sesión en nombre de otro acaba cuando quien la empezó deja administración o la cuenta', async () => {
    const nick = 'dios.temporal';
    const alta = await t.call(
      endpoints.crearGestor,
      {
        nick,
        email: `${nick}@universidad.example`,
        nombre: 'Dios',
        apellidos: 'Temporal',
        permisos: ['administracion'],
        password: DEMO_PASSWORD,
      },
      admin,
    );
    const id = alta.body.datos.id as number;
    const suyo = await t.login('gestor', nick);
    const entrar = async () =>
      (await t.call(endpoints.suplantar, { tipo: 'empresa', usuario: 'seleccion.demo', motivo: MOTIVO }, suyo)).body.datos
        .token as string;
    const dios = await entrar();
    expect((await t.call(endpoints.misEmpresas, {}, dios)).body.status).toBe(0);
    expect((await t.call(endpoints.editarGestor, { id, permisos: ['empresas'], activo: true }, admin)).body.status).toBe(0);
    expect((await t.call(endpoints.misEmpresas, {}, dios)).http).toBe(401);
    expect((await t.call(endpoints.editarGestor, { id, permisos: ['administracion'], activo: true }, admin)).body.status).toBe(0);
    const otra = await entrar();
    expect((await t.call(endpoints.editarGestor, { id, permisos: ['administracion'], activo: false }, admin)).body.status).toBe(
      0,
    );
    expect((await t.call(endpoints.misEmpresas, {}, otra)).http).toBe(401);
  });

  it('el cierre de sesión de un usuario normal no audita nada', async () => {
    const antes = (await uno<{ n: number }>("SELECT count(*)::int AS n FROM auditoria WHERE accion = 'suplantacion.fin'")).n;
    const lucia = await t.login('alumno', '12345678Z');
    expect((await t.call(endpoints.logout, {}, lucia)).body.status).toBe(0);
    const despues = (await uno<{ n: number }>("SELECT count(*)::int AS n FROM auditoria WHERE accion = 'suplantacion.fin'")).n;
    expect(despues).toBe(antes);
  });
});

describe('lo que se hace en modo dios queda auditado', () => {
  it('leer o borrar las notificaciones de un estudiante deja su fila, con quién y cuántas', async () => {
    const lucia = (await uno<{ id: number }>("SELECT id FROM alumnos WHERE dni = '12345678Z'")).id;
    const nueva = () =>
      uno<{ id: number }>(
        "INSERT INTO notificaciones (destino_tipo, destino_id, titulo, texto) VALUES ('alumno', $1, 'Aviso', 'Texto') RETURNING id",
        [lucia],
      );
    const [a, b] = [await nueva(), await nueva()];
    const entrada = await t.call(endpoints.suplantar, { tipo: 'alumno', idAlumno: lucia, motivo: MOTIVO }, admin);
    const como = entrada.body.datos.token;

    expect((await t.call(endpoints.marcarNotificacionLeidaAlumno, { id: a.id }, como)).body.status).toBe(0);
    expect(await ultima('notificacion.leida')).toMatchObject({
      actor_tipo: 'gestor',
      actor_id: idGestor,
      como_tipo: 'alumno',
      como_id: lucia,
      entidad: 'notificaciones',
      entidad_id: String(a.id),
    });
    expect((await t.call(endpoints.eliminaNotificacionAlumno, { id: b.id }, como)).body.status).toBe(0);
    expect(await ultima('notificacion.eliminada')).toMatchObject({
      actor_id: idGestor,
      como_id: lucia,
      entidad_id: String(b.id),
    });
    expect((await t.call(endpoints.marcarNotificacionesLeidasAlumno, {}, como)).body.status).toBe(0);
    expect(await ultima('notificaciones.todasLeidas')).toMatchObject({ actor_id: idGestor, como_id: lucia });
    expect((await t.call(endpoints.eliminaNotificacionesAlumno, {}, como)).body.status).toBe(0);
    expect((await ultima('notificaciones.eliminadas')).detalle).toEqual({ cuantas: expect.any(Number) });

    // The student's own reading is theirs: no row.
    const antes = await uno<{ n: number }>("SELECT count(*)::int AS n FROM auditoria WHERE accion LIKE 'notificaci%'");
    const propia = await nueva();
    const suya = await t.login('alumno', '12345678Z');
    expect((await t.call(endpoints.eliminaNotificacionAlumno, { id: propia.id }, suya)).body.status).toBe(0);
    expect(await uno<{ n: number }>("SELECT count(*)::int AS n FROM auditoria WHERE accion LIKE 'notificaci%'")).toEqual(antes);
  });
});

import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from '../auth/password-demo';
import { crearCandidatura, crearOferta, setEstadoOferta, tokens } from '../procesos/test-fixtures';

/** Every audited change names who made it; in god mode that is the staff member, acting as the user. */
let t: TestApp;
let tk: Awaited<ReturnType<typeof tokens>>;
let gestorId: number;

interface Fila {
  actor_tipo: string;
  actor_id: number;
  como_tipo: string | null;
  como_id: number | null;
}

const ultima = async (accion: string) =>
  (
    await t.database.query<Fila>(
      'SELECT actor_tipo, actor_id, como_tipo, como_id FROM auditoria WHERE accion = $1 ORDER BY id DESC LIMIT 1',
      [accion],
    )
  )[0];

async function suplantar(tipo: 'alumno' | 'empresa', usuario: string) {
  const r = await t.call(endpoints.suplantar, { tipo, usuario, motivo: 'Prueba del modo dios en los tests' }, tk.gestor);
  return r.body.datos.token as string;
}

beforeAll(async () => {
  t = await createTestApp();
  tk = await tokens(t);
  gestorId = (await t.database.query<{ id: number }>("SELECT id FROM gestores WHERE nick = 'gestor.demo'"))[0]?.id ?? 0;
});
afterAll(() => t.close());

describe('auditoría con el llamante', () => {
  it('entrar como un estudiante queda a nombre del gestor, como el estudiante', async () => {
    await suplantar('alumno', '87654321X');
    const marcos = (await t.database.query<{ id: number }>("SELECT id FROM alumnos WHERE dni = '87654321X'"))[0]?.id;
    expect(await ultima('suplantacion.inicio')).toEqual({
      actor_tipo: 'gestor',
      actor_id: gestorId,
      como_tipo: 'alumno',
      como_id: marcos,
    });
  });

  it('un cambio de contraseña en modo dios se audita con el gestor', async () => {
    const token = await suplantar('alumno', '87654321X');
    const r = await t.call(endpoints.passwordAlumno, { passwordActual: DEMO_PASSWORD, passwordNueva: DEMO_PASSWORD }, token);
    expect(r.body.status).toBe(521);
    expect(await ultima('password.cambio')).toMatchObject({ actor_tipo: 'gestor', actor_id: gestorId, como_tipo: 'alumno' });
  });

  it('el estudiante que se retira por sí mismo queda como actor, sin «como»', async () => {
    const oferta = await crearOferta(t, tk.levante);
    await setEstadoOferta(t, oferta.idOferta, 2);
    await crearCandidatura(t, oferta.idOferta, '12345678Z', 1);
    const lucia = await t.login('alumno', '12345678Z');
    expect((await t.call(endpoints.desinscribirse, { urlOferta: oferta.urlAcceso }, lucia)).body.status).toBe(501);
    expect(await ultima('candidatura.estado')).toMatchObject({ actor_tipo: 'alumno', como_tipo: null, como_id: null });
  });

  it('un cambio de estado hecho por el gestor como la empresa lleva al gestor como actor', async () => {
    const oferta = await crearOferta(t, tk.levante);
    await setEstadoOferta(t, oferta.idOferta, 2);
    const id = await crearCandidatura(t, oferta.idOferta, '87654321X', 1);
    const token = await suplantar('empresa', 'seleccion.demo');
    expect((await t.call(endpoints.cambiaEstadoCandidatura, { idCandidatura: id, idEstado: 2 }, token)).body.status).toBe(0);
    expect(await ultima('candidatura.estado')).toMatchObject({ actor_tipo: 'gestor', actor_id: gestorId, como_tipo: 'empresa' });
  });
});

import { endpoints } from '@puente/contract/endpoints/all';
import { TAREAS_PERIODICAS } from '@puente/contract/endpoints/tareas';
import { PortalCodes } from '@puente/contract/errors/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crearAlumno, crearOferta } from '../candidaturas/test-fixtures';

/**
 * Staff run a periodic job now (POST /api/Gestion/tareas/{tarea}/ejecutar): administración only, the count of what
 * the job did, audited; the daily digest brought forward with `adelantar` sends what is new since each search's last
 * alert and nothing twice. The list is the one server.ts starts.
 */
let t: TestApp;
let gestor: string;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  gestor = await t.login('gestor', 'gestor.demo');
});
afterAll(() => t.close());

/** A word only this test's offers carry, so a search finds them and nothing of the demo. */
const palabra = () => {
  n += 1;
  return `Berenjena${n}${Date.now().toString(36)}`;
};

/** A student with a daily search for `clave` among job offers. */
async function conBusquedaDiaria(clave: string) {
  const alumno = await crearAlumno(t);
  const { body } = await t.call(
    endpoints.guardarBusqueda,
    { nombre: `Alerta ${clave}`, tipo: 'empleo', filtros: { texto: clave }, frecuencia: 'diaria' },
    alumno.token,
  );
  expect(body.status).toBe(0);
  return { ...alumno, idBusqueda: body.datos.id };
}

const correosDeAlerta = (para: string) =>
  t.database.query<{ id: number; datos: { ofertas: { titulo: string }[] } }>(
    "SELECT id, datos FROM correos WHERE plantilla = 'alertaOfertas' AND para = $1 ORDER BY id",
    [para],
  );

const ejecutar = (tarea: string, token: string, resto: Record<string, unknown> = {}) =>
  t.call(endpoints.ejecutarTarea, { tarea, ...resto }, token);

describe('ejecutar ahora una tarea periódica', () => {
  it('la lista que arranca server.ts tiene cada tarea del contrato una vez, con su intervalo', () => {
    const programadas = t.services.tareas.programadas();
    expect(programadas.map((p) => p.clave).sort()).toEqual([...TAREAS_PERIODICAS].sort());
    const cada = Object.fromEntries(programadas.map((p) => [p.clave, p.cadaMs]));
    expect(cada).toEqual({
      alertasInmediatas: 5 * 60_000,
      alertasDiarias: 60 * 60_000,
      alertasSemanales: 60 * 60_000,
      recordatoriosOfertasGuardadas: 60 * 60_000,
      recordatoriosInformesTutores: 60 * 60_000,
      copiasDeDatos: 60_000,
      caducidadCopiasDeDatos: 60 * 60_000,
    });
  });

  it('administración ejecuta las alertas diarias: responde cuántos correos salieron y queda auditado', async () => {
    const clave = palabra();
    const alumno = await conBusquedaDiaria(clave);
    // Its last run three days ago: due today, as after a morning when the job failed.
    await t.database.query(`UPDATE busquedas_guardadas SET ultimo_envio_en = now() - interval '3 days' WHERE id = $1`, [
      alumno.idBusqueda,
    ]);
    await crearOferta(t, { perfil: 1, titulo: `Empleo ${clave}` });

    const { http, body } = await ejecutar('alertasDiarias', gestor);
    expect(http).toBe(200);
    expect(body).toMatchObject({ status: 0, datos: { tarea: 'alertasDiarias', hechos: 1 } });
    expect(await correosDeAlerta(alumno.email)).toHaveLength(1);
    const [fila] = await t.database.query<{ actor_tipo: string; detalle: unknown }>(
      "SELECT actor_tipo, detalle FROM auditoria WHERE accion = 'tarea.ejecucion' ORDER BY id DESC LIMIT 1",
    );
    expect(fila).toEqual({ actor_tipo: 'gestor', detalle: { tarea: 'alertasDiarias', hechos: 1, adelantar: false } });

    // Run again: nothing is due, nothing goes twice.
    expect((await ejecutar('alertasDiarias', gestor)).body.datos).toEqual({ tarea: 'alertasDiarias', hechos: 0 });
    expect(await correosDeAlerta(alumno.email)).toHaveLength(1);
  });

  it('adelantar: una búsqueda guardada hoy recibe ya lo publicado después, y una segunda vez nada', async () => {
    const clave = palabra();
    const alumno = await conBusquedaDiaria(clave);
    await crearOferta(t, { perfil: 1, titulo: `Empleo ${clave} uno`, publicadaHaceDias: 0 });
    await crearOferta(t, { perfil: 1, titulo: `Empleo ${clave} dos`, publicadaHaceDias: 0 });

    // Saved now, its first digest is tomorrow from 08:00: the timer's run sends it nothing today.
    await ejecutar('alertasDiarias', gestor);
    expect(await correosDeAlerta(alumno.email)).toHaveLength(0);

    const { body } = await ejecutar('alertasDiarias', gestor, { adelantar: true });
    expect(body.datos).toEqual({ tarea: 'alertasDiarias', hechos: 1 });
    const [correo, ...otros] = await correosDeAlerta(alumno.email);
    expect(otros).toHaveLength(0);
    expect(correo?.datos.ofertas.map((o) => o.titulo).sort()).toEqual([`Empleo ${clave} dos`, `Empleo ${clave} uno`]);

    expect((await ejecutar('alertasDiarias', gestor, { adelantar: true })).body.datos.hechos).toBe(0);
    expect(await correosDeAlerta(alumno.email)).toHaveLength(1);
  });

  it('las demás tareas no se adelantan, y una tarea que no existe tampoco: 15 en el campo', async () => {
    const adelantada = await ejecutar('recordatoriosOfertasGuardadas', gestor, { adelantar: true });
    expect(adelantada.body.status).toBe(PortalCodes.FALTAN_DATOS);
    expect(JSON.stringify(adelantada.body.datos)).toContain('adelantar');
    const inventada = await ejecutar('borrarTodo', gestor);
    expect(inventada.body.status).toBe(PortalCodes.FALTAN_DATOS);
    expect(JSON.stringify(inventada.body.datos)).toContain('tarea');
    for (const tarea of [
      'alertasInmediatas',
      'alertasSemanales',
      'recordatoriosOfertasGuardadas',
      'recordatoriosInformesTutores',
      'copiasDeDatos',
      'caducidadCopiasDeDatos',
    ]) {
      const { body } = await ejecutar(tarea, gestor);
      expect(body.status, tarea).toBe(0);
      expect(body.datos).toMatchObject({ tarea, hechos: expect.any(Number) });
    }
  });

  it('el personal sin administración y los estudiantes reciben 71, y nada se ejecuta', async () => {
    const antes = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM auditoria WHERE accion = 'tarea.ejecucion'",
    );
    for (const nick of ['empresas.demo', 'lectura.demo']) {
      const { http, body } = await ejecutar('alertasDiarias', await t.login('gestor', nick));
      expect(http, nick).toBe(403);
      expect(body.status, nick).toBe(PortalCodes.SIN_PERMISOS);
    }
    const alumno = await t.login('alumno', '12345678Z');
    const { http, body } = await ejecutar('alertasDiarias', alumno);
    expect(http).toBe(403);
    expect(body.status).toBe(PortalCodes.SIN_PERMISOS);
    expect(
      await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM auditoria WHERE accion = 'tarea.ejecucion'"),
    ).toEqual(antes);
  });
});

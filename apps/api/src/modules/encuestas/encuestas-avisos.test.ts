import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from '../auth/password-demo';
import { crearAlumno } from '../candidaturas/test-fixtures';

/*
 * Issue 28, "notifications that resolve themselves": a named recipient of a
 * published survey (a student, or a company) is asked to answer it with an
 * important notification linking to /encuestas/<its url>; answering it, by
 * whichever way in (the personal link the portal hands a logged-in user, the
 * login inside the survey), marks it done: read and no longer important. A
 * survey unpublished, or a recipient taken off it, withdraws the to-do that
 * can no longer be done; nothing is asked twice.
 */

let t: TestApp;
let gestor: string;
let seleccion: string;
let idLevante: number;

interface Aviso {
  idNotificacion: number;
  titulo: string;
  texto: string;
  leida: boolean;
  Importante: boolean;
  urlAcceso: string | null;
}

const avisosAlumno = async (token: string) => (await t.call(endpoints.notificacionesAlumno, {}, token)).body.datos as Aviso[];
const avisosEmpresa = async (token: string) => (await t.call(endpoints.notificacionesEmpresa, {}, token)).body.datos as Aviso[];
const deEncuesta = (lista: Aviso[], urlAcceso: string) => lista.filter((n) => n.urlAcceso === `/encuestas/${urlAcceso}`);
const pendientes = (lista: Aviso[]) => lista.filter((n) => !n.leida || n.Importante);

let secuencia = 0;
/** A published survey of one free-text question, for the recipients given. */
async function crear(destinatarios: { tipo: 'alumno' | 'empresa'; id: number }[], extra: Record<string, unknown> = {}) {
  secuencia += 1;
  const datos = {
    titulo: `Encuesta con aviso ${secuencia}`,
    urlAcceso: `encuesta-aviso-${secuencia}-${Date.now().toString(36)}`,
    paraAlumnos: destinatarios.some((d) => d.tipo === 'alumno'),
    paraEmpresa: destinatarios.some((d) => d.tipo === 'empresa'),
    destinatarios,
    preguntas: [{ tipo: 'texto', texto: '¿Qué te ha parecido?' }],
    ...extra,
  };
  const { body } = await t.call(endpoints.crearEncuesta, datos, gestor);
  expect(body.status, JSON.stringify(body)).toBe(0);
  return { ...datos, id: body.datos.idEncuesta as number };
}

/** Answers the survey's one question with a survey token. */
async function contestar(id: number, token: string) {
  const e = (await t.call(endpoints.dameEncuesta, { id }, token)).body.datos;
  const { body } = await t.call(
    endpoints.guardaContestacionEncuesta,
    { id, lContestaciones: [{ idPregunta: e.preguntas[0]?.idPregunta, texto: 'Bien' }] },
    token,
  );
  expect(body.status, JSON.stringify(body)).toBe(0);
}

/** The survey token of the personal link the portal's list hands a logged-in student or company. */
async function porEnlacePersonal(id: number, token: string, tipo: 'alumno' | 'empresa') {
  const lista = await t.call(tipo === 'alumno' ? endpoints.dameEncuestasUsuario : endpoints.dameEncuestas, {}, token);
  const valor = lista.body.datos.find((e) => e.idEncuesta === id)?.querystringValue;
  expect(valor).toBeTruthy();
  const { body } = await t.call(endpoints.accesoEncuesta, { id, querystringValue: valor as string });
  expect(body.status).toBe(0);
  return body.datos.token as string;
}

beforeAll(async () => {
  t = await createTestApp();
  gestor = await t.login('gestor', 'gestor.demo');
  seleccion = await t.login('empresa', 'seleccion.demo');
  idLevante = (await t.database.query<{ id: number }>("SELECT id FROM empresas WHERE cif = 'B12345674'"))[0]?.id ?? 0;
});
afterAll(() => t.close());

describe('a survey to answer', () => {
  it("the demo's mandatory survey, created through the service for Marcos, asks him with an important notification", async () => {
    const marcos = await t.login('alumno', '87654321X');
    const suyas = deEncuesta(await avisosAlumno(marcos), 'seguimiento-titulados-2026');
    expect(suyas).toHaveLength(1);
    expect(suyas[0]).toMatchObject({
      titulo: 'Tienes una encuesta obligatoria por contestar',
      texto:
        'Contesta la encuesta «Seguimiento de titulados 2026»: es obligatoria y el portal te la pedirá hasta que la contestes.',
      leida: false,
      Importante: true,
    });
    // Lucía is not among its recipients.
    const lucia = await t.login('alumno', '12345678Z');
    expect(deEncuesta(await avisosAlumno(lucia), 'seguimiento-titulados-2026')).toEqual([]);
  });

  it('answering through the personal link (logged in) marks it done; the other survey still waits', async () => {
    const a = await crearAlumno(t);
    const una = await crear([{ tipo: 'alumno', id: a.id }]);
    const otra = await crear([{ tipo: 'alumno', id: a.id }]);
    const antes = await avisosAlumno(a.token);
    expect(deEncuesta(antes, una.urlAcceso)).toEqual([
      expect.objectContaining({ titulo: 'Tienes una encuesta por contestar', leida: false, Importante: true }),
    ]);
    expect(deEncuesta(antes, una.urlAcceso)[0]?.texto).toBe(`La universidad te pide que contestes la encuesta «${una.titulo}».`);

    await contestar(una.id, await porEnlacePersonal(una.id, a.token, 'alumno'));
    const despues = await avisosAlumno(a.token);
    expect(deEncuesta(despues, una.urlAcceso)).toEqual([expect.objectContaining({ leida: true, Importante: false })]);
    expect(pendientes(deEncuesta(despues, otra.urlAcceso))).toHaveLength(1);
  });

  it("answering through the survey's own login (DNI or e-mail and password) marks it done too", async () => {
    const a = await crearAlumno(t);
    const e = await crear([{ tipo: 'alumno', id: a.id }]);
    const { body } = await t.call(endpoints.logaUsuarioEncuesta, {
      id: e.id,
      tipo: 'alumno',
      eUsuario: a.email,
      ePassword: DEMO_PASSWORD,
    });
    expect(body.status).toBe(0);
    await contestar(e.id, body.datos.token);
    expect(deEncuesta(await avisosAlumno(a.token), e.urlAcceso)).toEqual([
      expect.objectContaining({ leida: true, Importante: false }),
    ]);
  });

  it('a company recipient is asked as the company; its answer by the personal link marks it done', async () => {
    const e = await crear([{ tipo: 'empresa', id: idLevante }]);
    expect(pendientes(deEncuesta(await avisosEmpresa(seleccion), e.urlAcceso))).toHaveLength(1);
    await contestar(e.id, await porEnlacePersonal(e.id, seleccion, 'empresa'));
    expect(deEncuesta(await avisosEmpresa(seleccion), e.urlAcceso)).toEqual([
      expect.objectContaining({ leida: true, Importante: false }),
    ]);
  });

  it("Meseta's demo notice about the companies' survey now links to it and is done once Meseta answers it", async () => {
    const idMeseta = (await t.database.query<{ id: number }>("SELECT id FROM empresas WHERE cif = 'A58818501'"))[0]?.id;
    const meseta = await t.login('empresa', 'rrhh.demo', idMeseta);
    const [aviso] = deEncuesta(await avisosEmpresa(meseta), 'satisfaccion-empresas-2026');
    expect(aviso).toMatchObject({ titulo: 'Encuesta de satisfacción', Importante: true });
    const id = (await t.call(endpoints.cabeceraEncuesta, { urlAcceso: 'satisfaccion-empresas-2026' })).body.datos.idEncuesta;
    const token = await porEnlacePersonal(id, meseta, 'empresa');
    const e = (await t.call(endpoints.dameEncuesta, { id }, token)).body.datos;
    const si = e.preguntas[0]?.respuestas.find((r) => r.texto === 'Sí')?.idRespuesta;
    const { body } = await t.call(
      endpoints.guardaContestacionEncuesta,
      {
        id,
        lContestaciones: [
          { idPregunta: e.preguntas[0]?.idPregunta, idRespuestas: [si] },
          { idPregunta: e.preguntas[1]?.idPregunta, valor: 8 },
        ],
      },
      token,
    );
    expect(body.status).toBe(0);
    expect(deEncuesta(await avisosEmpresa(meseta), 'satisfaccion-empresas-2026')).toEqual([
      expect.objectContaining({ idNotificacion: aviso?.idNotificacion, leida: true, Importante: false }),
    ]);
  });
});

describe('a to-do that can no longer be done goes; nothing is asked twice', () => {
  it('saving the survey again asks nobody twice; a recipient added is asked, one taken off loses the to-do', async () => {
    const a = await crearAlumno(t);
    const b = await crearAlumno(t);
    const e = await crear([{ tipo: 'alumno', id: a.id }]);
    const { id, ...datos } = e;
    expect((await t.call(endpoints.editarEncuesta, { id, ...datos, titulo: 'Otro título' }, gestor)).body.status).toBe(0);
    expect(deEncuesta(await avisosAlumno(a.token), e.urlAcceso)).toHaveLength(1);

    const conB = { ...datos, destinatarios: [...datos.destinatarios, { tipo: 'alumno' as const, id: b.id }] };
    expect((await t.call(endpoints.editarEncuesta, { id, ...conB }, gestor)).body.status).toBe(0);
    expect(deEncuesta(await avisosAlumno(a.token), e.urlAcceso)).toHaveLength(1);
    expect(pendientes(deEncuesta(await avisosAlumno(b.token), e.urlAcceso))).toHaveLength(1);

    const soloB = { ...datos, destinatarios: [{ tipo: 'alumno' as const, id: b.id }] };
    expect((await t.call(endpoints.editarEncuesta, { id, ...soloB }, gestor)).body.status).toBe(0);
    expect(deEncuesta(await avisosAlumno(a.token), e.urlAcceso)).toEqual([]);
    expect(pendientes(deEncuesta(await avisosAlumno(b.token), e.urlAcceso))).toHaveLength(1);
  });

  it('unpublishing withdraws the to-do not done; republishing asks again those who have not answered, once', async () => {
    const a = await crearAlumno(t);
    const b = await crearAlumno(t);
    const e = await crear([
      { tipo: 'alumno', id: a.id },
      { tipo: 'alumno', id: b.id },
    ]);
    await contestar(e.id, await porEnlacePersonal(e.id, b.token, 'alumno'));

    expect((await t.call(endpoints.despublicarEncuesta, { id: e.id }, gestor)).body.status).toBe(0);
    expect(deEncuesta(await avisosAlumno(a.token), e.urlAcceso)).toEqual([]);
    // What was done stays as it was.
    expect(deEncuesta(await avisosAlumno(b.token), e.urlAcceso)).toEqual([
      expect.objectContaining({ leida: true, Importante: false }),
    ]);

    expect((await t.call(endpoints.publicarEncuesta, { id: e.id }, gestor)).body.status).toBe(0);
    expect((await t.call(endpoints.publicarEncuesta, { id: e.id }, gestor)).body.status).toBe(0);
    expect(pendientes(deEncuesta(await avisosAlumno(a.token), e.urlAcceso))).toHaveLength(1);
    expect(pendientes(deEncuesta(await avisosAlumno(b.token), e.urlAcceso))).toEqual([]);
  });

  it('a new address moves the to-do to it', async () => {
    const a = await crearAlumno(t);
    const e = await crear([{ tipo: 'alumno', id: a.id }]);
    const { id, ...datos } = e;
    const nueva = `${e.urlAcceso}-nueva`;
    expect((await t.call(endpoints.editarEncuesta, { id, ...datos, urlAcceso: nueva }, gestor)).body.status).toBe(0);
    const lista = await avisosAlumno(a.token);
    expect(deEncuesta(lista, e.urlAcceso)).toEqual([]);
    expect(pendientes(deEncuesta(lista, nueva))).toHaveLength(1);
  });

  it('a survey for whoever has its link (anonymous, no list) asks no one', async () => {
    const antes = (
      await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM notificaciones WHERE clave LIKE 'encuesta.%'")
    )[0]?.n;
    await crear([], { sacaOpcionAnonima: true });
    const despues = (
      await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM notificaciones WHERE clave LIKE 'encuesta.%'")
    )[0]?.n;
    expect(despues).toBe(antes);
  });
});

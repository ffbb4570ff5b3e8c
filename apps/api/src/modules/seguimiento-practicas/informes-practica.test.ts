import { endpoints } from '@puente/contract/endpoints/all';
import { ITEMS_INFORME_TUTOR } from '@puente/contract/seguimiento-practicas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoyMadrid } from '../../lib/fecha';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * The end of an internship (issue 26, decision 042): the company tutor's
 * final report by personal link with its mails at the end and at +3, +10 and
 * +20 days, the student's final report, the academic tutor's grade and the
 * certificates, through the HTTP API and the periodic run's service.
 */

const LEVANTE = 'B12345674';
const MESETA = 'A58818501';
const TUTOR_EMPRESA = 'luis.pardo@levante.example';
const TUTORA = 'carmen.vidal@universidad.example';

let t: TestApp;
let gestor: string;
let levante: string;
let meseta: string;
let marcos: string;
let lucia: string;
let id = 0;

const dia = (n: number) => {
  const base = new Date(`${hoyMadrid()}T12:00:00Z`);
  base.setUTCDate(base.getUTCDate() + n);
  return base.toISOString().slice(0, 10);
};
const idDe = async (tabla: 'empresas' | 'alumnos', columna: 'cif' | 'dni', valor: string) =>
  (await t.database.query<{ id: number }>(`SELECT id FROM ${tabla} WHERE ${columna} = $1`, [valor]))[0]?.id ?? 0;

/** The mails of one template, oldest first. */
const correos = (plantilla: string) =>
  t.database.query<{ para: string; datos: { token?: string; recordatorio?: boolean } }>(
    'SELECT para, datos FROM correos WHERE plantilla = $1 ORDER BY id',
    [plantilla],
  );
const ultimoToken = async (plantilla: string) => {
  const lista = await correos(plantilla);
  return lista.at(-1)?.datos.token ?? '';
};
/** Moves the internship's end `n` days into the past, as if the days had gone by. */
const terminoHace = (n: number) => t.database.query('UPDATE practicas SET fecha_fin = $1::date WHERE id = $2', [dia(-n), id]);
const recordatorios = () => t.services.informesPractica.recordatorios();
const valoraciones = Object.fromEntries(ITEMS_INFORME_TUTOR.map((i, n) => [i, (n % 5) + 1]));
const informeTutor = (token: string) =>
  t.call(endpoints.enviarInformeTutor, { token, horasRealizadas: 300, valoraciones, observaciones: 'Muy buena disposición.' });
const informeAlumno = (idPractica: number, token = marcos) =>
  t.call(
    endpoints.informeFinalPractica,
    {
      idPractica,
      tareas: 'Pruebas automáticas del portal de clientes.',
      conocimientos: 'Lo aprendido en Ingeniería del Software.',
      problemas: '',
      aportaciones: 'Trabajar en un equipo real.',
      valoracion: 'Muy positiva; más formación inicial.',
      valoracionGlobal: 5,
    },
    token,
  );
const peticionPdf = (url: string, payload: Record<string, unknown> | null, token?: string) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  gestor = await t.login('gestor', 'gestor.demo');
  levante = await t.login('empresa', 'seleccion.demo');
  meseta = await t.login('empresa', 'rrhh.demo', await idDe('empresas', 'cif', MESETA));
  marcos = await t.login('alumno', '87654321X');
  lucia = await t.login('alumno', '12345678Z');
  const { body } = await t.call(
    endpoints.registrarPracticaAlumno,
    {
      idAlumno: await idDe('alumnos', 'dni', '87654321X'),
      idEmpresa: await idDe('empresas', 'cif', LEVANTE),
      tipo: 'curricular',
      estado: 'en_curso',
      fechaInicio: dia(-120),
      fechaFin: dia(10),
      horasTotales: 300,
      tutorNombre: 'Luis Pardo Gil',
      tutorEmail: TUTOR_EMPRESA,
    },
    gestor,
  );
  id = body.datos.idPractica;
  await t.call(
    endpoints.datosLegalesPractica,
    {
      idPractica: id,
      remunerada: false,
      movilidad: 'nacional',
      tutorAcademicoNombre: 'Carmen Vidal Soler',
      tutorAcademicoEmail: TUTORA,
    },
    gestor,
  );
});
afterAll(() => t.close());

describe('el informe del tutor de la empresa, por enlace', () => {
  it('nada se envía antes del fin; el día del fin, el primer correo, una sola vez', async () => {
    expect(await recordatorios()).toBe(0);
    await terminoHace(0);
    expect(await recordatorios()).toBe(1);
    expect(await recordatorios()).toBe(0);
    const lista = await correos('informeTutorEmpresa');
    expect(lista).toHaveLength(1);
    expect(lista[0]).toMatchObject({ para: TUTOR_EMPRESA, datos: { recordatorio: false } });
  });

  it('a los 3 días, un recordatorio; tras días sin ejecutarse, solo el último que toca, y a los 20 también avisa', async () => {
    await terminoHace(3);
    expect(await recordatorios()).toBe(1);
    expect((await correos('informeTutorEmpresa')).at(-1)?.datos.recordatorio).toBe(true);
    await terminoHace(25);
    expect(await recordatorios()).toBe(1);
    expect(await recordatorios()).toBe(0);
    const motivos = await t.database.query<{ motivo: string; para: string }>(
      'SELECT motivo, para FROM envios_enlace_tutor WHERE id_practica = $1 ORDER BY id',
      [id],
    );
    expect(motivos.filter((m) => m.para === TUTOR_EMPRESA).map((m) => m.motivo)).toEqual([
      'inicial',
      'recordatorio_3',
      'recordatorio_20',
    ]);
    const vencido = await correos('informeTutorVencido');
    expect(vencido.map((c) => c.para).sort()).toEqual([TUTORA, t.services.brand.contacto.emailPracticas].sort());
  });

  it('staff ven cada envío con su entrega; lectura no puede recordar', async () => {
    const { body } = await t.call(endpoints.seguimientoPracticaGestion, { id }, gestor);
    expect(body.datos.envios.filter((e) => e.rol === 'tutor_empresa')).toHaveLength(3);
    expect(body.datos.envios.every((e) => e.entrega === 'pendiente')).toBe(true);
    const lectura = await t.login('gestor', 'lectura.demo');
    expect((await t.call(endpoints.recordarInformesTutor, { ids: [id] }, lectura)).body.status).toBe(71);
    const manual = await t.call(endpoints.recordarInformesTutor, { ids: [id, 999999] }, gestor);
    expect(manual.body.datos).toEqual({ enviados: 1, omitidos: 1 });
    const empresa = await t.call(endpoints.seguimientoPracticaEmpresa, { id }, levante);
    expect(empresa.body.datos.envios).toEqual([]);
  });

  it('el enlace abre la práctica sin cuenta; el informe se envía una vez y se relee en PDF', async () => {
    const token = await ultimoToken('informeTutorEmpresa');
    expect((await t.call(endpoints.informeTutorEmpresa, { token: 'x'.repeat(43) })).body.status).toBe(42);
    const antes = await t.call(endpoints.informeTutorEmpresa, { token });
    expect(antes.body).toMatchObject({ status: 0, datos: { idPractica: id, informeTutor: null } });
    expect((await peticionPdf('/api/Tutor/informePdf', { token })).json()).toMatchObject({ status: 48 });

    const malo = await t.call(endpoints.enviarInformeTutor, { token, horasRealizadas: 300, valoraciones: {} });
    expect(malo.body.status).toBe(15);
    const enviado = await informeTutor(token);
    expect(enviado.body.status).toBe(0);
    expect(enviado.body.datos.informeTutor).toMatchObject({ horasRealizadas: 300, observaciones: 'Muy buena disposición.' });
    expect(enviado.body.datos.informeAlumno).toBeNull();
    expect((await informeTutor(token)).body.status).toBe(48);
    const relectura = await t.call(endpoints.informeTutorEmpresa, { token });
    expect(relectura.body.datos.informeTutor?.valoraciones).toEqual(valoraciones);

    const doc = await peticionPdf('/api/Tutor/informePdf', { token });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toContain('application/pdf');
    expect(doc.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Answered: no more reminders, automatic or by hand.
    await terminoHace(30);
    expect(await recordatorios()).toBe(0);
    expect((await t.call(endpoints.recordarInformesTutor, { ids: [id] }, gestor)).body.datos).toEqual({
      enviados: 0,
      omitidos: 1,
    });
  });
});

describe('la memoria del estudiante, la calificación y los certificados', () => {
  it('la memoria: no antes del fin, solo la suya, una vez; con las dos, el tutor académico recibe su enlace', async () => {
    const { body } = await t.call(
      endpoints.registrarPracticaAlumno,
      {
        idAlumno: await idDe('alumnos', 'dni', '87654321X'),
        idEmpresa: await idDe('empresas', 'cif', LEVANTE),
        tipo: 'extracurricular',
        estado: 'en_curso',
        fechaInicio: dia(-10),
        fechaFin: dia(30),
      },
      gestor,
    );
    expect((await informeAlumno(body.datos.idPractica)).body.status).toBe(48);
    expect((await informeAlumno(id, lucia)).body.status).toBe(45);
    const antes = (await correos('informesParaCalificar')).length;
    const r = await informeAlumno(id);
    expect(r.body.status).toBe(0);
    expect(r.body.datos.informeAlumno).toMatchObject({ valoracionGlobal: 5 });
    // The student does not read the company tutor's assessment; the company does not read the student's report.
    expect(r.body.datos.informeTutor).toBeNull();
    expect((await t.call(endpoints.seguimientoPracticaEmpresa, { id }, levante)).body.datos.informeAlumno).toBeNull();
    expect((await informeAlumno(id)).body.status).toBe(48);
    const mails = await correos('informesParaCalificar');
    expect(mails).toHaveLength(antes + 1);
    expect(mails.at(-1)?.para).toBe(TUTORA);
  });

  it('el tutor académico lee los dos y califica: certificada, el estudiante avisado, el tutor de la empresa agradecido', async () => {
    const token = await ultimoToken('informesParaCalificar');
    const vista = await t.call(endpoints.practicaTutor, { token });
    expect(vista.body.datos.informeTutor).not.toBeNull();
    expect(vista.body.datos.informeAlumno).not.toBeNull();
    // A company tutor's link does not open the academic tutor's actions, nor the other way round.
    const deEmpresa = await ultimoToken('informeTutorEmpresa');
    expect((await t.call(endpoints.calificarPractica, { token: deEmpresa, calificacion: 8 })).body.status).toBe(42);
    expect((await t.call(endpoints.informeTutorEmpresa, { token })).body.status).toBe(42);
    expect((await t.call(endpoints.calificarPractica, { token, calificacion: 8.55 })).body.status).toBe(15);
    expect((await t.call(endpoints.calificarPractica, { token, calificacion: 11 })).body.status).toBe(15);
    const certificado = await peticionPdf(`/api/Alumno/certificadoPractica/${id}`, null, marcos);
    expect(certificado.json()).toMatchObject({ status: 48 });

    const r = await t.call(endpoints.calificarPractica, { token, calificacion: 8.5 });
    expect(r.body.status).toBe(0);
    expect(r.body.datos).toMatchObject({ estado: 'certificada', calificacion: 8.5 });
    expect((await t.call(endpoints.calificarPractica, { token, calificacion: 9 })).body.status).toBe(48);
    const avisos = (await t.call(endpoints.notificacionesAlumno, {}, marcos)).body.datos.map((n) => n.titulo);
    expect(avisos).toContain('Tu certificado de prácticas está listo');

    const pdf = await peticionPdf(`/api/Alumno/certificadoPractica/${id}`, null, marcos);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await peticionPdf(`/api/Alumno/certificadoPractica/${id}`, null, lucia)).json()).toMatchObject({ status: 45 });

    const colaboracion = await correos('certificadoColaboracion');
    expect(colaboracion.at(-1)?.para).toBe(TUTOR_EMPRESA);
    const doc = await peticionPdf('/api/Tutor/certificadoColaboracion', { token: colaboracion.at(-1)?.datos.token ?? '' });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toContain('application/pdf');
  });

  it('el anexo: cada parte el de sus prácticas', async () => {
    for (const [url, token] of [
      [`/api/Empresa/anexoPractica/${id}`, levante],
      [`/api/Alumno/anexoPractica/${id}`, marcos],
      [`/api/Gestion/anexoPractica/${id}`, gestor],
    ] as const) {
      const r = await peticionPdf(url, null, token);
      expect(r.statusCode, url).toBe(200);
      expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await peticionPdf(`/api/Empresa/anexoPractica/${id}`, null, meseta)).json()).toMatchObject({ status: 45 });
    expect((await peticionPdf(`/api/Alumno/anexoPractica/${id}`, null, lucia)).json()).toMatchObject({ status: 45 });
  });
});

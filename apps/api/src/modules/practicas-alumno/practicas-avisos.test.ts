import { endpoints } from '@puente/contract/endpoints/all';
import { conControlNss } from '@puente/contract/validation/datos-bancarios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoyMadrid } from '../../lib/fecha';
import { pdfSencillo } from '../../lib/pdf/pdf';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crearAlumno } from '../candidaturas/test-fixtures';

/*
 * Issue 28, "notifications that resolve themselves", for what an internship
 * asks of its student: the bank and Social Security data a paid one needs
 * (518), the documents it needs from them, and the final report once it has
 * ended (RD 592/2014 art. 14). Each is asked with an important notification
 * when it becomes due, once, and is marked done (read, no longer important)
 * when it is given, by the student or by staff acting as the student.
 */

const LEVANTE = 'B12345674';
const IBAN = 'ES9121000418450200051332';
const NSS = conControlNss('2812345678');

let t: TestApp;
let gestor: string;
let levante: string;
let idLevante: number;
let matricula: number;
let memoria: number;

interface Aviso {
  idNotificacion: number;
  titulo: string;
  texto: string;
  leida: boolean;
  Importante: boolean;
  urlAcceso: string | null;
}

const dia = (n: number) => {
  const base = new Date(`${hoyMadrid()}T12:00:00Z`);
  base.setUTCDate(base.getUTCDate() + n);
  return base.toISOString().slice(0, 10);
};
const avisos = async (token: string) => (await t.call(endpoints.notificacionesAlumno, {}, token)).body.datos as Aviso[];
const titulados = (lista: Aviso[], titulo: string) => lista.filter((n) => n.titulo === titulo);
const pendientes = (lista: Aviso[]) => lista.filter((n) => !n.leida || n.Importante);
const enlace = (idPractica: number) => `/mis-practicas#practica-${idPractica}`;

const DATOS = 'Faltan tus datos para el pago de las prácticas';
const DOCUMENTOS = 'Tus prácticas necesitan documentos';
const MEMORIA = 'Escribe tu memoria final de prácticas';

/** Staff register an internship for the student at Levante. */
async function registrar(
  idAlumno: number,
  o: { tipo?: 'curricular' | 'extracurricular'; estado?: string; inicio?: number; fin?: number } = {},
) {
  const { body } = await t.call(
    endpoints.registrarPracticaAlumno,
    {
      idAlumno,
      idEmpresa: idLevante,
      tipo: o.tipo ?? 'curricular',
      estado: o.estado ?? 'en_curso',
      fechaInicio: dia(o.inicio ?? -30),
      fechaFin: dia(o.fin ?? 60),
      tutorNombre: 'Pablo Martí Soler',
      tutorEmail: 'pablo.marti@levantetech.example.es',
    },
    gestor,
  );
  expect(body.status, JSON.stringify(body)).toBe(0);
  return body.datos.idPractica as number;
}

const subir = async (token: string, idPractica: number, idDocumentoRequerido: number) => {
  const bytes = await pdfSencillo({ titulo: `Documento ${idDocumentoRequerido} de ${idPractica} ${Math.random()}` });
  return t.call(
    endpoints.addFicheroPractica,
    { idPractica, idDocumentoRequerido, ficheroB64ParaAltas: Buffer.from(bytes).toString('base64'), extension_adjunto: 'pdf' },
    token,
  );
};

/** Staff acting as the student (god mode, decision 038). */
const comoAlumno = async (idAlumno: number) => {
  const { body } = await t.call(
    endpoints.suplantar,
    { tipo: 'alumno', idAlumno, motivo: 'Entrega en ventanilla de sus papeles de prácticas' },
    gestor,
  );
  expect(body.status).toBe(0);
  return body.datos.token as string;
};

const informe = (idPractica: number, token: string) =>
  t.call(
    endpoints.informeFinalPractica,
    {
      idPractica,
      tareas: 'Pruebas del portal de clientes.',
      conocimientos: 'Ingeniería del Software.',
      problemas: '',
      aportaciones: 'Trabajar en un equipo real.',
      valoracion: 'Muy positiva.',
      valoracionGlobal: 5,
    },
    token,
  );

beforeAll(async () => {
  t = await createTestApp();
  gestor = await t.login('gestor', 'gestor.demo');
  levante = await t.login('empresa', 'seleccion.demo');
  idLevante = (await t.database.query<{ id: number }>('SELECT id FROM empresas WHERE cif = $1', [LEVANTE]))[0]?.id ?? 0;
  const requerido = async (nombre: string) =>
    (await t.database.query<{ id: number }>('SELECT id FROM documentos_requeridos_practica WHERE nombre = $1', [nombre]))[0]
      ?.id ?? 0;
  matricula = await requerido('Certificado de matrícula');
  memoria = await requerido('Memoria final de prácticas');
});
afterAll(() => t.close());

describe('missing data: the bank and Social Security data of a paid internship', () => {
  it('a paid internship asks its student once, linked to Mis prácticas; an unpaid one does not ask', async () => {
    const a = await crearAlumno(t);
    await registrar(a.id, { tipo: 'curricular' });
    expect(titulados(await avisos(a.token), DATOS)).toEqual([]);

    await registrar(a.id, { tipo: 'extracurricular', estado: 'propuesta', inicio: 10, fin: 100 });
    const [aviso, ...mas] = titulados(await avisos(a.token), DATOS);
    expect(mas).toEqual([]);
    expect(aviso).toMatchObject({ urlAcceso: '/mis-practicas', leida: false, Importante: true });
    expect(aviso?.texto).toContain('Tus prácticas en Levante Tech son remuneradas');

    // Another paid internship while the first to-do waits: still one.
    await registrar(a.id, { tipo: 'extracurricular', estado: 'aceptada', inicio: 5, fin: 90 });
    expect(titulados(await avisos(a.token), DATOS)).toHaveLength(1);
  });

  it('saving them (editDatosPractica) marks it done', async () => {
    const a = await crearAlumno(t);
    await registrar(a.id, { tipo: 'extracurricular' });
    expect((await t.call(endpoints.editDatosPractica, { iban: IBAN, nss: NSS }, a.token)).body.status).toBe(0);
    expect(titulados(await avisos(a.token), DATOS)).toEqual([expect.objectContaining({ leida: true, Importante: false })]);
  });

  it('saved by staff acting as the student (god mode), it is done too', async () => {
    const a = await crearAlumno(t);
    await registrar(a.id, { tipo: 'extracurricular' });
    expect((await t.call(endpoints.editDatosPractica, { iban: IBAN, nss: NSS }, await comoAlumno(a.id))).body.status).toBe(0);
    expect(pendientes(titulados(await avisos(a.token), DATOS))).toEqual([]);
  });

  it("the internship a centre's company creates by accepting the student's request asks for the data and documents", async () => {
    const a = await crearAlumno(t);
    const pedida = await t.call(
      endpoints.solicitudPracticaAlumno,
      { tipo: 'educacion', idProvincia: 46, idCentro: 101 },
      a.token,
    );
    expect(pedida.body.status, JSON.stringify(pedida.body)).toBe(528);
    const { body } = await t.call(
      endpoints.aceptarSolicitudPractica,
      {
        id: pedida.body.datos.idSolicitud,
        tipoPractica: 'extracurricular',
        fechaInicio: dia(20),
        fechaFin: dia(110),
        tutorNombre: 'Pablo Martí Soler',
        tutorEmail: 'pablo.marti@levantetech.example.es',
        tareas: 'Desarrollo de una aplicación web interna.',
        horasDia: 5,
        numeroDiasSemana: 5,
      },
      levante,
    );
    expect(body.status, JSON.stringify(body)).toBe(0);
    const lista = await avisos(a.token);
    expect(pendientes(titulados(lista, DATOS))).toHaveLength(1);
    expect(titulados(lista, DOCUMENTOS)).toEqual([
      expect.objectContaining({ urlAcceso: enlace(body.datos.idPractica ?? 0), Importante: true }),
    ]);
  });

  it("staff accepting the student's proposal asks the same", async () => {
    const a = await crearAlumno(t);
    const propuesta = await t.call(
      endpoints.solicitudPracticaAlumno,
      {
        tipo: 'propuesta',
        cif: LEVANTE,
        tipoPractica: 'extracurricular',
        fechaInicio: dia(20),
        fechaFin: dia(110),
        tutorNombre: 'Pablo Martí Soler',
        tutorEmail: 'pablo.marti@levantetech.example.es',
        tareas: 'Desarrollo de una aplicación web interna.',
        horasDia: 5,
        numeroDiasSemana: 5,
      },
      a.token,
    );
    expect(propuesta.body.status, JSON.stringify(propuesta.body)).toBe(510);
    const { body } = await t.call(endpoints.aceptarPropuestaPractica, { id: propuesta.body.datos.idSolicitud }, gestor);
    expect(body.status, JSON.stringify(body)).toBe(0);
    expect(pendientes(titulados(await avisos(a.token), DATOS))).toHaveLength(1);
  });
});

describe('the documents an internship needs from its student', () => {
  it('registering an open internship asks for them at its card; the last one uploaded marks it done', async () => {
    const a = await crearAlumno(t);
    const id = await registrar(a.id, { tipo: 'curricular' });
    expect(titulados(await avisos(a.token), DOCUMENTOS)).toEqual([
      expect.objectContaining({
        urlAcceso: enlace(id),
        texto: 'Aporta en Mis prácticas los documentos que te piden tus prácticas en Levante Tech.',
        leida: false,
        Importante: true,
      }),
    ]);
    expect((await subir(a.token, id, matricula)).body.status).toBe(513);
    expect(pendientes(titulados(await avisos(a.token), DOCUMENTOS))).toHaveLength(1);
    expect((await subir(a.token, id, memoria)).body.status).toBe(513);
    expect(titulados(await avisos(a.token), DOCUMENTOS)).toEqual([expect.objectContaining({ leida: true, Importante: false })]);
  });

  it('uploaded by staff acting as the student, it is done too; another internship keeps its own', async () => {
    const a = await crearAlumno(t);
    const una = await registrar(a.id, { tipo: 'curricular' });
    const otra = await registrar(a.id, { tipo: 'curricular', estado: 'aceptada', inicio: 30, fin: 120 });
    const staff = await comoAlumno(a.id);
    expect((await subir(staff, una, matricula)).body.status).toBe(513);
    expect((await subir(staff, una, memoria)).body.status).toBe(513);
    const lista = titulados(await avisos(a.token), DOCUMENTOS);
    expect(lista.find((n) => n.urlAcceso === enlace(una))).toMatchObject({ leida: true, Importante: false });
    expect(lista.find((n) => n.urlAcceso === enlace(otra))).toMatchObject({ leida: false, Importante: true });
  });

  it('a finished internship registered afterwards asks for nothing', async () => {
    const a = await crearAlumno(t);
    await registrar(a.id, { tipo: 'curricular', estado: 'finalizada', inicio: -200, fin: -100 });
    expect(titulados(await avisos(a.token), DOCUMENTOS)).toEqual([]);
  });
});

describe("the student's final report of an ended internship", () => {
  it('the periodic run asks once, at its card; running again asks nothing; a deleted one is not asked again', async () => {
    const a = await crearAlumno(t);
    const id = await registrar(a.id, { tipo: 'curricular', inicio: -90, fin: -3 });
    expect(await t.services.informesPractica.pedirInformesAlumno()).toBeGreaterThanOrEqual(1);
    const [aviso, ...mas] = titulados(await avisos(a.token), MEMORIA);
    expect(mas).toEqual([]);
    expect(aviso).toMatchObject({ urlAcceso: enlace(id), leida: false, Importante: true });
    expect(aviso?.texto).toBe(
      'Tus prácticas en Levante Tech han terminado: escribe y envía tu memoria final en Mis prácticas para que tu tutor académico pueda calificarlas.',
    );
    expect(await t.services.informesPractica.pedirInformesAlumno()).toBe(0);
    expect((await t.call(endpoints.eliminaNotificacionAlumno, { id: aviso?.idNotificacion ?? 0 }, a.token)).body.status).toBe(0);
    // The hourly run of the tutors' reports asks the students too; this one was asked already.
    await t.services.informesPractica.recordatorios();
    expect(titulados(await avisos(a.token), MEMORIA)).toEqual([]);
  });

  it("not before the end, nor past the tutors' 60 days, nor once the report is sent", async () => {
    const a = await crearAlumno(t);
    await registrar(a.id, { tipo: 'curricular', inicio: -30, fin: 5 });
    await registrar(a.id, { tipo: 'curricular', estado: 'finalizada', inicio: -200, fin: -61 });
    const enviada = await registrar(a.id, { tipo: 'curricular', inicio: -60, fin: -1 });
    expect((await informe(enviada, a.token)).body.status).toBe(0);
    await t.services.informesPractica.pedirInformesAlumno();
    expect(titulados(await avisos(a.token), MEMORIA)).toEqual([]);
  });

  it('sending the report marks it done', async () => {
    const a = await crearAlumno(t);
    const id = await registrar(a.id, { tipo: 'curricular', inicio: -90, fin: 0 });
    await t.services.informesPractica.recordatorios();
    expect(pendientes(titulados(await avisos(a.token), MEMORIA))).toHaveLength(1);
    expect((await informe(id, a.token)).body.status).toBe(0);
    expect(titulados(await avisos(a.token), MEMORIA)).toEqual([expect.objectContaining({ leida: true, Importante: false })]);
  });
});

describe('a document staff begin to require of students', () => {
  it('asks the students of the open internships it applies to, not the finished ones nor other kinds', async () => {
    const a = await crearAlumno(t);
    const abierta = await registrar(a.id, { tipo: 'curricular' });
    expect((await subir(a.token, abierta, matricula)).body.status).toBe(513);
    expect((await subir(a.token, abierta, memoria)).body.status).toBe(513);
    const acabada = await registrar(a.id, { tipo: 'curricular', estado: 'finalizada', inicio: -200, fin: -100 });
    const b = await crearAlumno(t);
    const extracurricular = await registrar(b.id, { tipo: 'extracurricular' });

    const empresa = await t.call(
      endpoints.addDocumentoRequeridoPractica,
      { nombre: `Evaluación de riesgos ${Date.now()}`, aportadoPor: 'empresa', tipoPractica: 'curricular' },
      gestor,
    );
    expect(empresa.body.status).toBe(0);
    expect(pendientes(titulados(await avisos(a.token), DOCUMENTOS))).toEqual([]);

    const { body } = await t.call(
      endpoints.addDocumentoRequeridoPractica,
      { nombre: `Declaración de confidencialidad ${Date.now()}`, aportadoPor: 'alumno', tipoPractica: 'curricular' },
      gestor,
    );
    expect(body.status, JSON.stringify(body)).toBe(0);
    const lista = titulados(await avisos(a.token), DOCUMENTOS);
    expect(pendientes(lista)).toEqual([expect.objectContaining({ urlAcceso: enlace(abierta) })]);
    expect(lista.filter((n) => n.urlAcceso === enlace(acabada))).toEqual([]);
    expect(pendientes(titulados(await avisos(b.token), DOCUMENTOS)).map((n) => n.urlAcceso)).toEqual([enlace(extracurricular)]);

    expect((await subir(a.token, abierta, body.datos.idDocumentoRequerido)).body.status).toBe(513);
    expect(pendientes(titulados(await avisos(a.token), DOCUMENTOS))).toEqual([]);
  });
});

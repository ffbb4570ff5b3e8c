import { createHash } from 'node:crypto';
import { endpoints } from '@puente/contract/endpoints/all';
import { parseFieldErrors } from '@puente/contract/field-errors';
import { MENSAJE_CCC, type SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { conControlNss } from '@puente/contract/validation/datos-bancarios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoyMadrid } from '../../lib/fecha';
import { envelopeOf } from '../../test/envelope';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * Internships as Spanish law runs them (issue 26, decision 042), through the
 * HTTP API: the legal record each side reads, the training plan and the
 * academic tutor's link, the Social Security registration that starts an
 * accepted internship, and the monthly effective days.
 */

const LEVANTE = 'B12345674';
const MESETA = 'A58818501';
const IBAN = 'ES9121000418450200051332';
const NSS = conControlNss('2812345678');
const NSS_ANA = conControlNss('4698765432');
const TUTORA = { tutorAcademicoNombre: 'Carmen Vidal Soler', tutorAcademicoEmail: 'carmen.vidal@universidad.example' };
/** The account code of the monthly days' internships, which nothing else in this file uses. */
const CCC_DIAS = '46111111111';

let t: TestApp;
let levante: string;
let meseta: string;
let gestor: string;
let lucia: string;
let marcos: string;
let idLevante: number;
let idMeseta: number;
let idLucia: number;
let idMarcos: number;

/** yyyy-mm-dd, `n` days from today on the portal's calendar. */
const dia = (n: number) => {
  const base = new Date(`${hoyMadrid()}T12:00:00Z`);
  base.setUTCDate(base.getUTCDate() + n);
  return base.toISOString().slice(0, 10);
};
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
const iso = (ddmm: string) => ddmm.split('/').reverse().join('-');
const campos = (datos: unknown) => parseFieldErrors(datos);

/** The day after / before a yyyy-mm-dd date. */
function nextDay(fecha: string, n = 1): string {
  const d = new Date(`${fecha}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
const previousDay = (fecha: string) => nextDay(fecha, -1);

/** RFC 4180 with ';' (lib/csv): quoted cells may hold separators, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (quoted) {
      if (c === '"' && text.charAt(i + 1) === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text.charAt(i + 1) === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

const deGestion = (id: number, token = gestor) => t.call(endpoints.seguimientoPracticaGestion, { id }, token);
const deEmpresa = (id: number, token: string) => t.call(endpoints.seguimientoPracticaEmpresa, { id }, token);
const deAlumno = (id: number, token: string) => t.call(endpoints.seguimientoPracticaAlumno, { id }, token);
const datosLegales = (idPractica: number, d: Record<string, unknown> = {}, token = gestor) =>
  t.call(endpoints.datosLegalesPractica, { idPractica, remunerada: false, movilidad: 'nacional', ...TUTORA, ...d }, token);
const plan = (idPractica: number, enviar: boolean, objetivos = 'Aprender el ciclo completo de la calidad en planta.') =>
  t.call(
    endpoints.proyectoFormativo,
    {
      idPractica,
      objetivos,
      actividades: 'Muestreo en la línea de montaje; análisis estadístico de defectos; informes semanales.',
      competencias: 'Control estadístico de procesos; trabajo en equipo; comunicación técnica.',
      enviar,
    },
    meseta,
  );
const altaGestion = (idPractica: number, ccc: string, fechaAlta: string) =>
  t.call(endpoints.altaSeguridadSocialPracticaGestion, { idPractica, ccc, fechaAlta }, gestor);
const registrar = async (r: Record<string, unknown>) => {
  const { body } = await t.call(
    endpoints.registrarPracticaAlumno,
    { tipo: 'curricular', tutorNombre: 'Pablo Martí Soler', ...r },
    gestor,
  );
  if (body.status !== 0) throw new Error(`registrarPracticaAlumno: ${body.status} ${body.mensaje}`);
  return body.datos.idPractica;
};
/** The academic tutor's mails of the training plan, oldest first. */
const correosTutor = () =>
  t.database.query<{ para: string; idioma: string; datos: { token: string; alumno: string; empresa: string } }>(
    "SELECT para, idioma, datos FROM correos WHERE plantilla = 'proyectoFormativoParaRevisar' ORDER BY id",
  );
const titulos = async (endpoint: typeof endpoints.notificacionesEmpresa | typeof endpoints.notificacionesAlumno, token: string) =>
  (await t.call(endpoint, {}, token)).body.datos.map((n) => n.titulo);
const idDe = async (tabla: 'empresas' | 'alumnos', columna: 'cif' | 'dni', valor: string) =>
  (await t.database.query<{ id: number }>(`SELECT id FROM ${tabla} WHERE ${columna} = $1`, [valor]))[0]?.id ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  idLevante = await idDe('empresas', 'cif', LEVANTE);
  idMeseta = await idDe('empresas', 'cif', MESETA);
  idLucia = await idDe('alumnos', 'dni', '12345678Z');
  idMarcos = await idDe('alumnos', 'dni', '87654321X');
  levante = await t.login('empresa', 'seleccion.demo');
  meseta = await t.login('empresa', 'rrhh.demo', idMeseta);
  gestor = await t.login('gestor', 'gestor.demo');
  lucia = await t.login('alumno', '12345678Z');
  marcos = await t.login('alumno', '87654321X');
});
afterAll(() => t.close());

describe('el expediente legal de una práctica', () => {
  let id = 0;

  beforeAll(async () => {
    id = await registrar({
      idAlumno: idMarcos,
      idEmpresa: idLevante,
      estado: 'propuesta',
      fechaInicio: dia(20),
      fechaFin: dia(110),
      numeroDiasSemana: 5,
    });
  });

  it('la empresa lee el de sus prácticas; el de otra empresa es 45', async () => {
    const { body } = await deEmpresa(id, levante);
    expect(body.status).toBe(0);
    expect(body.datos).toMatchObject({
      idPractica: id,
      alumno: 'Marcos Ruiz Delgado',
      empresa: 'Levante Tech',
      tipo: 'curricular',
      estado: 'propuesta',
      fechaInicio: ddmmyyyy(dia(20)),
      fechaFin: ddmmyyyy(dia(110)),
      remunerada: false,
      pagador: null,
      movilidad: 'nacional',
      diasHorario: [1, 2, 3, 4, 5],
      tutorEmpresa: { nombre: 'Pablo Martí Soler' },
      tutorAcademico: null,
      ccc: null,
      alta: null,
      baja: null,
      nssRegistrado: false,
      proyecto: null,
      requisitosPendientes: ['proyecto_formativo', 'tutor_academico', 'nss', 'ccc', 'alta'],
      // Unpaid, no agreement in force: the company is the one obligated, so it may record the registration.
      puedeRegistrarAlta: true,
    });
    expect((await deEmpresa(id, meseta)).body.status).toBe(45);
    expect((await deEmpresa(999_999, levante)).body.status).toBe(45);
  });

  it('sin remunerar, en España y sin convenio en vigor cotiza la empresa, con la regla y su explicación', async () => {
    const { body } = await deGestion(id);
    expect(body.status).toBe(0);
    expect(body.datos.cotizacion).toEqual({
      obligado: 'empresa',
      etiquetaObligado: 'La empresa',
      incluida: true,
      regla: 'no_remunerada_empresa',
      explicacion: expect.stringContaining('da de alta y cotiza la empresa'),
      universidadAsumeCotizacion: null,
    });
    expect(body.datos.puedeRegistrarAlta).toBe(true);
    expect((await deGestion(999_999)).body.status).toBe(45);
  });

  it('el estudiante lee el de sus prácticas (sin poder registrar el alta); el de otro es 45', async () => {
    const { body } = await deAlumno(id, marcos);
    expect(body.status).toBe(0);
    expect(body.datos).toMatchObject({ idPractica: id, empresa: 'Levante Tech', puedeRegistrarAlta: false });
    expect(body.datos.cotizacion).toMatchObject({ obligado: 'empresa', regla: 'no_remunerada_empresa' });
    expect((await deAlumno(id, lucia)).body.status).toBe(45);
  });

  it('remunerada y pagada por la universidad: cotiza la universidad, y la empresa ya no registra el alta', async () => {
    const { body } = await datosLegales(id, { remunerada: true, pagador: 'universidad', importeMensual: 600, creditos: 12 });
    expect(body.status).toBe(0);
    expect(body.datos).toMatchObject({
      remunerada: true,
      pagador: 'universidad',
      importeMensual: 600,
      creditos: 12,
      tutorAcademico: { nombre: TUTORA.tutorAcademicoNombre, email: TUTORA.tutorAcademicoEmail },
      requisitosPendientes: ['proyecto_formativo', 'nss', 'ccc', 'alta'],
    });
    expect(body.datos.cotizacion).toMatchObject({
      obligado: 'universidad',
      etiquetaObligado: 'La universidad',
      incluida: true,
      regla: 'remunerada_pagador',
      explicacion: expect.stringContaining('la universidad'),
    });
    const empresa = (await deEmpresa(id, levante)).body.datos;
    expect(empresa.cotizacion.obligado).toBe('universidad');
    expect(empresa.puedeRegistrarAlta).toBe(false);
    expect((await deAlumno(id, marcos)).body.datos.cotizacion.obligado).toBe('universidad');
    // Unpaid again: the payer is dropped, the company is obligated again.
    const otraVez = await datosLegales(id, { pagador: 'universidad' });
    expect(otraVez.body.datos).toMatchObject({ remunerada: false, pagador: null, importeMensual: null, creditos: null });
    expect(otraVez.body.datos.cotizacion.obligado).toBe('empresa');
    await datosLegales(id, { remunerada: true, pagador: 'universidad', importeMensual: 600, creditos: 12 });
  });
});

describe('de aceptada a en curso: proyecto formativo, tutor académico, NUSS, CCC y alta', () => {
  let id = 0;
  let fechaInicio = '';
  let fechaFin = '';
  let token1 = '';
  let token2 = '';

  it('la universidad acepta la propuesta de Lucía en Meseta: las prácticas quedan aceptadas, con todo pendiente', async () => {
    const pendientes = (await t.call(endpoints.propuestasPracticasPendientes, {}, gestor)).body.datos;
    const propuesta = pendientes.find((p) => p.alumno === 'Lucía García Fernández' && p.empresa?.cif === MESETA);
    expect(propuesta).toBeDefined();
    const a = await t.call(endpoints.aceptarPropuestaPractica, { id: propuesta?.idSolicitud ?? 0 }, gestor);
    expect(a.body.status).toBe(0);
    id = a.body.datos.idPractica ?? 0;
    const [fila] = await t.database.query<{ estado: string }>('SELECT estado FROM practicas WHERE id = $1', [id]);
    expect(fila?.estado).toBe('aceptada');
    const { body } = await deGestion(id);
    expect(body.datos).toMatchObject({
      idPractica: id,
      alumno: 'Lucía García Fernández',
      empresa: 'Meseta Industrial',
      estado: 'aceptada',
      etiquetaEstado: expect.any(String),
      tutorAcademico: null,
      proyecto: null,
      requisitosPendientes: ['proyecto_formativo', 'tutor_academico', 'nss', 'ccc', 'alta'],
    });
    fechaInicio = iso(body.datos.fechaInicio);
    fechaFin = iso(body.datos.fechaFin);
    expect((await deEmpresa(id, meseta)).body.datos.estado).toBe('aceptada');
    expect((await deAlumno(id, lucia)).body.datos.requisitosPendientes).toContain('alta');
  });

  it('la empresa guarda el borrador; enviarlo sin tutor académico es 48; 45 la de otra empresa; 15 sin textos', async () => {
    const borrador = await plan(id, false);
    expect(borrador.body.status).toBe(0);
    expect(borrador.body.datos.proyecto).toMatchObject({
      estado: 'borrador',
      objetivos: 'Aprender el ciclo completo de la calidad en planta.',
      observaciones: null,
      enviadoEn: null,
      aceptadoEn: null,
    });
    expect(borrador.body.datos.requisitosPendientes).toEqual(['proyecto_formativo', 'tutor_academico', 'nss', 'ccc', 'alta']);
    const sinTutor = await plan(id, true);
    expect(sinTutor.body.status).toBe(48);
    expect(sinTutor.body.mensaje).toMatch(/tutor académico/);
    expect((await deEmpresa(id, meseta)).body.datos.proyecto?.estado).toBe('borrador');
    expect(await correosTutor()).toEqual([]);
    const ajena = await t.call(
      endpoints.proyectoFormativo,
      { idPractica: id, objetivos: 'x', actividades: 'y', competencias: 'z', enviar: false },
      levante,
    );
    expect(ajena.body.status).toBe(45);
    const vacio = await t.call(
      endpoints.proyectoFormativo,
      { idPractica: id, objetivos: ' ', actividades: 'y', competencias: 'z' },
      meseta,
    );
    expect(vacio.body.status).toBe(15);
    expect(campos(vacio.body.datos).map((e) => e.campo)).toEqual(['objetivos']);
  });

  it('la universidad nombra al tutor académico; la empresa envía el proyecto y el tutor recibe su enlace personal', async () => {
    const tutor = await datosLegales(id, { remunerada: true, pagador: 'universidad', importeMensual: 450 });
    expect(tutor.body.status).toBe(0);
    expect(tutor.body.datos.requisitosPendientes).toEqual(['proyecto_formativo', 'nss', 'ccc', 'alta']);
    expect(tutor.body.datos.cotizacion.obligado).toBe('universidad');
    const enviado = await plan(id, true);
    expect(enviado.body.status).toBe(0);
    expect(enviado.body.datos.proyecto).toMatchObject({ estado: 'enviado', enviadoEn: ddmmyyyy(hoyMadrid()) });
    const correos = await correosTutor();
    expect(correos).toHaveLength(1);
    expect(correos[0]).toMatchObject({
      para: TUTORA.tutorAcademicoEmail,
      datos: { alumno: 'Lucía García Fernández', empresa: 'Meseta Industrial', token: expect.any(String) },
    });
    token1 = correos[0]?.datos.token ?? '';
    expect(token1.length).toBeGreaterThanOrEqual(40);
    // Only the token's hash is kept.
    const enlaces = await t.database.query<{ token_sha256: string; rol: string; email: string }>(
      'SELECT token_sha256, rol, email FROM enlaces_tutor WHERE id_practica = $1',
      [id],
    );
    expect(enlaces).toEqual([
      {
        token_sha256: createHash('sha256').update(token1).digest('hex'),
        rol: 'tutor_academico',
        email: TUTORA.tutorAcademicoEmail,
      },
    ]);
  });

  it('el enlace abre el expediente sin cuenta; un token que no existe es 42', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/Tutor/practica', payload: { token: token1 } });
    expect(r.statusCode).toBe(200);
    const body = envelopeOf<SeguimientoPractica>(r);
    expect(body.status).toBe(0);
    expect(body.datos).toMatchObject({
      idPractica: id,
      alumno: 'Lucía García Fernández',
      empresa: 'Meseta Industrial',
      puedeRegistrarAlta: false,
      proyecto: { estado: 'enviado', objetivos: 'Aprender el ciclo completo de la calidad en planta.' },
    });
    const otro = await t.call(endpoints.practicaTutor, { token: 'x'.repeat(43) });
    expect(otro.body.status).toBe(42);
    expect((await t.call(endpoints.aceptarProyectoFormativo, { token: 'y'.repeat(43) })).body.status).toBe(42);
  });

  it('el tutor lo devuelve con observaciones (15 sin ellas): la empresa las lee y recibe el aviso', async () => {
    const sin = await t.call(endpoints.devolverProyectoFormativo, { token: token1, observaciones: '  ' });
    expect(sin.body.status).toBe(15);
    const observaciones = 'Concretad las competencias de cada actividad.';
    const { body } = await t.call(endpoints.devolverProyectoFormativo, { token: token1, observaciones });
    expect(body.status).toBe(0);
    expect(body.datos.proyecto).toMatchObject({ estado: 'devuelto', observaciones, aceptadoEn: null });
    expect(body.datos.requisitosPendientes).toContain('proyecto_formativo');
    expect((await deEmpresa(id, meseta)).body.datos.proyecto).toMatchObject({ estado: 'devuelto', observaciones });
    expect(await titulos(endpoints.notificacionesEmpresa, meseta)).toContain('Proyecto formativo devuelto');
    // Nothing to answer until the company sends it again.
    expect((await t.call(endpoints.aceptarProyectoFormativo, { token: token1 })).body.status).toBe(48);
    expect((await t.call(endpoints.devolverProyectoFormativo, { token: token1, observaciones: 'Otra' })).body.status).toBe(48);
  });

  it('la empresa lo corrige y lo envía otra vez: otro correo con otro enlace', async () => {
    const { body } = await plan(id, true, 'Aprender el ciclo de la calidad: muestreo, análisis y mejora.');
    expect(body.status).toBe(0);
    expect(body.datos.proyecto).toMatchObject({
      estado: 'enviado',
      objetivos: 'Aprender el ciclo de la calidad: muestreo, análisis y mejora.',
    });
    const correos = await correosTutor();
    expect(correos).toHaveLength(2);
    expect(correos[1]?.para).toBe(TUTORA.tutorAcademicoEmail);
    token2 = correos[1]?.datos.token ?? '';
    expect(token2).not.toBe(token1);
    expect(token2.length).toBeGreaterThanOrEqual(40);
  });

  it('el tutor lo acepta: queda aceptado, la empresa recibe el aviso; aceptarlo otra vez es 48 y la empresa ya no lo cambia', async () => {
    const { body } = await t.call(endpoints.aceptarProyectoFormativo, { token: token2 });
    expect(body.status).toBe(0);
    expect(body.datos.proyecto).toMatchObject({
      estado: 'aceptado',
      objetivos: 'Aprender el ciclo de la calidad: muestreo, análisis y mejora.',
      observaciones: null,
      aceptadoEn: ddmmyyyy(hoyMadrid()),
    });
    expect(body.datos.estado).toBe('aceptada');
    expect(body.datos.requisitosPendientes).toEqual(['nss', 'ccc', 'alta']);
    expect(await titulos(endpoints.notificacionesEmpresa, meseta)).toContain('Proyecto formativo aceptado');
    expect((await t.call(endpoints.aceptarProyectoFormativo, { token: token2 })).body.status).toBe(48);
    expect((await t.call(endpoints.aceptarProyectoFormativo, { token: token1 })).body.status).toBe(48);
    const cambio = await plan(id, false, 'Otro objetivo');
    expect(cambio.body.status).toBe(48);
    expect((await deGestion(id)).body.datos.proyecto?.objetivos).toBe(
      'Aprender el ciclo de la calidad: muestreo, análisis y mejora.',
    );
  });

  it('el estudiante da su NUSS: faltan el CCC y el alta', async () => {
    const datos = await t.call(endpoints.editDatosPractica, { iban: IBAN, nss: NSS }, lucia);
    expect(datos.body.status).toBe(0);
    const { body } = await deAlumno(id, lucia);
    expect(body.datos).toMatchObject({ nssRegistrado: true, estado: 'aceptada', requisitosPendientes: ['ccc', 'alta'] });
    // The record says whether it was given, never the number.
    expect(JSON.stringify(body.datos)).not.toContain(NSS);
  });

  it('el alta: la empresa no es la obligada (48); CCC mal formado 15; fecha posterior al fin 27', async () => {
    const empresa = await t.call(
      endpoints.altaSeguridadSocialPracticaEmpresa,
      { idPractica: id, ccc: '28123456789', fechaAlta: fechaInicio },
      meseta,
    );
    expect(empresa.body.status).toBe(48);
    const mal = await altaGestion(id, '123', fechaInicio);
    expect(mal.body.status).toBe(15);
    expect(campos(mal.body.datos)).toEqual([{ campo: 'ccc', mensaje: MENSAJE_CCC }]);
    const letras = await altaGestion(id, '28 12345AB 89', fechaInicio);
    expect(letras.body.status).toBe(15);
    const tarde = await altaGestion(id, '28123456789', nextDay(fechaFin));
    expect(tarde.body.status).toBe(27);
    const fila = await t.database.query<{ ccc: string | null; alta_ss_fecha: string | null }>(
      'SELECT ccc, alta_ss_fecha::text FROM practicas WHERE id = $1',
      [id],
    );
    expect(fila).toEqual([{ ccc: null, alta_ss_fecha: null }]);
  });

  it('la universidad registra el alta con el CCC tecleado con espacios: en curso, nada pendiente, el estudiante recibe el aviso', async () => {
    const antes = await titulos(endpoints.notificacionesAlumno, lucia);
    expect(antes).not.toContain('Tus prácticas han empezado');
    const { body } = await altaGestion(id, '28 1234567 89', fechaInicio);
    expect(body.status).toBe(0);
    expect(body.datos).toMatchObject({
      estado: 'en_curso',
      ccc: '28123456789',
      alta: { fecha: ddmmyyyy(fechaInicio), registradaPor: 'la universidad' },
      baja: null,
      requisitosPendientes: [],
    });
    const [fila] = await t.database.query<{ estado: string; ccc: string; alta_ss_registrada_por: string }>(
      'SELECT estado, ccc, alta_ss_registrada_por FROM practicas WHERE id = $1',
      [id],
    );
    expect(fila).toMatchObject({
      estado: 'en_curso',
      ccc: '28123456789',
      alta_ss_registrada_por: expect.stringMatching(/^gestor:\d+$/),
    });
    expect(await titulos(endpoints.notificacionesAlumno, lucia)).toContain('Tus prácticas han empezado');
    const avisos = await t.database.query(
      'SELECT id FROM notificaciones WHERE destino_tipo = $1 AND destino_id = $2 AND clave = $3',
      ['alumno', idLucia, 'practica.iniciada'],
    );
    expect(avisos).toHaveLength(1);
    expect((await deEmpresa(id, meseta)).body.datos).toMatchObject({ estado: 'en_curso', requisitosPendientes: [] });
    expect((await deAlumno(id, lucia)).body.datos.estado).toBe('en_curso');
  });

  it('ya en curso: la empresa no cambia el proyecto (48) y registrar el alta de nuevo no vuelve a avisar', async () => {
    const cambio = await plan(id, true, 'Otro objetivo');
    expect(cambio.body.status).toBe(48);
    const otra = await altaGestion(id, '28123456789', fechaInicio);
    expect(otra.body.status).toBe(0);
    const avisos = await t.database.query("SELECT id FROM notificaciones WHERE destino_id = $1 AND clave = 'practica.iniciada'", [
      idLucia,
    ]);
    expect(avisos).toHaveLength(1);
  });

  describe('la baja', () => {
    it('la empresa no obligada no la registra (48); anterior al alta 27; válida: consta la baja', async () => {
      expect(
        (await t.call(endpoints.bajaSeguridadSocialPracticaEmpresa, { idPractica: id, fechaBaja: fechaFin }, meseta)).body.status,
      ).toBe(48);
      const antes = await t.call(
        endpoints.bajaSeguridadSocialPracticaGestion,
        { idPractica: id, fechaBaja: previousDay(fechaInicio) },
        gestor,
      );
      expect(antes.body.status).toBe(27);
      const { body } = await t.call(
        endpoints.bajaSeguridadSocialPracticaGestion,
        { idPractica: id, fechaBaja: fechaFin },
        gestor,
      );
      expect(body.status).toBe(0);
      expect(body.datos).toMatchObject({
        alta: { fecha: ddmmyyyy(fechaInicio) },
        baja: { fecha: ddmmyyyy(fechaFin), registradaPor: 'la universidad' },
      });
      expect((await deAlumno(id, lucia)).body.datos.baja).toEqual({ fecha: ddmmyyyy(fechaFin), registradaPor: 'la universidad' });
    });
  });
});

describe('la baja y el alta de la empresa obligada', () => {
  let id = 0;
  const inicio = dia(10);
  const fin = dia(100);

  beforeAll(async () => {
    id = await registrar({ idAlumno: idMarcos, idEmpresa: idMeseta, estado: 'propuesta', fechaInicio: inicio, fechaFin: fin });
  });

  it('sin alta, la baja es 48 (de la empresa y de la universidad)', async () => {
    const empresa = await t.call(endpoints.bajaSeguridadSocialPracticaEmpresa, { idPractica: id, fechaBaja: fin }, meseta);
    expect(empresa.body.status).toBe(48);
    expect(empresa.body.mensaje).toMatch(/No consta el alta/);
    const gestion = await t.call(endpoints.bajaSeguridadSocialPracticaGestion, { idPractica: id, fechaBaja: fin }, gestor);
    expect(gestion.body.status).toBe(48);
  });

  it('la empresa obligada registra su alta (otra empresa 45); la baja anterior al alta es 27; la válida consta', async () => {
    const ajena = await t.call(
      endpoints.altaSeguridadSocialPracticaEmpresa,
      { idPractica: id, ccc: '46 7654321 09', fechaAlta: inicio },
      levante,
    );
    expect(ajena.body.status).toBe(45);
    const alta = await t.call(
      endpoints.altaSeguridadSocialPracticaEmpresa,
      { idPractica: id, ccc: '46 7654321 09', fechaAlta: inicio },
      meseta,
    );
    expect(alta.body.status).toBe(0);
    expect(alta.body.datos).toMatchObject({
      cotizacion: { obligado: 'empresa' },
      ccc: '46765432109',
      alta: { fecha: ddmmyyyy(inicio), registradaPor: 'Meseta Industrial' },
      puedeRegistrarAlta: true,
      // A proposal does not start on its registration.
      estado: 'propuesta',
    });
    const antes = await t.call(
      endpoints.bajaSeguridadSocialPracticaEmpresa,
      { idPractica: id, fechaBaja: previousDay(inicio) },
      meseta,
    );
    expect(antes.body.status).toBe(27);
    const baja = await t.call(endpoints.bajaSeguridadSocialPracticaEmpresa, { idPractica: id, fechaBaja: dia(50) }, meseta);
    expect(baja.body.status).toBe(0);
    expect(baja.body.datos.baja).toEqual({ fecha: ddmmyyyy(dia(50)), registradaPor: 'Meseta Industrial' });
    expect((await deGestion(id)).body.datos.baja?.fecha).toBe(ddmmyyyy(dia(50)));
  });

  it('con el alta registrada, los datos que cambiarían la parte obligada son 48; los que no, pasan', async () => {
    const cambia = await datosLegales(id, { remunerada: true, pagador: 'universidad' });
    expect(cambia.body.status).toBe(48);
    expect((await deGestion(id)).body.datos.cotizacion.obligado).toBe('empresa');
    const igual = await datosLegales(id, { remunerada: true, pagador: 'empresa', importeMensual: 300 });
    expect(igual.body.status).toBe(0);
    expect(igual.body.datos).toMatchObject({ remunerada: true, pagador: 'empresa', cotizacion: { obligado: 'empresa' } });
  });
});

describe('el último requisito, sea cual sea, inicia la práctica', () => {
  let id = 0;
  let daniel = '';

  it('proyecto aceptado, tutor, CCC y alta de la empresa: aceptada, solo falta el NUSS', async () => {
    daniel = await t.login('alumno', '56781234F');
    const propuesta = await t.call(
      endpoints.solicitudPracticaAlumno,
      {
        tipo: 'propuesta',
        cif: MESETA,
        tipoPractica: 'curricular',
        fechaInicio: dia(20),
        fechaFin: dia(110),
        tutorNombre: 'Rubén Castillo Prieto',
        tutorEmail: 'ruben.castillo@mesetaindustrial.example.es',
        tareas: 'Apoyo al equipo de ingeniería de procesos.',
        horasDia: 5,
        numeroDiasSemana: 5,
      },
      daniel,
    );
    expect(propuesta.body.status).toBe(510);
    const aceptada = await t.call(endpoints.aceptarPropuestaPractica, { id: propuesta.body.datos.idSolicitud }, gestor);
    expect(aceptada.body.status).toBe(0);
    id = aceptada.body.datos.idPractica ?? 0;
    expect((await datosLegales(id)).body.status).toBe(0);
    expect((await plan(id, true)).body.status).toBe(0);
    const [correo] = (await correosTutor()).slice(-1);
    expect((await t.call(endpoints.aceptarProyectoFormativo, { token: correo?.datos.token ?? '' })).body.status).toBe(0);
    // Unpaid at Meseta (no agreement in force): the company records its own registration.
    const alta = await t.call(
      endpoints.altaSeguridadSocialPracticaEmpresa,
      { idPractica: id, ccc: '46 7654321 09', fechaAlta: dia(20) },
      meseta,
    );
    expect(alta.body.status).toBe(0);
    expect(alta.body.datos).toMatchObject({
      estado: 'aceptada',
      alta: { registradaPor: 'Meseta Industrial' },
      requisitosPendientes: ['nss'],
    });
  });

  it('el NUSS dado en último lugar por el estudiante la pone en curso', async () => {
    expect((await t.call(endpoints.editDatosPractica, { iban: IBAN, nss: NSS }, daniel)).body.status).toBe(0);
    expect((await deAlumno(id, daniel)).body.datos).toMatchObject({ estado: 'en_curso', requisitosPendientes: [] });
  });
});

describe('permisos del personal y cláusula del convenio', () => {
  let id = 0;

  beforeAll(async () => {
    id = await registrar({
      idAlumno: idLucia,
      idEmpresa: idLevante,
      estado: 'propuesta',
      fechaInicio: dia(30),
      fechaFin: dia(120),
    });
  });

  it('solo lectura lee el expediente pero no cambia los datos legales (71)', async () => {
    const lector = await t.login('gestor', 'lectura.demo');
    expect((await deGestion(id, lector)).body.status).toBe(0);
    const cambio = await datosLegales(id, {}, lector);
    expect(cambio.body.status).toBe(71);
    expect((await deGestion(id)).body.datos.tutorAcademico).toBeNull();
    expect(
      (await t.call(endpoints.altaSeguridadSocialPracticaGestion, { idPractica: id, ccc: CCC_DIAS, fechaAlta: dia(30) }, lector))
        .body.status,
    ).toBe(71);
    expect((await t.call(endpoints.mesesDiasEfectivos, {}, lector)).body.status).toBe(0);
  });

  it('prácticas sí los cambia', async () => {
    const practicas = await t.login('gestor', 'practicas.demo');
    const { body } = await datosLegales(id, {}, practicas);
    expect(body.status).toBe(0);
    expect(body.datos.tutorAcademico).toEqual({ nombre: TUTORA.tutorAcademicoNombre, email: TUTORA.tutorAcademicoEmail });
  });

  it('la cláusula de un convenio que no existe es 45; la de un convenio en vigor decide las no remuneradas', async () => {
    const noExiste = await t.call(
      endpoints.clausulaCotizacionConvenio,
      { idConvenio: 999_999, universidadAsumeCotizacion: false },
      gestor,
    );
    expect(noExiste.body.status).toBe(45);
    // Levante's agreement awaits validation: once validated it is in force, and its clause (true by default) applies.
    const pendientes = (await t.call(endpoints.conveniosPendientes, {}, gestor)).body.datos;
    const convenio = pendientes.find((c) => c.empresa.cif === LEVANTE);
    expect(convenio).toBeDefined();
    const idConvenio = convenio?.idConvenio ?? 0;
    expect((await t.call(endpoints.validarConvenio, { id: idConvenio }, gestor)).body.status).toBe(0);
    expect((await deGestion(id)).body.datos.cotizacion).toMatchObject({
      obligado: 'universidad',
      regla: 'no_remunerada_convenio_universidad',
      universidadAsumeCotizacion: true,
    });
    const lector = await t.login('gestor', 'lectura.demo');
    expect(
      (await t.call(endpoints.clausulaCotizacionConvenio, { idConvenio, universidadAsumeCotizacion: false }, lector)).body.status,
    ).toBe(71);
    const clausula = await t.call(
      endpoints.clausulaCotizacionConvenio,
      { idConvenio, universidadAsumeCotizacion: false },
      gestor,
    );
    expect(clausula.body).toMatchObject({ status: 0, datos: { idConvenio, universidadAsumeCotizacion: false } });
    expect((await deEmpresa(id, levante)).body.datos.cotizacion).toMatchObject({
      obligado: 'empresa',
      regla: 'no_remunerada_empresa',
      universidadAsumeCotizacion: false,
    });
  });
});

interface PracticaDias {
  inicio: string;
  fin: string;
  alta: string;
  dias: number[];
  ausencias: string[];
}

/** Effective days of a month counted one calendar day at a time, independently of the module's arithmetic. */
function diasEsperados(p: PracticaDias, mes: string): number {
  let n = 0;
  const d = new Date(`${mes}-01T12:00:00Z`);
  while (d.toISOString().slice(0, 7) === mes) {
    const hoy = d.toISOString().slice(0, 10);
    const semana = d.getUTCDay() === 0 ? 7 : d.getUTCDay();
    if (hoy >= p.inicio && hoy >= p.alta && hoy <= p.fin && p.dias.includes(semana) && !p.ausencias.includes(hoy)) n++;
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return n;
}

describe('días efectivos del mes', () => {
  const csvDe = (mes: string, ccc: string, token = gestor) =>
    t.app.inject({
      method: 'GET',
      url: `/api/Gestion/diasEfectivosCsv?mes=${mes}&ccc=${encodeURIComponent(ccc)}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const practicas = {
    ana: {
      nombre: 'Ana Torres Vidal',
      dni: '23456781R',
      inicio: '2026-03-16',
      fin: '2026-05-29',
      alta: '2026-03-16',
      dias: [1, 2, 3, 4, 5],
      // A Wednesday: a schedule day, so it leaves the count.
      ausencias: ['2026-03-18'],
    },
    pablo: {
      nombre: 'Pablo Moreno Sáez',
      dni: '34567812P',
      inicio: '2026-01-12',
      fin: '2026-03-13',
      alta: '2026-01-12',
      dias: [1, 2, 3, 4],
      ausencias: [],
    },
    sara: {
      nombre: 'Sara Jiménez Ortega',
      dni: '45678123P',
      inicio: '2026-02-02',
      fin: '2026-06-30',
      alta: '2026-02-02',
      dias: [1, 3, 5],
      // A Tuesday, off her schedule: it changes nothing.
      ausencias: ['2026-03-17'],
    },
  } satisfies Record<string, PracticaDias & { nombre: string; dni: string }>;

  beforeAll(async () => {
    const alta = async (p: PracticaDias & { dni: string }, extra: Record<string, unknown>, idEmpresa: number) => {
      const id = await registrar({
        idAlumno: await idDe('alumnos', 'dni', p.dni),
        idEmpresa,
        estado: 'en_curso',
        fechaInicio: p.inicio,
        fechaFin: p.fin,
        ...extra,
      });
      return id;
    };
    const ana = await alta(practicas.ana, { numeroDiasSemana: 5 }, idLevante);
    const pablo = await alta(practicas.pablo, { numeroDiasSemana: 4 }, idLevante);
    const sara = await alta(practicas.sara, {}, idMeseta);
    const horario = await datosLegales(sara, { diasHorario: [5, 1, 3, 3] });
    if (horario.body.status !== 0) throw new Error(`datosLegalesPractica: ${horario.body.status} ${horario.body.mensaje}`);
    for (const [id, p] of [
      [ana, practicas.ana],
      [pablo, practicas.pablo],
      [sara, practicas.sara],
    ] as const) {
      const r = await altaGestion(id, '46 1111111 11', p.alta);
      if (r.body.status !== 0) throw new Error(`altaSeguridadSocialPractica: ${r.body.status} ${r.body.mensaje}`);
    }
    // Absences have no endpoint yet (the company's and staff's screens come later): recorded as they would be.
    await t.database.query(
      `INSERT INTO ausencias_practica (id_practica, fecha, registrada_por) VALUES ($1, '2026-03-18', 'gestor:1'), ($2, '2026-03-17', 'gestor:1')`,
      [ana, sara],
    );
    const tokenAna = await t.login('alumno', '23456781R');
    const nss = await t.call(endpoints.editDatosPractica, { iban: IBAN, nss: NSS_ANA }, tokenAna);
    if (nss.body.status !== 0) throw new Error(`editDatosPractica: ${nss.body.status} ${nss.body.mensaje}`);
  });

  it('el cálculo del test, día a día: 11, 8 y 13 días en marzo de 2026', () => {
    expect(Object.values(practicas).map((p) => diasEsperados(p, '2026-03'))).toEqual([11, 8, 13]);
  });

  it('el horario de Sara quedó en lunes, miércoles y viernes', async () => {
    const [fila] = await t.database.query<{ id: number }>(
      "SELECT p.id FROM practicas p JOIN alumnos a ON a.id = p.id_alumno WHERE a.dni = '45678123P' AND p.ccc = $1",
      [CCC_DIAS],
    );
    expect((await deGestion(fila?.id ?? 0)).body.datos.diasHorario).toEqual([1, 3, 5]);
  });

  it('CSV de un mes cerrado y un CCC: cabecera y una fila por estudiante con sus días efectivos', async () => {
    const r = await csvDe('2026-03', CCC_DIAS);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toContain(`dias-efectivos-${CCC_DIAS}-2026-03.csv`);
    const texto = r.rawPayload.toString('utf8');
    expect(texto.charCodeAt(0)).toBe(0xfeff);
    const [cabecera, ...filas] = parseCsv(texto.slice(1));
    expect(cabecera).toEqual([
      'CCC',
      'Mes',
      'NUSS',
      'DNI/NIE',
      'Estudiante',
      'Empresa',
      'Fecha de alta',
      'Fecha de baja',
      'Desde',
      'Hasta',
      'Días del horario (1 = lunes)',
      'Ausencias',
      'Días efectivos',
    ]);
    expect(filas).toHaveLength(3);
    const col = (nombre: string) => cabecera?.indexOf(nombre) ?? -1;
    const fila = (nombre: string) => filas.find((f) => f[col('Estudiante')] === nombre);
    for (const p of Object.values(practicas)) {
      const f = fila(p.nombre);
      expect(f, p.nombre).toBeDefined();
      expect(f?.[col('Días efectivos')], p.nombre).toBe(String(diasEsperados(p, '2026-03')));
      expect(f?.[col('CCC')]).toBe(CCC_DIAS);
      expect(f?.[col('Mes')]).toBe('2026-03');
      expect(f?.[col('DNI/NIE')]).toBe(p.dni);
      expect(f?.[col('Fecha de alta')]).toBe(ddmmyyyy(p.alta));
      expect(f?.[col('Fecha de baja')]).toBe('');
      expect(f?.[col('Días del horario (1 = lunes)')]).toBe(p.dias.join(' '));
    }
    expect(fila('Ana Torres Vidal')).toEqual(expect.arrayContaining([NSS_ANA, 'Levante Tech', '16/03/2026', '31/03/2026']));
    expect(fila('Ana Torres Vidal')?.[col('Ausencias')]).toBe('1');
    expect(fila('Pablo Moreno Sáez')?.[col('NUSS')]).toBe('');
    expect(fila('Pablo Moreno Sáez')?.slice(col('Desde'), col('Hasta') + 1)).toEqual(['01/03/2026', '13/03/2026']);
    expect(fila('Sara Jiménez Ortega')?.[col('Empresa')]).toBe('Meseta Industrial');
    expect(fila('Sara Jiménez Ortega')?.[col('Ausencias')]).toBe('0');
    expect(fila('Sara Jiménez Ortega')?.slice(col('Desde'), col('Hasta') + 1)).toEqual(['01/03/2026', '31/03/2026']);
  });

  it('el CCC con espacios vale; otro CCC no trae a estos estudiantes; un mes sin prácticas trae solo la cabecera', async () => {
    const conEspacios = await csvDe('2026-03', '46 1111111 11');
    expect(parseCsv(conEspacios.rawPayload.toString('utf8').slice(1))).toHaveLength(4);
    const otro = parseCsv((await csvDe('2026-03', '28123456789')).rawPayload.toString('utf8').slice(1));
    expect(otro).toHaveLength(1);
    const antes = parseCsv((await csvDe('2025-12', CCC_DIAS)).rawPayload.toString('utf8').slice(1));
    expect(antes).toHaveLength(1);
    // January: only Pablo's, from his start.
    const enero = parseCsv((await csvDe('2026-01', CCC_DIAS)).rawPayload.toString('utf8').slice(1));
    expect(enero).toHaveLength(2);
    expect(enero[1]?.at(-1)).toBe(String(diasEsperados(practicas.pablo, '2026-01')));
  });

  it('mesesDiasEfectivos: los meses cerrados por CCC, el más reciente primero, con prácticas y días', async () => {
    const { body } = await t.call(endpoints.mesesDiasEfectivos, {}, gestor);
    expect(body.status).toBe(0);
    const suma = (mes: string) => Object.values(practicas).reduce((s, p) => s + diasEsperados(p, mes), 0);
    expect(body.datos).toContainEqual(
      expect.objectContaining({ mes: '2026-03', ccc: CCC_DIAS, practicas: 3, diasEfectivos: suma('2026-03') }),
    );
    expect(suma('2026-03')).toBe(32);
    expect(body.datos).toContainEqual(
      expect.objectContaining({ mes: '2026-02', ccc: CCC_DIAS, practicas: 2, diasEfectivos: suma('2026-02') }),
    );
    expect(body.datos).toContainEqual(
      expect.objectContaining({ mes: '2026-01', ccc: CCC_DIAS, practicas: 1, diasEfectivos: suma('2026-01') }),
    );
    expect(body.datos).toContainEqual(
      expect.objectContaining({ mes: '2026-06', ccc: CCC_DIAS, practicas: 1, diasEfectivos: suma('2026-06') }),
    );
    const meses = body.datos.map((m) => m.mes);
    expect(meses).toEqual([...meses].sort().reverse());
    expect(meses).not.toContain(hoyMadrid().slice(0, 7));
    expect(body.datos.filter((m) => m.ccc === CCC_DIAS && m.mes === '2026-07')).toEqual([]);
  });

  it('el mes en curso aún no tiene fichero (48); un mes mal escrito es 15', async () => {
    const abierto = await csvDe(hoyMadrid().slice(0, 7), CCC_DIAS);
    expect(envelopeOf(abierto)).toMatchObject({
      status: 48,
      mensaje: 'Ese mes aún no ha terminado: el fichero se prepara el día 1 del mes siguiente.',
    });
    const mal = await csvDe('2026-13', CCC_DIAS);
    expect(envelopeOf(mal).status).toBe(15);
    expect(parseFieldErrors(envelopeOf(mal).datos).map((e) => e.campo)).toEqual(['mes']);
  });
});

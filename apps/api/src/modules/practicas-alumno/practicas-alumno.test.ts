import { SUBIDA_MAX_BYTES } from '@puente/contract/constants';
import { endpoints } from '@puente/contract/endpoints/all';
import { parseFieldErrors } from '@puente/contract/field-errors';
import { conControlNss } from '@puente/contract/validation/datos-bancarios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfSencillo } from '../../lib/pdf/pdf';
import { SAMPLES } from '../../lib/storage/sample-files';
import { createTestApp, type TestApp } from '../../test/test-app';

const LEVANTE = 'B12345674';
const MESETA = 'A58818501';
const IBAN = 'ES9121000418450200051332';
const NSS = conControlNss('2812345678');

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
/** A PDF of our own with this text, so each upload is different bytes. */
const pdf = async (texto: string) => pdfSencillo({ titulo: texto });

let t: TestApp;
let lucia: string;
let marcos: string;
let gestor: string;
let idLucia: number;
let idMarcos: number;
let luciaLevante: number;
let marcosLevante: number;
let luciaMeseta: number;
let matricula: number;
let memoria: number;
let proyecto: number;

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const campos = (datos: unknown) => parseFieldErrors(datos).map((e) => e.campo);
const requerido = async (nombre: string) =>
  (await t.database.query<{ id: number }>('SELECT id FROM documentos_requeridos_practica WHERE nombre = $1', [nombre]))[0]?.id ??
  0;
const practicas = async (token: string) => (await t.call(endpoints.damePracticasAlumno, {}, token)).body.datos;
const practica = async (token: string, id: number) => (await practicas(token)).find((p) => p.idPractica === id);
const fichero = (token: string, idPractica: number, idDocumentoRequerido: number, bytes: Uint8Array, extension = 'pdf') =>
  t.call(
    endpoints.addFicheroPractica,
    { idPractica, idDocumentoRequerido, ficheroB64ParaAltas: b64(bytes), extension_adjunto: extension },
    token,
  );
const otro = (token: string, idPractica: number, nombre: string, bytes: Uint8Array, extension = 'pdf') =>
  t.call(
    endpoints.addDocumentoPractica,
    { idPractica, nombre, ficheroB64ParaAltas: b64(bytes), extension_adjunto: extension },
    token,
  );
const datos = (token: string, d: Record<string, string>) => t.call(endpoints.editDatosPractica, d, token);
const cuentaArchivos = async () => (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM archivos'))[0]?.n;

beforeAll(async () => {
  t = await createTestApp();
  lucia = await t.login('alumno', '12345678Z');
  marcos = await t.login('alumno', '87654321X');
  gestor = await t.login('gestor', 'gestor.demo');
  const filas = await t.database.query<{ id: number; dni: string; cif: string; id_alumno: number }>(
    'SELECT p.id, a.dni, e.cif, a.id AS id_alumno FROM practicas p JOIN alumnos a ON a.id = p.id_alumno JOIN empresas e ON e.id = p.id_empresa',
  );
  const de = (dni: string, cif: string) => filas.find((p) => p.dni === dni && p.cif === cif);
  luciaLevante = de('12345678Z', LEVANTE)?.id ?? 0;
  luciaMeseta = de('12345678Z', MESETA)?.id ?? 0;
  marcosLevante = de('87654321X', LEVANTE)?.id ?? 0;
  idLucia = de('12345678Z', LEVANTE)?.id_alumno ?? 0;
  idMarcos = de('87654321X', LEVANTE)?.id_alumno ?? 0;
  matricula = await requerido('Certificado de matrícula');
  memoria = await requerido('Memoria final de prácticas');
  proyecto = await requerido('Proyecto formativo');
});
afterAll(() => t.close());

describe('damePracticasAlumno', () => {
  it('las prácticas de Lucía (la demo registrada por el servicio): empresa, oferta, programa, tutores, estado y sus documentos', async () => {
    const lista = await practicas(lucia);
    expect(lista.map((p) => p.idPractica)).toEqual([luciaLevante, luciaMeseta]);
    const levante = lista[0];
    expect(levante).toMatchObject({
      empresa: 'Levante Tech',
      programa: 'Programa Talento Digital 2026',
      tipo: 'curricular',
      estado: 'en_curso',
      etiquetaEstado: 'En curso',
      tutor: { nombre: 'Pablo Martí Soler' },
      tutorAcademico: { nombre: 'Isabel Moreno Gil' },
      horasDia: 5,
      numeroDiasSemana: 5,
      tiempoDedicacionJornada: 62.5,
      necesitaDatos: true,
      admiteDocumentos: false,
    });
    expect(levante?.oferta?.urlAcceso).toBeTruthy();
    // Only what the student gives: the company's documents are not in the student's list.
    expect(levante?.documentos.map((d) => [d.nombre, d.estado])).toEqual([
      ['Certificado de matrícula', 'aportado'],
      ['Memoria final de prácticas', 'pendiente'],
    ]);
    expect(levante?.documentos[0]?.entregado?.enlace).toMatch(/^\/api\/Alumno\/descargaDocumentoPracticaAlumno\/\d+$/);
    const meseta = lista[1];
    expect(meseta).toMatchObject({ empresa: 'Meseta Industrial', estado: 'finalizada', necesitaDatos: false, oferta: null });
    expect(meseta?.documentos.map((d) => d.nombre)).toEqual(['Certificado de matrícula']);
  });

  it('cada estudiante ve solo las suyas', async () => {
    const deMarcos = await practicas(marcos);
    expect(deMarcos.map((p) => p.idPractica)).toEqual([marcosLevante]);
    expect(deMarcos[0]).toMatchObject({ estado: 'propuesta', tipo: 'extracurricular', necesitaDatos: true });
    // Extracurricular: the curricular final report is not asked.
    expect(deMarcos[0]?.documentos.map((d) => d.nombre)).toEqual(['Certificado de matrícula']);
  });
});

describe('datos necesarios (518) antes de subir nada', () => {
  it('faltaDatosNecesariosPorPractica: 518 con IBAN y NSS pendientes', async () => {
    const { body } = await t.call(endpoints.faltaDatosNecesariosPorPractica, {}, lucia);
    expect(body).toMatchObject({ status: 518, datos: { necesarios: true, faltan: ['iban', 'nss'], ibanEnmascarado: null } });
  });

  it('mientras faltan, subir responde 518 con la práctica como estaba y no guarda nada', async () => {
    const antes = await cuentaArchivos();
    const a = await fichero(lucia, luciaLevante, memoria, await pdf('Memoria antes de tiempo'));
    expect(a.body.status).toBe(518);
    expect(a.body.datos).toMatchObject({ idPractica: luciaLevante, admiteDocumentos: false });
    expect((await otro(lucia, luciaMeseta, 'Otro', await pdf('Otro antes'))).body.status).toBe(518);
    expect(await cuentaArchivos()).toBe(antes);
  });

  it('70 IBAN mal formado, 73 control o país no válidos, 84 SWIFT, 83 NSS; nada guardado', async () => {
    expect((await datos(lucia, { iban: 'ES91 2100', nss: NSS })).body.status).toBe(70);
    expect((await datos(lucia, { iban: 'hola', nss: NSS })).body.status).toBe(70);
    expect((await datos(lucia, { iban: 'ES9121000418450200051333', nss: NSS })).body.status).toBe(73);
    expect((await datos(lucia, { iban: 'XX9121000418450200051332', nss: NSS })).body.status).toBe(73);
    // A foreign IBAN needs the SWIFT/BIC; one given is checked even with a Spanish IBAN.
    expect((await datos(lucia, { iban: 'DE89370400440532013000', nss: NSS })).body.status).toBe(84);
    expect((await datos(lucia, { iban: IBAN, nss: NSS, swift: 'CAIX' })).body.status).toBe(84);
    expect((await datos(lucia, { iban: IBAN, nss: '281234567800' })).body.status).toBe(83);
    expect((await datos(lucia, { iban: IBAN, nss: '12345' })).body.status).toBe(83);
    const vacio = await datos(lucia, { iban: '', nss: '' });
    expect(vacio.body.status).toBe(15);
    expect(campos(vacio.body.datos).sort()).toEqual(['iban', 'nss']);
    expect(await t.database.query('SELECT * FROM datos_practica_alumno')).toHaveLength(0);
  });

  it('guardados: 0, normalizados y enmascarados al leerlos; ya no falta nada; auditoría sin los valores', async () => {
    const { body } = await datos(lucia, {
      iban: 'es91 2100 0418 4502 0005 1332',
      nss: `${NSS.slice(0, 2)}/${NSS.slice(2, 10)}/${NSS.slice(10)}`,
    });
    expect(body).toMatchObject({
      status: 0,
      datos: {
        necesarios: true,
        faltan: [],
        ibanEnmascarado: 'ES91 **** **** **** **** 1332',
        nssEnmascarado: `**********${NSS.slice(10)}`,
      },
    });
    const [fila] = await t.database.query<{ iban: string; nss: string; swift: string | null }>(
      'SELECT iban, nss, swift FROM datos_practica_alumno WHERE id_alumno = $1',
      [idLucia],
    );
    // Stored encrypted (decision 051): the row holds neither number, and they decrypt to the normalised ones.
    expect(JSON.stringify(fila)).not.toMatch(/2100|0418|1332|2812345678/);
    expect(fila?.swift).toBeNull();
    expect(await t.services.cifrado.descifrar('datos_practica_alumno.iban', idLucia, fila?.iban ?? null)).toBe(IBAN);
    expect(await t.services.cifrado.descifrar('datos_practica_alumno.nss', idLucia, fila?.nss ?? null)).toBe(NSS);
    const auditoria = await t.database.query<{ detalle: unknown }>(
      "SELECT detalle FROM auditoria WHERE accion = 'practicas.datosBancarios.guardar'",
    );
    expect(JSON.stringify(auditoria)).not.toContain('2100');
    expect((await t.call(endpoints.faltaDatosNecesariosPorPractica, {}, lucia)).body.status).toBe(0);
    // Marcos has given nothing: still 518 for him.
    expect((await t.call(endpoints.faltaDatosNecesariosPorPractica, {}, marcos)).body.status).toBe(518);
  });

  it('un IBAN extranjero con su SWIFT', async () => {
    const { body } = await datos(marcos, { iban: 'DE89370400440532013000', nss: NSS, swift: 'deutdeff500' });
    expect(body).toMatchObject({ status: 0, datos: { faltan: [], swift: 'DEUTDEFF500' } });
  });
});

describe('addFicheroPractica', () => {
  it('513: la memoria pendiente queda aportada y se descarga; una nueva la sustituye', async () => {
    const { body } = await fichero(lucia, luciaLevante, memoria, await pdf('Memoria de Lucía'));
    expect(body.status).toBe(513);
    const doc = body.datos.documentos.find((d) => d.idDocumentoRequerido === memoria);
    expect(doc).toMatchObject({ estado: 'aportado', entregado: { nombre: 'Memoria final de prácticas.pdf' } });
    const descarga = await get(doc?.entregado?.enlace ?? '', lucia);
    expect(descarga.statusCode).toBe(200);
    expect(descarga.headers['content-type']).toMatch(/^application\/pdf/);
    const otraVez = await fichero(lucia, luciaLevante, memoria, await pdf('Memoria de Lucía, versión 2'));
    expect(otraVez.body.status).toBe(513);
    const filas = await t.database.query(
      'SELECT id FROM documentos_practica WHERE id_practica = $1 AND id_documento_requerido = $2',
      [luciaLevante, memoria],
    );
    expect(filas).toHaveLength(1);
    expect((await get(doc?.entregado?.enlace ?? '', lucia)).json()).toMatchObject({ status: 48 });
  });

  it('45 práctica de otro estudiante o que no existe; 48 documento de la empresa o de otro tipo de prácticas', async () => {
    const bytes = await pdf('Intento');
    expect((await fichero(lucia, marcosLevante, matricula, bytes)).body.status).toBe(45);
    expect((await fichero(lucia, 999_999, matricula, bytes)).body.status).toBe(45);
    expect((await fichero(lucia, luciaLevante, proyecto, bytes)).body.status).toBe(48);
    // Meseta's is extracurricular: the curricular final report is not one of its documents.
    expect((await fichero(lucia, luciaMeseta, memoria, bytes)).body.status).toBe(48);
    expect((await fichero(lucia, luciaLevante, 999_999, bytes)).body.status).toBe(48);
  });

  it('46 extensión o contenido; 413 más de 2 MB; 56 los mismos bytes otra vez', async () => {
    const antes = await cuentaArchivos();
    expect((await fichero(lucia, luciaLevante, matricula, SAMPLES.exe, 'exe')).body).toMatchObject({
      status: 46,
      mensaje: 'Este tipo de fichero no esta permitido',
    });
    expect((await fichero(lucia, luciaLevante, matricula, SAMPLES.exe, 'pdf')).body.status).toBe(46);
    const grande = new Uint8Array(SUBIDA_MAX_BYTES + 1);
    grande.set(SAMPLES.pdf);
    expect((await fichero(lucia, luciaLevante, matricula, grande)).http).toBe(413);
    expect(await cuentaArchivos()).toBe(antes);
    const bytes = await pdf('Matrícula duplicada');
    expect((await fichero(lucia, luciaLevante, matricula, bytes)).body.status).toBe(513);
    expect((await otro(lucia, luciaLevante, 'La misma', bytes)).body.status).toBe(56);
  });

  it('48 en unas prácticas anuladas', async () => {
    await t.database.query("UPDATE practicas SET estado = 'anulada' WHERE id = $1", [luciaMeseta]);
    expect((await fichero(lucia, luciaMeseta, matricula, await pdf('Anulada'))).body.status).toBe(48);
    expect((await practica(lucia, luciaMeseta))?.admiteDocumentos).toBe(false);
    await t.database.query("UPDATE practicas SET estado = 'finalizada' WHERE id = $1", [luciaMeseta]);
  });
});

describe('addDocumentoPractica y descargas', () => {
  it('513: otro documento con su nombre, el más reciente primero; solo su dueño lo descarga', async () => {
    const { body } = await otro(lucia, luciaMeseta, 'Certificado de la empresa', await pdf('Certificado'));
    expect(body.status).toBe(513);
    const [doc] = body.datos.otrosDocumentos;
    expect(doc?.nombre).toBe('Certificado de la empresa.pdf');
    expect((await get(doc?.enlace ?? '', lucia)).statusCode).toBe(200);
    expect((await get(doc?.enlace ?? '', marcos)).json()).toMatchObject({ status: 48 });
    expect((await otro(marcos, luciaMeseta, 'Ajeno', await pdf('Ajeno'))).body.status).toBe(45);
    const vacio = await otro(lucia, luciaMeseta, '', await pdf('Sin nombre'));
    expect(campos(vacio.body.datos)).toEqual(['nombre']);
  });

  it('lo que dio la empresa no se descarga por aquí (48)', async () => {
    const [dado] = await t.database.query<{ id: number }>(
      "SELECT id FROM documentos_practica WHERE id_practica = $1 AND aportado_por_tipo = 'empresa' LIMIT 1",
      [luciaLevante],
    );
    expect((await get(`/api/Alumno/descargaDocumentoPracticaAlumno/${dado?.id}`, lucia)).json()).toMatchObject({ status: 48 });
  });

  it('plantillas: la de un documento del estudiante sí; sin plantilla o de la empresa, 48', async () => {
    const nuevo = await t.call(
      endpoints.addDocumentoRequeridoPractica,
      {
        nombre: 'Declaración de ayudas',
        aportadoPor: 'alumno',
        ficheroB64ParaAltas: b64(await pdf('Plantilla')),
        extension_adjunto: 'pdf',
      },
      gestor,
    );
    expect(nuevo.body.status).toBe(0);
    const doc = (await practica(lucia, luciaLevante))?.documentos.find((d) => d.nombre === 'Declaración de ayudas');
    expect(doc).toMatchObject({ estado: 'pendiente' });
    expect((await get(doc?.enlacePlantilla ?? '', lucia)).statusCode).toBe(200);
    expect((await get(`/api/Alumno/descargaPlantillaPracticaAlumno/${matricula}`, lucia)).json()).toMatchObject({ status: 48 });
    const conPlantilla = await requerido('Proyecto formativo');
    expect((await get(`/api/Alumno/descargaPlantillaPracticaAlumno/${conPlantilla}`, lucia)).json()).toMatchObject({
      status: 48,
    });
  });
});

describe('gestión', () => {
  it('registrarPracticaAlumno: el estudiante la ve; 15 lo que no existe; 27 fechas invertidas', async () => {
    const [empresa] = await t.database.query<{ id: number }>('SELECT id FROM empresas WHERE cif = $1', [MESETA]);
    const [ofertaAjena] = await t.database.query<{ id: number }>(
      'SELECT o.id FROM ofertas o JOIN empresas e ON e.id = o.id_empresa WHERE e.cif = $1 LIMIT 1',
      [LEVANTE],
    );
    const base = {
      idAlumno: idMarcos,
      idEmpresa: empresa?.id ?? 0,
      tipo: 'curricular',
      estado: 'en_curso',
      fechaInicio: '2026-01-10',
      fechaFin: '2026-12-20',
      tutorNombre: 'Ana Ruiz Gil',
    };
    const { body } = await t.call(endpoints.registrarPracticaAlumno, base, gestor);
    expect(body.status).toBe(0);
    expect(await practica(marcos, body.datos.idPractica)).toMatchObject({
      empresa: 'Meseta Industrial',
      tutor: { nombre: 'Ana Ruiz Gil' },
    });
    expect(await practica(lucia, body.datos.idPractica)).toBeUndefined();
    expect(campos((await t.call(endpoints.registrarPracticaAlumno, { ...base, idAlumno: 999_999 }, gestor)).body.datos)).toEqual([
      'idAlumno',
    ]);
    expect(
      campos((await t.call(endpoints.registrarPracticaAlumno, { ...base, idOferta: ofertaAjena?.id }, gestor)).body.datos),
    ).toEqual(['idOferta']);
    expect((await t.call(endpoints.registrarPracticaAlumno, { ...base, fechaInicio: '2027-01-01' }, gestor)).body.status).toBe(
      27,
    );
  });

  it('practicasDeAlumno y datosPracticaAlumno (auditado); 45 estudiante que no existe', async () => {
    const lista = await t.call(endpoints.practicasDeAlumno, { id: idLucia }, gestor);
    expect(lista.body.datos.map((p) => p.idPractica)).toEqual([luciaLevante, luciaMeseta]);
    const antes = await t.database.query("SELECT id FROM auditoria WHERE accion = 'practicas.datosBancarios.lectura'");
    const { body } = await t.call(endpoints.datosPracticaAlumno, { id: idLucia }, gestor);
    expect(body).toMatchObject({ status: 0, datos: { idAlumno: idLucia, iban: IBAN, nss: NSS, swift: null } });
    const despues = await t.database.query("SELECT id FROM auditoria WHERE accion = 'practicas.datosBancarios.lectura'");
    expect(despues.length).toBe(antes.length + 1);
    expect((await t.call(endpoints.datosPracticaAlumno, { id: 999_999 }, gestor)).body.status).toBe(45);
    expect((await t.call(endpoints.practicasDeAlumno, { id: 999_999 }, gestor)).body.status).toBe(45);
  });
});

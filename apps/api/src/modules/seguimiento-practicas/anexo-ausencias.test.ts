import { endpoints } from '@puente/contract/endpoints/all';
import { parseFieldErrors } from '@puente/contract/field-errors';
import { MENSAJES_AUSENCIA } from '@puente/contract/seguimiento-practicas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoyMadrid } from '../../lib/fecha';
import { pdfSencillo } from '../../lib/pdf/pdf';
import { SAMPLES } from '../../lib/storage/sample-files';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * The signed per-student annex and the student's absences (issue 26,
 * decision 042), through the HTTP API: who may upload, read and remove them,
 * what a date must be, and what the legal record shows.
 */

let t: TestApp;
let levante: string;
let meseta: string;
let gestor: string;
let lucia: string;
let marcos: string;
let idLevante: number;

/** yyyy-mm-dd, `n` days from today on the portal's calendar. */
const dia = (n: number) => {
  const base = new Date(`${hoyMadrid()}T12:00:00Z`);
  base.setUTCDate(base.getUTCDate() + n);
  return base.toISOString().slice(0, 10);
};
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
const diaSemana = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();
/** The latest day before today that is a weekday (0 Sunday, 6 Saturday) among `dias`. */
const ultimo = (dias: number[], desde = -1) => {
  let n = desde;
  while (!dias.includes(diaSemana(dia(n)))) n -= 1;
  return dia(n);
};
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

const ausencia = (token: string, idPractica: number, fecha: string, motivo?: string) =>
  t.call(
    token === gestor ? endpoints.ausenciaPracticaGestion : endpoints.ausenciaPracticaEmpresa,
    { idPractica, fecha, ...(motivo ? { motivo } : {}) },
    token,
  );
const borrar = (token: string, idPractica: number, idAusencia: number) =>
  t.call(
    token === gestor ? endpoints.borrarAusenciaPracticaGestion : endpoints.borrarAusenciaPracticaEmpresa,
    { idPractica, idAusencia },
    token,
  );
const subir = (token: string, idPractica: number, fichero: Uint8Array, extension = 'pdf') =>
  t.call(
    token === gestor ? endpoints.anexoFirmadoPracticaGestion : endpoints.anexoFirmadoPracticaEmpresa,
    { idPractica, ficheroB64ParaAltas: b64(fichero), extension_adjunto: extension },
    token,
  );
const registrar = async (r: Record<string, unknown>) => {
  const { body } = await t.call(
    endpoints.registrarPracticaAlumno,
    { tipo: 'curricular', tutorNombre: 'Pablo Martí Soler', ...r },
    gestor,
  );
  if (body.status !== 0) throw new Error(`registrarPracticaAlumno: ${body.status} ${body.mensaje}`);
  return body.datos.idPractica;
};
const idDe = async (tabla: 'empresas' | 'alumnos', columna: 'cif' | 'dni', valor: string) =>
  (await t.database.query<{ id: number }>(`SELECT id FROM ${tabla} WHERE ${columna} = $1`, [valor]))[0]?.id ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  idLevante = await idDe('empresas', 'cif', 'B12345674');
  levante = await t.login('empresa', 'seleccion.demo');
  meseta = await t.login('empresa', 'rrhh.demo', await idDe('empresas', 'cif', 'A58818501'));
  gestor = await t.login('gestor', 'gestor.demo');
  lucia = await t.login('alumno', '12345678Z');
  marcos = await t.login('alumno', '87654321X');
});
afterAll(() => t.close());

describe('las ausencias del estudiante', () => {
  let id = 0;
  /** Monday to Wednesday: Thursday and Friday are not internship days. */
  const horario = [1, 2, 3];

  beforeAll(async () => {
    id = await registrar({
      idAlumno: await idDe('alumnos', 'dni', '87654321X'),
      idEmpresa: idLevante,
      estado: 'en_curso',
      fechaInicio: dia(-40),
      fechaFin: dia(40),
    });
    const legales = await t.call(
      endpoints.datosLegalesPractica,
      {
        idPractica: id,
        remunerada: false,
        movilidad: 'nacional',
        diasHorario: horario,
        tutorAcademicoNombre: 'Carmen Vidal Soler',
        tutorAcademicoEmail: 'carmen.vidal@universidad.example',
      },
      gestor,
    );
    expect(legales.body.status).toBe(0);
  });

  it('en curso, la empresa y la universidad pueden registrarlas; el estudiante solo las lee', async () => {
    expect((await t.call(endpoints.seguimientoPracticaEmpresa, { id }, levante)).body.datos).toMatchObject({
      ausencias: [],
      puedeRegistrarAusencias: true,
    });
    expect((await t.call(endpoints.seguimientoPracticaGestion, { id }, gestor)).body.datos.puedeRegistrarAusencias).toBe(true);
    expect((await t.call(endpoints.seguimientoPracticaAlumno, { id }, marcos)).body.datos.puedeRegistrarAusencias).toBe(false);
  });

  it('la empresa registra un día del horario ya pasado, con su motivo: aparece en el expediente', async () => {
    const fecha = ultimo(horario);
    const { body } = await ausencia(levante, id, fecha, 'Enfermedad');
    expect(body.status).toBe(0);
    expect(body.datos.ausencias).toEqual([
      { idAusencia: expect.any(Number), fecha: ddmmyyyy(fecha), motivo: 'Enfermedad', registradaPor: 'Levante Tech' },
    ]);
    const [fila] = await t.database.query<{ registrada_por: string }>(
      'SELECT registrada_por FROM ausencias_practica WHERE id_practica = $1',
      [id],
    );
    expect(fila?.registrada_por).toMatch(/^empresa:\d+ \(contacto \d+\)$/);
    const leida = (await t.call(endpoints.seguimientoPracticaAlumno, { id }, marcos)).body.datos;
    expect(leida.ausencias.map((a) => a.fecha)).toEqual([ddmmyyyy(fecha)]);
  });

  it('el mismo día otra vez es 48 y no se duplica', async () => {
    const { body } = await ausencia(levante, id, ultimo(horario));
    expect(body.status).toBe(48);
    expect(body.mensaje).toBe('Esa ausencia ya está registrada.');
    expect(await t.database.query('SELECT 1 FROM ausencias_practica WHERE id_practica = $1', [id])).toHaveLength(1);
  });

  it('15 en el campo fecha: fuera de las prácticas, futura o fuera del horario; nada se guarda', async () => {
    const casos: [string, string][] = [
      [dia(-41), MENSAJES_AUSENCIA.fueraDePracticas],
      [ultimo(horario, 10), MENSAJES_AUSENCIA.futura],
      [ultimo([4, 5]), MENSAJES_AUSENCIA.fueraDeHorario],
    ];
    for (const [fecha, mensaje] of casos) {
      const { body } = await ausencia(levante, id, fecha);
      expect(body.status, fecha).toBe(15);
      expect(parseFieldErrors(body.datos)).toEqual([{ campo: 'fecha', mensaje }]);
    }
    expect(await t.database.query('SELECT 1 FROM ausencias_practica WHERE id_practica = $1', [id])).toHaveLength(1);
  });

  it('otra empresa no llega a estas prácticas (45); una fecha mal escrita es 15', async () => {
    expect((await ausencia(meseta, id, ultimo(horario, -8))).body.status).toBe(45);
    expect((await t.call(endpoints.ausenciaPracticaEmpresa, { idPractica: id, fecha: '31/02/2026' }, levante)).body.status).toBe(
      15,
    );
  });

  it('la universidad registra otra: consta como de la universidad, en orden de fecha', async () => {
    const anterior = ultimo(horario, -8);
    const { body } = await ausencia(gestor, id, anterior);
    expect(body.status).toBe(0);
    expect(body.datos.ausencias.map((a) => [a.fecha, a.registradaPor])).toEqual([
      [ddmmyyyy(anterior), 'la universidad'],
      [ddmmyyyy(ultimo(horario)), 'Levante Tech'],
    ]);
  });

  it('solo lectura no las registra (71)', async () => {
    const lector = await t.login('gestor', 'lectura.demo');
    expect(
      (await t.call(endpoints.ausenciaPracticaGestion, { idPractica: id, fecha: ultimo(horario, -15) }, lector)).body.status,
    ).toBe(71);
  });

  it('quitar: una ausencia de otras prácticas es 45; la propia desaparece', async () => {
    const antes = (await t.call(endpoints.seguimientoPracticaEmpresa, { id }, levante)).body.datos.ausencias;
    const [primera, segunda] = antes;
    if (!primera || !segunda) throw new Error('faltan ausencias');
    const otra = await registrar({
      idAlumno: await idDe('alumnos', 'dni', '12345678Z'),
      idEmpresa: idLevante,
      estado: 'en_curso',
      fechaInicio: dia(-40),
      fechaFin: dia(40),
    });
    expect((await borrar(levante, otra, primera.idAusencia)).body.status).toBe(45);
    expect((await borrar(meseta, id, primera.idAusencia)).body.status).toBe(45);
    const { body } = await borrar(levante, id, primera.idAusencia);
    expect(body.status).toBe(0);
    expect(body.datos.ausencias).toEqual([segunda]);
    const auditoria = await t.database.query<{ accion: string }>(
      "SELECT accion FROM auditoria WHERE entidad = 'practicas' AND entidad_id = $1 AND accion LIKE 'practica.ausencia%' ORDER BY id",
      [String(id)],
    );
    expect(auditoria.map((a) => a.accion)).toEqual(['practica.ausencia', 'practica.ausencia', 'practica.ausenciaBorrada']);
  });

  it('prácticas aún no empezadas no admiten ausencias (48)', async () => {
    const futura = await registrar({
      idAlumno: await idDe('alumnos', 'dni', '12345678Z'),
      idEmpresa: idLevante,
      estado: 'aceptada',
      fechaInicio: dia(10),
      fechaFin: dia(90),
    });
    expect((await t.call(endpoints.seguimientoPracticaEmpresa, { id: futura }, levante)).body.datos.puedeRegistrarAusencias).toBe(
      false,
    );
    const { body } = await ausencia(levante, futura, dia(-1));
    expect(body.status).toBe(48);
  });
});

describe('el anexo firmado', () => {
  let id = 0;
  let copia: Uint8Array;

  beforeAll(async () => {
    id = await registrar({
      idAlumno: await idDe('alumnos', 'dni', '12345678Z'),
      idEmpresa: idLevante,
      estado: 'aceptada',
      fechaInicio: dia(15),
      fechaFin: dia(100),
    });
    copia = await pdfSencillo({ titulo: 'Anexo firmado por las tres partes' });
  });

  it('sin subir: el expediente no lo tiene y descargarlo es 48', async () => {
    const { body } = await t.call(endpoints.seguimientoPracticaEmpresa, { id }, levante);
    expect(body.datos).toMatchObject({ anexoFirmado: null, puedeSubirAnexo: true });
    expect((await t.call(endpoints.seguimientoPracticaAlumno, { id }, lucia)).body.datos.puedeSubirAnexo).toBe(false);
    expect((await get(`/api/Empresa/descargaAnexoFirmado/${id}`, levante)).json()).toMatchObject({ status: 48 });
  });

  it('solo PDF por su contenido: un docx es 46, un docx llamado pdf también; nada se guarda', async () => {
    expect((await subir(levante, id, SAMPLES.docx, 'docx')).body.status).toBe(46);
    expect((await subir(levante, id, SAMPLES.docx, 'pdf')).body.status).toBe(46);
    expect(await t.database.query("SELECT 1 FROM archivos WHERE uso = 'anexo-practica'")).toHaveLength(0);
  });

  it('la empresa lo sube: consta con su fecha y quién; ella, el estudiante y la universidad lo descargan tal cual', async () => {
    const { body } = await subir(levante, id, copia, 'PDF');
    expect(body.status).toBe(0);
    expect(body.datos.anexoFirmado).toEqual({ fecha: ddmmyyyy(hoyMadrid()), registradaPor: 'Levante Tech' });
    for (const [url, token] of [
      [`/api/Empresa/descargaAnexoFirmado/${id}`, levante],
      [`/api/Alumno/descargaAnexoFirmado/${id}`, lucia],
      [`/api/Gestion/descargaAnexoFirmado/${id}`, gestor],
    ] as const) {
      const r = await get(url, token);
      expect(r.headers['content-type'], url).toContain('application/pdf');
      expect(Buffer.compare(r.rawPayload, Buffer.from(copia)), url).toBe(0);
    }
  });

  it('otra empresa y otro estudiante no llegan a él (45)', async () => {
    expect((await get(`/api/Empresa/descargaAnexoFirmado/${id}`, meseta)).json()).toMatchObject({ status: 45 });
    expect((await get(`/api/Alumno/descargaAnexoFirmado/${id}`, marcos)).json()).toMatchObject({ status: 45 });
    expect((await subir(meseta, id, copia)).body.status).toBe(45);
  });

  it('la universidad sube otra copia: sustituye a la anterior, que se borra', async () => {
    const [antes] = await t.database.query<{ id: string }>('SELECT id_archivo_anexo_firmado AS id FROM practicas WHERE id = $1', [
      id,
    ]);
    const nueva = await pdfSencillo({ titulo: 'Anexo firmado, copia corregida' });
    const { body } = await subir(gestor, id, nueva);
    expect(body.status).toBe(0);
    expect(body.datos.anexoFirmado?.registradaPor).toBe('la universidad');
    expect(await t.database.query('SELECT 1 FROM archivos WHERE id = $1', [antes?.id])).toHaveLength(0);
    const r = await get(`/api/Empresa/descargaAnexoFirmado/${id}`, levante);
    expect(Buffer.compare(r.rawPayload, Buffer.from(nueva))).toBe(0);
  });

  it('anuladas, las prácticas ya no lo admiten (48)', async () => {
    await t.database.query("UPDATE practicas SET estado = 'anulada' WHERE id = $1", [id]);
    expect((await t.call(endpoints.seguimientoPracticaEmpresa, { id }, levante)).body.datos.puedeSubirAnexo).toBe(false);
    expect((await subir(levante, id, copia)).body.status).toBe(48);
  });
});

import { SUBIDA_MAX_BYTES } from '@puente/contract/constants';
import { endpoints } from '@puente/contract/endpoints/all';
import { parseFieldErrors } from '@puente/contract/field-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfSencillo } from '../../lib/pdf/pdf';
import { SAMPLES } from '../../lib/storage/sample-files';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pdfATexto } from '../cv-archivos/test-fixtures';

const LEVANTE = 'B12345674';
const MESETA = 'A58818501';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
/** A PDF of our own with this text, so each upload is different bytes. */
const pdf = async (texto: string) => pdfSencillo({ titulo: texto });

let t: TestApp;
let levante: string;
let rrhhLevante: string;
let meseta: string;
let gestor: string;
let lucia: string;
/** The demo internships: Lucía at Levante (Talento Digital, curricular, under way), Marcos at Levante, Lucía at Meseta (finished). */
let luciaLevante: number;
let marcosLevante: number;
let luciaMeseta: number;
let idTalento: number;

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const campos = (datos: unknown) => parseFieldErrors(datos).map((e) => e.campo);
const requeridoPorNombre = async (nombre: string) =>
  (
    await t.database.query<{ id: number }>(
      'SELECT id FROM documentos_requeridos_practica WHERE nombre = $1 ORDER BY id LIMIT 1',
      [nombre],
    )
  )[0]?.id ?? 0;
const documentosDe = async (token: string, idPractica: number) =>
  (await t.call(endpoints.dameDocumentosPracticas, {}, token)).body.datos.find((p) => p.idPractica === idPractica);
const entregar = (token: string, idPractica: number, idDocumentoRequerido: number, fichero: Uint8Array, extension = 'pdf') =>
  t.call(
    endpoints.addDocumentoPracticaEmpresa,
    { idPractica, idDocumentoRequerido, ficheroB64ParaAltas: b64(fichero), extension_adjunto: extension },
    token,
  );
const aportar = (token: string, nombre: string, fichero: Uint8Array, extension = 'pdf') =>
  t.call(endpoints.adddoc, { nombre, ficheroB64ParaAltas: b64(fichero), extension_adjunto: extension }, token);

beforeAll(async () => {
  t = await createTestApp();
  const empresas = await t.database.query<{ id: number; cif: string }>('SELECT id, cif FROM empresas WHERE cif = ANY($1)', [
    [LEVANTE, MESETA],
  ]);
  const idLevante = empresas.find((e) => e.cif === LEVANTE)?.id ?? 0;
  const idMeseta = empresas.find((e) => e.cif === MESETA)?.id ?? 0;
  levante = await t.login('empresa', 'seleccion.demo');
  rrhhLevante = await t.login('empresa', 'rrhh.demo', idLevante);
  meseta = await t.login('empresa', 'rrhh.demo', idMeseta);
  gestor = await t.login('gestor', 'gestor.demo');
  lucia = await t.login('alumno', '12345678Z');
  const practicas = await t.database.query<{ id: number; dni: string; cif: string }>(
    'SELECT p.id, a.dni, e.cif FROM practicas p JOIN alumnos a ON a.id = p.id_alumno JOIN empresas e ON e.id = p.id_empresa',
  );
  const de = (dni: string, cif: string) => practicas.find((p) => p.dni === dni && p.cif === cif)?.id ?? 0;
  luciaLevante = de('12345678Z', LEVANTE);
  marcosLevante = de('87654321X', LEVANTE);
  luciaMeseta = de('12345678Z', MESETA);
  idTalento =
    (await t.database.query<{ id: number }>("SELECT id FROM programas WHERE url_acceso = 'talento-digital-2026'"))[0]?.id ?? 0;
});
afterAll(() => t.close());

describe('datos demo', () => {
  it('Levante: las prácticas de Lucía (programa) y Marcos; Meseta: las de Lucía, terminada, con toda la documentación', async () => {
    expect([luciaLevante, marcosLevante, luciaMeseta].every((id) => id > 0)).toBe(true);
    const lev = await t.call(endpoints.damePracticasConDocumentacion, {}, levante);
    expect(lev.body.status).toBe(0);
    expect(lev.body.datos.map((p) => p.idPractica).sort()).toEqual([luciaLevante, marcosLevante].sort());
    const deLucia = lev.body.datos.find((p) => p.idPractica === luciaLevante);
    expect(deLucia).toMatchObject({
      alumno: 'Lucía García Fernández',
      programa: 'Programa Talento Digital 2026',
      tipo: 'curricular',
      estado: 'en_curso',
      etiquetaEstado: 'En curso',
      completa: false,
    });
    // General (proyecto, alta SS, informe, matrícula), curricular (memoria) and the programme's (declaración): 6; given 3.
    expect(deLucia).toMatchObject({ requeridos: 6, aportados: 3, pendientesEmpresa: 2 });
    const deMarcos = lev.body.datos.find((p) => p.idPractica === marcosLevante);
    expect(deMarcos).toMatchObject({ alumno: 'Marcos Ruiz Delgado', estado: 'propuesta', requeridos: 4, aportados: 0 });
    const mes = await t.call(endpoints.damePracticasConDocumentacion, {}, meseta);
    expect(mes.body.datos).toEqual([
      expect.objectContaining({ idPractica: luciaMeseta, estado: 'finalizada', requeridos: 4, aportados: 4, completa: true }),
    ]);
    const docs = await t.call(endpoints.documentosAportados, {}, levante);
    expect(docs.body.datos.map((d) => d.nombre)).toEqual(['Póliza de responsabilidad civil 2026.pdf']);
    expect((await t.call(endpoints.dameAnexosPracticas, {}, levante)).body.datos).toHaveLength(1);
    expect(
      (await t.call(endpoints.dameNotasInformativasPracticasCurricularExtraordinaria, {}, levante)).body.datos.map((n) => n.tipo),
    ).toEqual(['curricular', 'extracurricular']);
  });

  it('las listas nunca dicen el DNI ni los datos de contacto del estudiante', async () => {
    for (const endpoint of [
      endpoints.damePracticas,
      endpoints.dameDocumentosPracticas,
      endpoints.damePracticasConDocumentacion,
    ]) {
      const texto = JSON.stringify((await t.call(endpoint, {}, levante)).body.datos);
      expect(texto).not.toContain('12345678Z');
      expect(texto).not.toContain('87654321X');
      expect(texto).not.toContain('lucia.garcia@');
      expect(texto).not.toContain('612345678');
    }
  });
});

describe('documentos de la empresa: documentosAportados, adddoc, deldoc', () => {
  it('adddoc: 513 con el documento, que se lista el primero, se descarga tal cual y queda auditado', async () => {
    const fichero = await pdf('Certificado de la Seguridad Social de Levante');
    const { body } = await aportar(levante, 'Certificado TGSS', fichero);
    expect(body.status).toBe(513);
    expect(body.datos).toMatchObject({ nombre: 'Certificado TGSS.pdf', extension: 'pdf', aportadoPor: 'Javier Sánchez Gil' });
    expect(body.datos.tamano).toBe(fichero.byteLength);
    expect(body.datos.fecha).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(body.datos.enlace).toBe(`/api/Empresa/descargaDocumentoEmpresa/${body.datos.id}`);
    const lista = await t.call(endpoints.documentosAportados, {}, rrhhLevante);
    expect(lista.body.datos[0]?.id).toBe(body.datos.id);
    const descarga = await get(body.datos.enlace, levante);
    expect(descarga.statusCode).toBe(200);
    expect(descarga.headers['content-type']).toMatch(/^application\/pdf/);
    expect(descarga.headers['content-disposition']).toMatch(/Certificado TGSS\.pdf|Certificado%20TGSS\.pdf/);
    expect(Buffer.compare(descarga.rawPayload, Buffer.from(fichero))).toBe(0);
    const audit = await t.database.query<{ actor_tipo: string }>(
      "SELECT actor_tipo FROM auditoria WHERE accion = 'practicas.documentoEmpresa.alta' AND entidad_id = $1",
      [String(body.datos.id)],
    );
    expect(audit).toEqual([{ actor_tipo: 'empresa' }]);
  });

  it('la lista de §5 por extensión y por contenido: docx, png, csv sí; 46 para un contenido que no coincide con su extensión', async () => {
    for (const [fichero, extension] of [
      [SAMPLES.docx, 'docx'],
      [SAMPLES.png, 'png'],
      [SAMPLES.csv, 'csv'],
    ] as const) {
      expect((await aportar(levante, `Ejemplo ${extension}`, fichero, extension)).body.status, extension).toBe(513);
    }
    const antes = (await t.call(endpoints.documentosAportados, {}, levante)).body.datos.length;
    for (const [fichero, extension] of [
      [SAMPLES.png, 'pdf'],
      [SAMPLES.exe, 'pdf'],
      [SAMPLES.pdf, 'docx'],
      [SAMPLES.exe, 'exe'],
      [SAMPLES.docx, 'xlsx'],
      [SAMPLES.pdf, 'html'],
    ] as const) {
      const { http, body } = await aportar(levante, 'Mal', fichero, extension);
      expect(http, extension).toBe(200);
      expect(body, extension).toMatchObject({ status: 46, mensaje: 'Este tipo de fichero no esta permitido' });
    }
    const grande = new Uint8Array(SUBIDA_MAX_BYTES + 1);
    grande.set(SAMPLES.pdf);
    const { http, body } = await aportar(levante, 'Grande', grande);
    expect(http).toBe(413);
    expect(body.mensaje).toMatch(/2 MB/);
    expect((await t.call(endpoints.documentosAportados, {}, levante)).body.datos).toHaveLength(antes);
  });

  it('56 para los mismos bytes dos veces en la empresa (con otro nombre); otra empresa sí puede aportarlos', async () => {
    const fichero = await pdf('Escritura de constitución');
    expect((await aportar(levante, 'Escritura', fichero)).body.status).toBe(513);
    const antes = await t.database.query('SELECT id FROM archivos');
    const repetido = await aportar(rrhhLevante, 'Escritura (copia)', fichero);
    expect(repetido.body.status).toBe(56);
    // The file stored before the check rolled back with the refusal.
    expect(await t.database.query('SELECT id FROM archivos')).toHaveLength(antes.length);
    expect((await aportar(meseta, 'Escritura', fichero)).body.status).toBe(513);
  });

  it('15: nombre vacío o demasiado largo, sin fichero, base64 ilegible', async () => {
    const fichero = b64(await pdf('x'));
    const casos: [Record<string, unknown>, string[]][] = [
      [{ nombre: '', ficheroB64ParaAltas: fichero, extension_adjunto: 'pdf' }, ['nombre']],
      [{ nombre: 'x'.repeat(151), ficheroB64ParaAltas: fichero, extension_adjunto: 'pdf' }, ['nombre']],
      [{ nombre: 'Doc', ficheroB64ParaAltas: '', extension_adjunto: 'pdf' }, ['ficheroB64ParaAltas']],
      [{ nombre: 'Doc', ficheroB64ParaAltas: '%%%', extension_adjunto: '' }, ['ficheroB64ParaAltas', 'extension_adjunto']],
    ];
    for (const [entrada, esperados] of casos) {
      const { http, body } = await t.call(endpoints.adddoc, entrada, levante);
      expect(http).toBe(400);
      expect(campos(body.datos).sort(), JSON.stringify(entrada).slice(0, 80)).toEqual(esperados.sort());
    }
  });

  it('deldoc: responde los que quedan, borra el fichero y se audita; otra vez, 48', async () => {
    const { body } = await aportar(levante, 'Para borrar', await pdf('borrar'));
    const idArchivo = (
      await t.database.query<{ id_archivo: string }>('SELECT id_archivo FROM documentos_empresa WHERE id = $1', [body.datos.id])
    )[0]?.id_archivo;
    const borrado = await t.call(endpoints.deldoc, { id: body.datos.id }, levante);
    expect(borrado.body.status).toBe(0);
    expect(borrado.body.datos.map((d) => d.id)).not.toContain(body.datos.id);
    expect(await t.database.query('SELECT 1 FROM archivos WHERE id = $1', [idArchivo])).toHaveLength(0);
    expect(
      await t.database.query("SELECT 1 FROM auditoria WHERE accion = 'practicas.documentoEmpresa.baja' AND entidad_id = $1", [
        String(body.datos.id),
      ]),
    ).toHaveLength(1);
    expect((await t.call(endpoints.deldoc, { id: body.datos.id }, levante)).body.status).toBe(48);
    expect((await get(body.datos.enlace, levante)).json()).toMatchObject({ status: 48 });
  });
});

describe('documentos de las prácticas', () => {
  it('dameDocumentosPracticas: los que pide cada práctica según su programa y tipo, con los entregados', async () => {
    const p = await documentosDe(levante, luciaLevante);
    expect(p?.documentos.map((d) => [d.nombre, d.aportadoPor, d.entregado?.aportadoPor ?? null])).toEqual([
      ['Proyecto formativo', 'empresa', 'empresa'],
      ['Alta del estudiante en la Seguridad Social', 'empresa', 'empresa'],
      ['Informe final del tutor de la empresa', 'empresa', null],
      ['Certificado de matrícula', 'alumno', 'alumno'],
      ['Memoria final de prácticas', 'alumno', null],
      ['Declaración responsable de ayudas Next Generation EU', 'empresa', null],
    ]);
    const proyecto = p?.documentos[0];
    expect(proyecto?.enlacePlantilla).toBe(`/api/Empresa/descargaPlantillaDocumentoPractica/${proyecto?.idDocumentoRequerido}`);
    expect(proyecto?.entregado?.enlace).toMatch(/^\/api\/Empresa\/descargaDocumentoPractica\/\d+$/);
    // The student's own document shows as given, without a link for the company.
    expect(p?.documentos[3]?.entregado).toMatchObject({ aportadoPor: 'alumno', enlace: null });
    // Marcos's proposal is extracurricular without a programme: the general documents only.
    expect((await documentosDe(levante, marcosLevante))?.documentos.map((d) => d.nombre)).toEqual([
      'Proyecto formativo',
      'Alta del estudiante en la Seguridad Social',
      'Informe final del tutor de la empresa',
      'Certificado de matrícula',
    ]);
  });

  it('dameDocumentosPracticasPorPrograma: los generales y los del programa de la empresa', async () => {
    const { body } = await t.call(endpoints.dameDocumentosPracticasPorPrograma, {}, levante);
    expect(body.status).toBe(0);
    expect(body.datos[0]).toMatchObject({ idPrograma: null, programa: null });
    expect(body.datos[0]?.documentos.map((d) => d.nombre)).toContain('Proyecto formativo');
    const talento = body.datos.find((g) => g.idPrograma === idTalento);
    expect(talento?.programa).toBe('Programa Talento Digital 2026');
    expect(talento?.documentos.map((d) => d.nombre)).toEqual(['Declaración responsable de ayudas Next Generation EU']);
    // Meseta's internship has no programme: its groups are the general one and the programmes it has joined, nothing of Levante's.
    const adheridos = await t.database.query<{ id: number }>(
      `SELECT p.id FROM programa_empresas pe JOIN programas p ON p.id = pe.id_programa JOIN empresas e ON e.id = pe.id_empresa
       WHERE e.cif = $1 AND pe.estado = 'adherida' ORDER BY p.titulo`,
      [MESETA],
    );
    const mes = await t.call(endpoints.dameDocumentosPracticasPorPrograma, {}, meseta);
    expect(mes.body.datos.map((g) => g.idPrograma)).toEqual([null, ...adheridos.map((a) => a.id)]);
  });

  it('addDocumentoPracticaEmpresa: 513 con los documentos de la práctica; uno nuevo sustituye al anterior y su fichero se borra', async () => {
    const informe = await requeridoPorNombre('Informe final del tutor de la empresa');
    const primero = await pdf('Informe final, primera versión');
    const { body } = await entregar(levante, luciaLevante, informe, primero);
    expect(body.status).toBe(513);
    const doc = body.datos.documentos.find((d) => d.idDocumentoRequerido === informe);
    expect(doc?.entregado).toMatchObject({ nombre: 'Informe final del tutor de la empresa.pdf', aportadoPor: 'empresa' });
    const descarga = await get(doc?.entregado?.enlace ?? '', rrhhLevante);
    expect(Buffer.compare(descarga.rawPayload, Buffer.from(primero))).toBe(0);
    const archivoAntes = (
      await t.database.query<{ id_archivo: string }>('SELECT id_archivo FROM documentos_practica WHERE id = $1', [
        doc?.entregado?.id,
      ])
    )[0]?.id_archivo;
    const segunda = await t.call(
      endpoints.addDocumentoPracticaEmpresa,
      {
        idPractica: luciaLevante,
        idDocumentoRequerido: informe,
        nombre: 'Informe corregido',
        ficheroB64ParaAltas: b64(SAMPLES.docx),
        extension_adjunto: 'docx',
      },
      levante,
    );
    expect(segunda.body.status).toBe(513);
    const nuevo = segunda.body.datos.documentos.find((d) => d.idDocumentoRequerido === informe)?.entregado;
    expect(nuevo?.nombre).toBe('Informe corregido.docx');
    expect(await t.database.query('SELECT 1 FROM archivos WHERE id = $1', [archivoAntes])).toHaveLength(0);
    expect(
      await t.database.query('SELECT 1 FROM documentos_practica WHERE id_practica = $1 AND id_documento_requerido = $2', [
        luciaLevante,
        informe,
      ]),
    ).toHaveLength(1);
    const audit = await t.database.query("SELECT 1 FROM auditoria WHERE accion = 'practicas.documentoPractica.alta'");
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('56: los mismos bytes que otro documento de la práctica; 46 por contenido; 413', async () => {
    const declaracion = await requeridoPorNombre('Declaración responsable de ayudas Next Generation EU');
    const proyectoEntregado = (await documentosDe(levante, luciaLevante))?.documentos[0]?.entregado;
    const bytesProyecto = (await get(proyectoEntregado?.enlace ?? '', levante)).rawPayload;
    expect((await entregar(levante, luciaLevante, declaracion, bytesProyecto)).body.status).toBe(56);
    expect((await entregar(levante, luciaLevante, declaracion, SAMPLES.exe, 'pdf')).body.status).toBe(46);
    expect((await entregar(levante, luciaLevante, declaracion, SAMPLES.pdf, 'exe')).body.status).toBe(46);
    const grande = new Uint8Array(SUBIDA_MAX_BYTES + 1);
    grande.set(SAMPLES.pdf);
    expect((await entregar(levante, luciaLevante, declaracion, grande)).http).toBe(413);
    expect(
      (await documentosDe(levante, luciaLevante))?.documentos.find((d) => d.idDocumentoRequerido === declaracion)?.entregado,
    ).toBeNull();
  });

  it('48: un documento que entrega el estudiante, uno que la práctica no pide, una práctica anulada', async () => {
    const matricula = await requeridoPorNombre('Certificado de matrícula');
    const alumno = await entregar(levante, marcosLevante, matricula, await pdf('matrícula de Marcos'));
    expect(alumno.body).toMatchObject({ status: 48, mensaje: 'Ese documento lo entrega el estudiante.' });
    // The programme's document is not one Marcos's internship (no programme) needs.
    const declaracion = await requeridoPorNombre('Declaración responsable de ayudas Next Generation EU');
    expect((await entregar(levante, marcosLevante, declaracion, await pdf('declaración'))).body).toMatchObject({
      status: 48,
      mensaje: 'Estas prácticas no piden ese documento.',
    });
    expect((await entregar(levante, marcosLevante, 2147483647, await pdf('nada'))).body.status).toBe(48);
    const [otra] = await t.database.query<{ id: number }>(
      `INSERT INTO practicas (id_alumno, id_empresa, tipo, estado, fecha_inicio, fecha_fin)
       SELECT id_alumno, id_empresa, 'extracurricular', 'anulada', current_date, current_date + 30 FROM practicas WHERE id = $1
       RETURNING id`,
      [marcosLevante],
    );
    const proyecto = await requeridoPorNombre('Proyecto formativo');
    expect((await entregar(levante, otra?.id ?? 0, proyecto, await pdf('anulada'))).body.status).toBe(48);
    // And a cancelled internship is not listed with paperwork.
    expect((await t.call(endpoints.dameDocumentosPracticas, {}, levante)).body.datos.map((p) => p.idPractica)).not.toContain(
      otra?.id,
    );
  });

  it('descargaDocumentoPractica: nunca el documento propio del estudiante (48)', async () => {
    const matricula = (await documentosDe(levante, luciaLevante))?.documentos.find((d) => d.aportadoPor === 'alumno')?.entregado;
    expect(matricula?.enlace).toBeNull();
    const r = await get(`/api/Empresa/descargaDocumentoPractica/${matricula?.id}`, levante);
    expect(r.json()).toMatchObject({ status: 48 });
  });

  it('descargaPlantillaDocumentoPractica: la plantilla en PDF; 48 sin plantilla o inexistente', async () => {
    const proyecto = (await documentosDe(levante, luciaLevante))?.documentos[0];
    const r = await get(proyecto?.enlacePlantilla ?? '', meseta);
    expect(r.statusCode).toBe(200);
    expect(pdfATexto(r.rawPayload)).toContain('Plantilla: Proyecto formativo');
    const sin = await requeridoPorNombre('Certificado de matrícula');
    expect((await get(`/api/Empresa/descargaPlantillaDocumentoPractica/${sin}`, levante)).json()).toMatchObject({ status: 48 });
    expect((await get('/api/Empresa/descargaPlantillaDocumentoPractica/2147483647', levante)).json()).toMatchObject({
      status: 48,
    });
  });
});

describe('aislamiento entre empresas', () => {
  it('Meseta nunca ve, descarga ni entrega los documentos y las prácticas de Levante (45 / 48); el contacto de las dos, solo con la activa', async () => {
    const docLevante = (await t.call(endpoints.documentosAportados, {}, levante)).body.datos[0];
    const idDoc = docLevante?.id ?? 0;
    expect((await t.call(endpoints.documentosAportados, {}, meseta)).body.datos.map((d) => d.id)).not.toContain(idDoc);
    const descarga = await get(`/api/Empresa/descargaDocumentoEmpresa/${idDoc}`, meseta);
    expect(descarga.headers['content-type']).toMatch(/json/);
    expect(descarga.json()).toMatchObject({ status: 48, mensaje: 'El documento no existe o no es de tu empresa.' });
    expect((await t.call(endpoints.deldoc, { id: idDoc }, meseta)).body.status).toBe(48);
    expect((await get(`/api/Empresa/descargaDocumentoEmpresa/${idDoc}`, rrhhLevante)).statusCode).toBe(200);

    for (const endpoint of [endpoints.dameDocumentosPracticas, endpoints.damePracticasConDocumentacion]) {
      const ids = (await t.call(endpoint, {}, meseta)).body.datos.map((p) => p.idPractica);
      expect(ids).toEqual([luciaMeseta]);
    }
    const entregado = (await documentosDe(levante, luciaLevante))?.documentos[0]?.entregado;
    expect((await get(`/api/Empresa/descargaDocumentoPractica/${entregado?.id}`, meseta)).json()).toMatchObject({ status: 48 });
    const proyecto = await requeridoPorNombre('Proyecto formativo');
    const intruso = await entregar(meseta, luciaLevante, proyecto, await pdf('intruso'));
    expect(intruso.body).toMatchObject({ status: 45, mensaje: 'No se ha encontrado al estudiante en prácticas.' });
    expect((await entregar(levante, luciaMeseta, proyecto, await pdf('intruso 2'))).body.status).toBe(45);
    expect((await entregar(levante, 2147483647, proyecto, await pdf('nadie'))).body.status).toBe(45);
    // Meseta's own documents of its finished internship are Levante's to see neither.
    const deMeseta = (await documentosDe(meseta, luciaMeseta))?.documentos[0]?.entregado;
    expect((await get(`/api/Empresa/descargaDocumentoPractica/${deMeseta?.id}`, levante)).json()).toMatchObject({ status: 48 });
    expect((await get(`/api/Empresa/descargaDocumentoPractica/${deMeseta?.id}`, meseta)).statusCode).toBe(200);
  });
});

describe('anexos y notas informativas', () => {
  it('la universidad publica un anexo (513): toda empresa lo lista y lo descarga; 46 por contenido', async () => {
    const fichero = await pdf('Anexo III: evaluación intermedia');
    const { body } = await t.call(
      endpoints.publicarAnexoPracticas,
      {
        titulo: 'Anexo III · Evaluación intermedia',
        descripcion: 'A mitad de las prácticas.',
        ficheroB64ParaAltas: b64(fichero),
        extension_adjunto: 'pdf',
      },
      gestor,
    );
    expect(body.status).toBe(513);
    expect(body.datos).toMatchObject({
      titulo: 'Anexo III · Evaluación intermedia',
      nombre: 'Anexo III · Evaluación intermedia.pdf',
    });
    for (const token of [levante, meseta]) {
      const lista = await t.call(endpoints.dameAnexosPracticas, {}, token);
      expect(lista.body.datos[0]).toMatchObject({
        id: body.datos.id,
        enlace: `/api/Empresa/descargaAnexoPracticas/${body.datos.id}`,
      });
      const r = await get(body.datos.enlace, token);
      expect(Buffer.compare(r.rawPayload, Buffer.from(fichero))).toBe(0);
    }
    const mal = await t.call(
      endpoints.publicarAnexoPracticas,
      { titulo: 'Ejecutable', ficheroB64ParaAltas: b64(SAMPLES.exe), extension_adjunto: 'pdf' },
      gestor,
    );
    expect(mal.body.status).toBe(46);
    expect((await get('/api/Empresa/descargaAnexoPracticas/2147483647', levante)).json()).toMatchObject({ status: 48 });
  });

  it('la nota nueva de un tipo sustituye a la vigente en la lista; la anterior se sigue descargando', async () => {
    const antes = (await t.call(endpoints.dameNotasInformativasPracticasCurricularExtraordinaria, {}, meseta)).body.datos;
    const curricularAntes = antes.find((n) => n.tipo === 'curricular');
    expect(pdfATexto((await get(curricularAntes?.enlace ?? '', meseta)).rawPayload)).toContain('prácticas curriculares');
    const { body } = await t.call(
      endpoints.publicarNotaInformativaPracticas,
      {
        tipo: 'curricular',
        titulo: 'Nota curricular 2026-27',
        ficheroB64ParaAltas: b64(await pdf('Nota 2026-27')),
        extension_adjunto: 'pdf',
      },
      gestor,
    );
    expect(body.status).toBe(513);
    expect(body.datos).toMatchObject({ tipo: 'curricular', etiquetaTipo: 'Curricular', titulo: 'Nota curricular 2026-27' });
    const despues = (await t.call(endpoints.dameNotasInformativasPracticasCurricularExtraordinaria, {}, meseta)).body.datos;
    expect(despues.map((n) => [n.tipo, n.titulo])).toEqual([
      ['curricular', 'Nota curricular 2026-27'],
      ['extracurricular', 'Nota informativa: prácticas extracurriculares'],
    ]);
    expect((await get(curricularAntes?.enlace ?? '', meseta)).statusCode).toBe(200);
    const sinTipo = await t.call(
      endpoints.publicarNotaInformativaPracticas,
      { tipo: 'otra', titulo: 'Nota', ficheroB64ParaAltas: b64(SAMPLES.pdf), extension_adjunto: 'pdf' },
      gestor,
    );
    expect(campos(sinTipo.body.datos)).toEqual(['tipo']);
  });
});

describe('documentos requeridos (la universidad)', () => {
  it('addDocumentoRequeridoPractica: con plantilla, aparece en las prácticas que lo piden; 8 repetido; 15 programa inexistente o plantilla a medias', async () => {
    const { body } = await t.call(
      endpoints.addDocumentoRequeridoPractica,
      {
        idPrograma: idTalento,
        tipoPractica: 'curricular',
        nombre: 'Acuerdo de confidencialidad',
        aportadoPor: 'empresa',
        ficheroB64ParaAltas: b64(await pdf('Plantilla de confidencialidad')),
        extension_adjunto: 'pdf',
      },
      gestor,
    );
    expect(body.status).toBe(0);
    expect(body.datos).toMatchObject({
      nombre: 'Acuerdo de confidencialidad',
      aportadoPor: 'empresa',
      tipoPractica: 'curricular',
    });
    expect(body.datos.enlacePlantilla).toMatch(/descargaPlantillaDocumentoPractica/);
    expect((await documentosDe(levante, luciaLevante))?.documentos.map((d) => d.nombre)).toContain('Acuerdo de confidencialidad');
    expect((await documentosDe(levante, marcosLevante))?.documentos.map((d) => d.nombre)).not.toContain(
      'Acuerdo de confidencialidad',
    );
    const repetido = await t.call(
      endpoints.addDocumentoRequeridoPractica,
      { idPrograma: idTalento, tipoPractica: 'curricular', nombre: 'ACUERDO de confidencialidad', aportadoPor: 'alumno' },
      gestor,
    );
    expect(repetido.body.status).toBe(8);
    const programa = await t.call(
      endpoints.addDocumentoRequeridoPractica,
      { idPrograma: 999999, nombre: 'Otro', aportadoPor: 'alumno' },
      gestor,
    );
    expect(campos(programa.body.datos)).toEqual(['idPrograma']);
    const aMedias = await t.call(
      endpoints.addDocumentoRequeridoPractica,
      { nombre: 'Otro', aportadoPor: 'alumno', extension_adjunto: 'pdf' },
      gestor,
    );
    expect(campos(aMedias.body.datos)).toEqual(['ficheroB64ParaAltas']);
  });

  it('solo la universidad publica: una empresa o un estudiante reciben 71', async () => {
    const entrada = { titulo: 'Anexo', ficheroB64ParaAltas: b64(SAMPLES.pdf), extension_adjunto: 'pdf' };
    expect((await t.call(endpoints.publicarAnexoPracticas, entrada, levante)).http).toBe(403);
    expect((await t.call(endpoints.publicarAnexoPracticas, entrada, lucia)).body.status).toBe(71);
    expect((await t.call(endpoints.dameAnexosPracticas, {}, lucia)).body.status).toBe(71);
  });
});

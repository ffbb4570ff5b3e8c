import { SUBIDA_MAX_BYTES } from '@puente/contract/constants';
import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLES } from '../../lib/storage/sample-files';
import { envelopeOf } from '../../test/envelope';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crearAlumno, crearCandidatura, crearOferta } from '../candidaturas/test-fixtures';
import { CIF_MESETA, tokens } from '../procesos/test-fixtures';

let t: TestApp;
let empresas: Awaited<ReturnType<typeof tokens>>;
beforeAll(async () => {
  t = await createTestApp();
  empresas = await tokens(t);
});
afterAll(() => t.close());

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const entregar = (token: string, urlOferta: string, fichero: Uint8Array = SAMPLES.pdf, extension = 'pdf') =>
  t.call(endpoints.addDocumentoProceso, { urlOferta, nombre: 'Carta de motivación', extension, ficheroB64: b64(fichero) }, token);
const inscribirse = (token: string, urlOferta: string) => t.call(endpoints.inscribirse, { urlOferta }, token);
const descargar = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const archivosDe = async (idAlumno: number) =>
  (
    await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM archivos WHERE propietario_tipo = 'alumno' AND propietario_id = $1",
      [idAlumno],
    )
  )[0]?.n;

describe('documentos por oferta: entregar y la regla 11', () => {
  it('sin documento, 11; entregado (aviso 513), la inscripción pasa', async () => {
    const a = await crearAlumno(t);
    const o = await crearOferta(t, { documentacion: 'Carta de motivación (PDF, una página)' });
    expect((await inscribirse(a.token, o.url)).body.status).toBe(11);

    const { http, body } = await entregar(a.token, o.url);
    expect(http).toBe(200);
    expect(body).toMatchObject({
      status: 513,
      datos: { nombre: 'Carta de motivación.pdf', extension: 'pdf', tamano: SAMPLES.pdf.length },
    });
    expect(body.datos.fecha).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect((await inscribirse(a.token, o.url)).body.status).toBe(502);

    const audit = await t.database.query<{ accion: string }>(
      "SELECT accion FROM auditoria WHERE actor_tipo = 'alumno' AND actor_id = $1 AND accion LIKE 'documento-oferta.%'",
      [a.id],
    );
    expect(audit).toEqual([{ accion: 'documento-oferta.alta' }]);
  });

  it('56 la segunda vez, y el segundo fichero no se guarda', async () => {
    const a = await crearAlumno(t);
    const o = await crearOferta(t, { documentacion: 'Expediente' });
    expect((await entregar(a.token, o.url)).body.status).toBe(513);
    expect((await entregar(a.token, o.url, SAMPLES.docx, 'docx')).body.status).toBe(56);
    expect(await archivosDe(a.id)).toBe(1);
  });

  it('46 para un ejecutable renombrado .pdf o una extensión fuera de la lista; nada se guarda', async () => {
    const a = await crearAlumno(t);
    const o = await crearOferta(t, { documentacion: 'Carta' });
    for (const [fichero, extension] of [
      [SAMPLES.elf, 'pdf'],
      [SAMPLES.exe, 'pdf'],
      [SAMPLES.exe, 'exe'],
      [SAMPLES.plainZip, 'docx'],
    ] as const) {
      const { http, body } = await entregar(a.token, o.url, fichero, extension);
      expect(http, extension).toBe(200);
      expect(body).toMatchObject({ status: 46, mensaje: 'Este tipo de fichero no esta permitido' });
    }
    expect(await archivosDe(a.id)).toBe(0);
  });

  it('más de 2 MB: HTTP 413 con el sobre; nada se guarda', async () => {
    const a = await crearAlumno(t);
    const o = await crearOferta(t, { documentacion: 'Carta' });
    const grande = new Uint8Array(SUBIDA_MAX_BYTES + 1);
    grande.set(SAMPLES.pdf);
    const { http, body } = await entregar(a.token, o.url, grande);
    expect(http).toBe(413);
    expect(body).toMatchObject({ status: 15, datos: null });
    expect(body.mensaje).toMatch(/2 MB/);
    expect(await archivosDe(a.id)).toBe(0);
  });

  it('4 para una oferta que no existe o no está publicada; 92 con el plazo vencido; 48 si la oferta no pide documentos', async () => {
    const a = await crearAlumno(t);
    expect((await entregar(a.token, 'no-existe')).body.status).toBe(4);
    for (const estado of [1, 3, 4, 5]) {
      const o = await crearOferta(t, { estado, documentacion: 'Carta' });
      expect((await entregar(a.token, o.url)).body.status, `estado ${estado}`).toBe(4);
    }
    expect((await entregar(a.token, (await crearOferta(t, { documentacion: 'Carta', limite: -1 })).url)).body.status).toBe(92);
    expect((await entregar(a.token, (await crearOferta(t)).url)).body.status).toBe(48);
    expect(await archivosDe(a.id)).toBe(0);
  });

  it('datos mal formados: 400 con el código 15 y el campo', async () => {
    const a = await crearAlumno(t);
    const { http, body } = await t.call(
      endpoints.addDocumentoProceso,
      { urlOferta: 'x', nombre: '', extension: 'pdf', ficheroB64: 'no es base64' },
      a.token,
    );
    expect(http).toBe(400);
    expect(body.status).toBe(15);
  });
});

describe('documentos por oferta: listar, descargar y borrar', () => {
  it('el estudiante ve lo que piden sus ofertas y lo que ha entregado; otro no ve nada', async () => {
    const a = await crearAlumno(t);
    const otro = await crearAlumno(t);
    const conDocumento = await crearOferta(t, { documentacion: 'Carta de motivación', titulo: 'A con documento' });
    const inscritaSinDocumento = await crearOferta(t, { documentacion: 'Expediente académico', titulo: 'B sin documento' });
    await crearOferta(t, { documentacion: 'Portfolio', titulo: 'C ajena' });
    await entregar(a.token, conDocumento.url);
    await crearCandidatura(t, inscritaSinDocumento.id, a.id, 1);

    const { body } = await t.call(endpoints.documentacionDeProcesosSolicitada, {}, a.token);
    expect(body.status).toBe(0);
    expect(body.datos).toEqual([
      {
        idOferta: conDocumento.id,
        urlOferta: conDocumento.url,
        tituloOferta: 'A con documento',
        empresa: expect.any(String),
        documentacionNecesaria: 'Carta de motivación',
        inscrito: false,
        documento: expect.objectContaining({ nombre: 'Carta de motivación.pdf', tamano: SAMPLES.pdf.length }),
      },
      expect.objectContaining({ idOferta: inscritaSinDocumento.id, inscrito: true, documento: null }),
    ]);
    expect((await t.call(endpoints.documentacionDeProcesosSolicitada, {}, otro.token)).body.datos).toEqual([]);
  });

  it('el estudiante descarga y borra el suyo; otro estudiante recibe 48 como si no existiera', async () => {
    const a = await crearAlumno(t);
    const otro = await crearAlumno(t);
    const o = await crearOferta(t, { documentacion: 'Carta' });
    const id = (await entregar(a.token, o.url)).body.datos.id;

    const propio = await descargar(`/api/Alumno/descargaDocumentoProceso/${id}`, a.token);
    expect(propio.statusCode).toBe(200);
    expect(propio.rawPayload.equals(SAMPLES.pdf)).toBe(true);

    const ajeno = await descargar(`/api/Alumno/descargaDocumentoProceso/${id}`, otro.token);
    expect(ajeno.headers['content-disposition']).toBeUndefined();
    expect(envelopeOf(ajeno)).toMatchObject({ status: 48, datos: null });
    expect((await t.call(endpoints.delDocumentoProceso, { id }, otro.token)).body.status).toBe(48);

    expect((await t.call(endpoints.delDocumentoProceso, { id }, a.token)).body).toMatchObject({ status: 0, datos: { id } });
    expect(await archivosDe(a.id)).toBe(0);
    expect((await t.call(endpoints.delDocumentoProceso, { id }, a.token)).body.status).toBe(48);
    expect(envelopeOf(await descargar(`/api/Alumno/descargaDocumentoProceso/${id}`, a.token)).status).toBe(48);
    // Deleted, it can be handed in again.
    expect((await entregar(a.token, o.url, SAMPLES.png, 'png')).body.status).toBe(513);
  });

  it('la empresa de la oferta descarga el PDF exacto por la candidatura; otra empresa, 31', async () => {
    const a = await crearAlumno(t);
    const o = await crearOferta(t, { documentacion: 'Carta de motivación' });
    await entregar(a.token, o.url);
    await inscribirse(a.token, o.url);
    const [candidatura] = await t.database.query<{ id: number }>(
      'SELECT id FROM candidaturas WHERE id_oferta = $1 AND id_alumno = $2',
      [o.id, a.id],
    );
    const url = `/api/Empresa/descargaDocumentoCandidato/${candidatura?.id}`;

    const r = await descargar(url, empresas.levante);
    expect(r.statusCode).toBe(200);
    expect(r.rawPayload.equals(SAMPLES.pdf)).toBe(true);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-length']).toBe(String(SAMPLES.pdf.length));
    expect(r.headers['content-disposition']).toBe(
      `attachment; filename="Carta de motivacion.pdf"; filename*=UTF-8''Carta%20de%20motivaci%C3%B3n.pdf`,
    );
    expect(r.headers['cache-control']).toBe('private, no-store');
    expect(r.headers['x-content-type-options']).toBe('nosniff');

    // rrhh.demo acting for the other company: the same id answers like a missing candidacy.
    expect(empresas.idMeseta).not.toBe(empresas.idLevante);
    const ajena = await descargar(url, empresas.meseta);
    expect(ajena.statusCode).toBe(200);
    expect(ajena.headers['content-disposition']).toBeUndefined();
    expect(envelopeOf(ajena)).toMatchObject({ status: 31, datos: null });
    expect(envelopeOf(await descargar('/api/Empresa/descargaDocumentoCandidato/999999', empresas.levante)).status).toBe(31);

    const alumno = await descargar(url, a.token);
    expect(alumno.statusCode).toBe(403);
    expect(envelopeOf(alumno)).toMatchObject({ status: 71 });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('una candidatura sin documento entregado responde 31, sin fichero', async () => {
    const a = await crearAlumno(t);
    const o = await crearOferta(t, { cif: CIF_MESETA });
    const idCandidatura = await crearCandidatura(t, o.id, a.id, 1);
    const r = await descargar(`/api/Empresa/descargaDocumentoCandidato/${idCandidatura}`, empresas.meseta);
    expect(envelopeOf(r)).toMatchObject({ status: 31, mensaje: 'El candidato no ha entregado documentación para esta oferta.' });
  });
});

import { endpoints } from '@puente/contract/endpoints/all';
import { EstadoOferta } from '@puente/contract/procesos';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accesible, esPdfAccesible, leerPdf } from '../../lib/pdf/test-fixtures';
import { SAMPLES } from '../../lib/storage/sample-files';
import { envelopeOf } from '../../test/envelope';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crearAlumno, crearCandidatura, crearOferta } from '../candidaturas/test-fixtures';
import { tokens } from '../procesos/test-fixtures';
import { pdfATexto } from './test-fixtures';

let t: TestApp;
let empresas: Awaited<ReturnType<typeof tokens>>;
/** A candidate of Levante's first offer with a photo, a public and a private CV document and a document per offer. */
let candidato: Awaited<ReturnType<typeof crearAlumno>> & { dni: string };
let idCandidatura: number;
let docPublico: number;
let docPrivado: number;
let urlPrimera: string;

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const get = (url: string, token: string, idioma = 'es') =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'accept-language': idioma } });
const subir = async (token: string, fichero: Uint8Array, extension: string, privado: boolean) => {
  const { body } = await t.call(
    endpoints.addDoc,
    {
      nombre: privado ? 'Vida laboral' : 'Carta de recomendación',
      extension_adjunto: extension,
      ficheroB64ParaAltas: b64(fichero),
      privado,
    },
    token,
  );
  if (body.status !== 0) throw new Error(`addDoc: ${body.status}`);
  return body.datos.documento.id;
};
const auditoria = (idCandidatura: number) =>
  t.database.query<{ accion: string; actor_tipo: string }>(
    "SELECT accion, actor_tipo FROM auditoria WHERE entidad = 'candidaturas' AND entidad_id = $1 AND accion LIKE 'cv.%' ORDER BY id",
    [String(idCandidatura)],
  );

beforeAll(async () => {
  t = await createTestApp();
  empresas = await tokens(t);
  const a = await crearAlumno(t);
  const dni = (await t.database.query<{ dni: string }>('SELECT dni FROM alumnos WHERE id = $1', [a.id]))[0]?.dni ?? '';
  candidato = { ...a, dni };
  await t.database.query('INSERT INTO idiomas_alumno (id_alumno, id_idioma, id_nivel) VALUES ($1, 2, 5)', [a.id]);

  const primera = await crearOferta(t, { documentacion: 'Carta de motivación' });
  const segunda = await crearOferta(t, { documentacion: 'Portfolio' });
  urlPrimera = primera.url;
  for (const [url, fichero, extension] of [
    [primera.url, SAMPLES.pdf, 'pdf'],
    [segunda.url, SAMPLES.docx, 'docx'],
  ] as const) {
    const { body } = await t.call(
      endpoints.addDocumentoProceso,
      { urlOferta: url, nombre: `Para ${url}`, extension, ficheroB64: b64(fichero) },
      a.token,
    );
    if (body.status !== 513) throw new Error(`addDocumentoProceso: ${body.status}`);
  }
  idCandidatura = await crearCandidatura(t, primera.id, a.id, 1);
  await crearCandidatura(t, segunda.id, a.id, 1);

  docPublico = await subir(a.token, SAMPLES.odt, 'odt', false);
  docPrivado = await subir(a.token, SAMPLES.txt, 'txt', true);
  const foto = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#0b5cad' } })
    .png()
    .toBuffer();
  const { body } = await t.call(endpoints.editImagenPerfil, { extension: 'png', ficheroB64: b64(foto) }, a.token);
  if (body.status !== 0) throw new Error(`editImagenPerfil: ${body.status}`);
});
afterAll(() => t.close());

describe('el CV de un candidato para la empresa de la oferta', () => {
  it('sin DNI ni documentos privados, con los documentos entregados para esa oferta solo y las rutas de la empresa; se audita', async () => {
    const { http, body } = await t.call(endpoints.dameCvCandidato, { id: idCandidatura }, empresas.levante);
    expect(http).toBe(200);
    expect(body.status).toBe(0);
    const cv = body.datos;
    expect(JSON.stringify(cv)).not.toContain(candidato.dni);
    expect(cv.personales).not.toHaveProperty('DNI');
    expect(cv).not.toHaveProperty('documentosPrivados');
    expect(cv.documentos.map((d) => d.id)).toEqual([docPublico]);
    expect(JSON.stringify(cv)).not.toContain('Vida laboral');
    expect(cv.documentosProcesos.map((d) => d.urlOferta)).toEqual([urlPrimera]);
    expect(cv.urlCV).toBe(`/api/Empresa/descargaCvCandidato/${idCandidatura}`);
    expect(cv.urlImagenPerfil).toBe(`/api/Empresa/imagenCandidato/${idCandidatura}`);
    expect(cv.idiomas.map((i) => i.idioma)).toEqual(['Inglés']);
    expect(await auditoria(idCandidatura)).toEqual([{ accion: 'cv.lectura', actor_tipo: 'empresa' }]);
  });

  it('el PDF del candidato: su nombre, su titulación y su idioma, en el idioma de quien lee; nunca el DNI', async () => {
    const respuesta = await get(`/api/Empresa/descargaCvCandidato/${idCandidatura}`, empresas.levante);
    expect(respuesta.statusCode).toBe(200);
    expect(respuesta.headers['content-type']).toMatch(/^application\/pdf/);
    expect(respuesta.headers['content-disposition']).toContain('filename="CV-Prueba-Pruebas.pdf"');
    const texto = pdfATexto(respuesta.rawPayload);
    expect(texto).toContain('Prueba Pruebas');
    expect(texto).toContain('Grado en Ingeniería Informática');
    expect(texto).toContain('Inglés · C1');
    expect(texto).not.toContain(candidato.dni);

    const en = pdfATexto((await get(`/api/Empresa/descargaCvCandidato/${idCandidatura}`, empresas.levante, 'en')).rawPayload);
    expect(en).toContain('English · C1');
    expect(en).toContain('LANGUAGES');
    // A tagged, accessible PDF in the reader's language.
    expect(esPdfAccesible(leerPdf(respuesta.rawPayload))).toEqual(accesible('es'));
    const enLeido = leerPdf((await get(`/api/Empresa/descargaCvCandidato/${idCandidatura}`, empresas.levante, 'en')).rawPayload);
    expect(esPdfAccesible(enLeido)).toEqual(accesible('en'));
    expect((await auditoria(idCandidatura)).map((a) => a.accion)).toContain('cv.pdf');
  });

  it('minimización (RGPD art. 5.1.c): ni la respuesta ni el PDF de la empresa llevan fecha de nacimiento, dirección ni nacionalidad', async () => {
    await t.database.query(
      "UPDATE alumnos SET fecha_nacimiento = '2003-02-17', direccion = 'Calle de la Intimidad 42, 3.º B', id_pais_nacionalidad = 47 WHERE id = $1",
      [candidato.id],
    );
    // The student's own CV keeps them: they are the student's data.
    const propio = await t.call(endpoints.dameCvUsuario, {}, candidato.token);
    expect(propio.body.datos.personales).toMatchObject({
      fechaNacimiento: '2003-02-17',
      direccion: 'Calle de la Intimidad 42, 3.º B',
      nombreNacionalidad: 'Marruecos',
    });

    const { body } = await t.call(endpoints.dameCvCandidato, { id: idCandidatura }, empresas.levante);
    expect(Object.keys(body.datos.personales).sort()).toEqual(['apellido1', 'apellido2', 'email', 'nombre', 'telefono']);
    const respuesta = JSON.stringify(body.datos);
    for (const dato of ['2003-02-17', '17/02/2003', 'Intimidad', 'Marruecos']) expect(respuesta).not.toContain(dato);

    const pdf = pdfATexto((await get(`/api/Empresa/descargaCvCandidato/${idCandidatura}`, empresas.levante)).rawPayload);
    expect(pdf).toContain('Prueba Pruebas');
    for (const dato of ['17/02/2003', '2003', 'Intimidad', 'Marruecos', 'Nacionalidad', 'Fecha de nacimiento', 'Dirección']) {
      expect(pdf).not.toContain(dato);
    }
  });

  it('la foto y los documentos no privados del candidato; el privado o el de otro estudiante es 48', async () => {
    const foto = await get(`/api/Empresa/imagenCandidato/${idCandidatura}`, empresas.levante);
    expect(foto.statusCode).toBe(200);
    expect((await sharp(foto.rawPayload).metadata()).format).toBe('jpeg');

    const doc = await get(`/api/Empresa/descargaDocCandidato/${idCandidatura}/${docPublico}`, empresas.levante);
    expect(doc.statusCode).toBe(200);
    expect(Buffer.from(doc.rawPayload).equals(Buffer.from(SAMPLES.odt))).toBe(true);
    expect((await auditoria(idCandidatura)).map((a) => a.accion)).toContain('cv.documento');

    expect(
      envelopeOf(await get(`/api/Empresa/descargaDocCandidato/${idCandidatura}/${docPrivado}`, empresas.levante)).status,
    ).toBe(48);
    const otro = await crearAlumno(t);
    const ajeno = await subir(otro.token, SAMPLES.gif, 'gif', false);
    expect(envelopeOf(await get(`/api/Empresa/descargaDocCandidato/${idCandidatura}/${ajeno}`, empresas.levante)).status).toBe(
      48,
    );
  });

  it('la otra empresa recibe 31 en todo; el contacto de dos empresas lo lee cuando actúa por la de la oferta', async () => {
    expect((await t.call(endpoints.dameCvCandidato, { id: idCandidatura }, empresas.meseta)).body.status).toBe(31);
    for (const url of [
      `/api/Empresa/descargaCvCandidato/${idCandidatura}`,
      `/api/Empresa/imagenCandidato/${idCandidatura}`,
      `/api/Empresa/descargaDocCandidato/${idCandidatura}/${docPublico}`,
    ]) {
      const respuesta = await get(url, empresas.meseta);
      expect(respuesta.headers['content-type'], url).toMatch(/^application\/json/);
      expect(envelopeOf(respuesta).status, url).toBe(31);
    }
    expect((await t.call(endpoints.dameCvCandidato, { id: 99999999 }, empresas.levante)).body.status).toBe(31);
    expect((await t.call(endpoints.dameCvCandidato, { id: idCandidatura }, empresas.rrhhLevante)).body.status).toBe(0);
    // The other company's attempts leave no audit row.
    expect((await auditoria(idCandidatura)).every((a) => a.actor_tipo === 'empresa')).toBe(true);
  });

  it('un candidato sin foto es 4; una oferta borrada deja de dar acceso (31)', async () => {
    const sinFoto = await crearAlumno(t);
    const oferta = await crearOferta(t);
    const id = await crearCandidatura(t, oferta.id, sinFoto.id, 1);
    expect(envelopeOf(await get(`/api/Empresa/imagenCandidato/${id}`, empresas.levante)).status).toBe(4);
    const { body } = await t.call(endpoints.dameCvCandidato, { id }, empresas.levante);
    expect(body.datos.urlImagenPerfil).toBeNull();
    await t.database.query('UPDATE ofertas SET id_estado = $2 WHERE id = $1', [oferta.id, EstadoOferta.BORRADA]);
    expect((await t.call(endpoints.dameCvCandidato, { id }, empresas.levante)).body.status).toBe(31);
  });
});

describe('el CV en PDF del propio estudiante', () => {
  it('descargaCv: un PDF con su nombre, su titulación y su idioma, con el nombre CV-Nombre-Apellido.pdf', async () => {
    const respuesta = await get('/api/Alumno/descargaCv', candidato.token);
    expect(respuesta.statusCode).toBe(200);
    expect(respuesta.headers['content-disposition']).toContain('filename="CV-Prueba-Pruebas.pdf"');
    const texto = pdfATexto(respuesta.rawPayload);
    for (const esperado of ['Prueba Pruebas', 'Grado en Ingeniería Informática', 'Inglés · C1', 'FORMACIÓN']) {
      expect(texto, esperado).toContain(esperado);
    }
    expect(esPdfAccesible(leerPdf(respuesta.rawPayload))).toEqual(accesible('es'));
  });

  it('el CV de Lucía (demo), que dejaba dos líneas en una segunda página, cabe en una; etiquetado en los dos idiomas', async () => {
    const lucia = await t.login('alumno', '12345678Z');
    for (const idioma of ['es', 'en'] as const) {
      const leido = leerPdf((await get('/api/Alumno/descargaCv', lucia, idioma)).rawPayload);
      expect(leido.info.Pages, idioma).toBe('1');
      expect(esPdfAccesible(leido)).toEqual(accesible(idioma));
      // Nothing was left out to make it fit: the last section is there.
      expect(leido.texto).toContain(idioma === 'es' ? 'ENLACES' : 'LINKS');
      expect(leido.texto).toContain('LinkedIn: https://www.linkedin.com/in/lucia-garcia-demo');
      expect(leido.texto).toContain(idioma === 'es' ? 'FORMACIÓN' : 'EDUCATION');
      expect(leido.texto).toContain('Ingeniería Informática');
    }
  });
});

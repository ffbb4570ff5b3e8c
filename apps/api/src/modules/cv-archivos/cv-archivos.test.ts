import { SUBIDA_MAX_BYTES } from '@puente/contract/constants';
import { endpoints } from '@puente/contract/endpoints/all';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLES } from '../../lib/storage/sample-files';
import { envelopeOf } from '../../test/envelope';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crearAlumno } from '../candidaturas/test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const subir = (
  token: string,
  fichero: Uint8Array = SAMPLES.pdf,
  extension = 'pdf',
  extra: { nombre?: string; esCv?: boolean; privado?: boolean } = {},
) =>
  t.call(endpoints.addDoc, { nombre: 'Mi CV', extension_adjunto: extension, ficheroB64ParaAltas: b64(fichero), ...extra }, token);
const foto = (token: string, fichero: Uint8Array, extension = 'png') =>
  t.call(endpoints.editImagenPerfil, { extension, ficheroB64: b64(fichero) }, token);
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

const archivos = async (idAlumno: number, uso: string) =>
  (
    await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM archivos WHERE propietario_tipo = 'alumno' AND propietario_id = $1 AND uso = $2",
      [idAlumno, uso],
    )
  )[0]?.n;
const cvPropio = async (idAlumno: number) =>
  (await t.database.query<{ v: boolean }>('SELECT cv_propio_subido AS v FROM alumnos WHERE id = $1', [idAlumno]))[0]?.v;
/** A 300×200 phone photo, as a phone writes it: the camera and GPS position in EXIF, turned by orientation 6. */
const fotoDeMovil = (fondo: string) =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: fondo } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'CamaraEspia', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 28/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 22/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0b5cad' } })
    .png()
    .toBuffer();

/** A PDF that differs from SAMPLES.pdf by a comment, so the same student can keep both. */
const otroPdf = (marca: string) => Buffer.concat([Buffer.from(SAMPLES.pdf), Buffer.from(`% ${marca}\n`)]);

describe('documentos del CV: addDoc', () => {
  it('guarda el documento, lo lista en el CV y un documento marcado como CV pone cv_propio_subido (regla 55)', async () => {
    const a = await crearAlumno(t, { cvPropio: false });
    const { http, body } = await subir(a.token, SAMPLES.pdf, 'PDF', { nombre: 'CV Prueba', esCv: true });
    expect(http).toBe(200);
    expect(body.status).toBe(0);
    expect(body.datos.documento).toMatchObject({
      nombre: 'CV Prueba.pdf',
      extension: 'pdf',
      tamano: SAMPLES.pdf.length,
      esCv: true,
      privado: false,
    });
    expect(body.datos.documento.fecha).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(body.datos.cv.documentos.map((d) => d.id)).toEqual([body.datos.documento.id]);
    expect(await cvPropio(a.id)).toBe(true);

    const audit = await t.database.query<{ accion: string }>(
      "SELECT accion FROM auditoria WHERE actor_tipo = 'alumno' AND actor_id = $1 AND accion LIKE 'cv.%'",
      [a.id],
    );
    expect(audit).toEqual([{ accion: 'cv.documento.alta' }]);
  });

  it('un documento privado va a documentosPrivados; otro que no es CV no cambia la regla 55', async () => {
    const a = await crearAlumno(t, { cvPropio: false });
    const { body } = await subir(a.token, SAMPLES.docx, 'docx', { nombre: 'Expediente', privado: true });
    expect(body.status).toBe(0);
    expect(body.datos.cv.documentosPrivados.map((d) => d.nombre)).toEqual(['Expediente.docx']);
    expect(body.datos.cv.documentos).toEqual([]);
    expect(await cvPropio(a.id)).toBe(false);
  });

  it('56 con los mismos bytes otra vez (aunque cambien el nombre o la extensión), y no se guarda el segundo', async () => {
    const a = await crearAlumno(t);
    expect((await subir(a.token, SAMPLES.jpg, 'jpg')).body.status).toBe(0);
    const segunda = await subir(a.token, SAMPLES.jpg, 'jpeg', { nombre: 'Otra foto', privado: true });
    expect(segunda.body).toMatchObject({ status: 56 });
    expect(await archivos(a.id, 'documento-alumno')).toBe(1);
    // Another student may keep the same file.
    const b = await crearAlumno(t);
    expect((await subir(b.token, SAMPLES.jpg, 'jpg')).body.status).toBe(0);
  });

  it('46 para un ejecutable renombrado (MZ, ELF), un zip que dice ser docx o una extensión fuera de la lista; nada se guarda', async () => {
    const a = await crearAlumno(t);
    for (const [fichero, extension] of [
      [SAMPLES.exe, 'pdf'],
      [SAMPLES.elf, 'pdf'],
      [SAMPLES.exe, 'exe'],
      [SAMPLES.plainZip, 'docx'],
      [SAMPLES.png, 'pdf'],
      [Buffer.from('#!/bin/sh\necho hola\n'), 'txt'],
    ] as const) {
      const { http, body } = await subir(a.token, fichero, extension);
      expect(http, extension).toBe(200);
      expect(body).toMatchObject({ status: 46, mensaje: 'Este tipo de fichero no esta permitido' });
    }
    expect(await archivos(a.id, 'documento-alumno')).toBe(0);
  });

  it('más de 2 MB: HTTP 413 con el sobre; nada se guarda', async () => {
    const a = await crearAlumno(t);
    const grande = new Uint8Array(SUBIDA_MAX_BYTES + 1);
    grande.set(SAMPLES.pdf);
    const { http, body } = await subir(a.token, grande);
    expect(http).toBe(413);
    expect(body).toMatchObject({ status: 15, datos: null });
    expect(body.mensaje).toMatch(/2 MB/);
    expect(await archivos(a.id, 'documento-alumno')).toBe(0);
  });
});

describe('documentos del CV: delDoc y descargaDoc', () => {
  it('borrar el único documento de CV quita cv_propio_subido; con otro CV sigue', async () => {
    const a = await crearAlumno(t, { cvPropio: false });
    const uno = (await subir(a.token, otroPdf('uno'), 'pdf', { esCv: true })).body.datos.documento.id;
    const dos = (await subir(a.token, otroPdf('dos'), 'pdf', { esCv: true })).body.datos.documento.id;
    const borrado = await t.call(endpoints.delDoc, { id: uno }, a.token);
    expect(borrado.body.status).toBe(0);
    expect(borrado.body.datos.documentos.map((d) => d.id)).toEqual([dos]);
    expect(await cvPropio(a.id)).toBe(true);
    expect((await t.call(endpoints.delDoc, { id: dos }, a.token)).body.status).toBe(0);
    expect(await cvPropio(a.id)).toBe(false);
    expect(await archivos(a.id, 'documento-alumno')).toBe(0);
  });

  it('descarga el propio con su tipo y nombre; el de otro estudiante es 48 para descargar y para borrar, y sigue ahí', async () => {
    const a = await crearAlumno(t);
    const otro = await crearAlumno(t);
    const id = (await subir(a.token, SAMPLES.pdf, 'pdf', { nombre: 'Carta de recomendación' })).body.datos.documento.id;

    const propia = await get(`/api/Alumno/descargaDoc/${id}`, a.token);
    expect(propia.statusCode).toBe(200);
    expect(propia.headers['content-type']).toMatch(/^application\/pdf/);
    expect(propia.headers['content-disposition']).toContain("filename*=UTF-8''Carta%20de%20recomendaci%C3%B3n.pdf");
    expect(Buffer.from(propia.rawPayload).equals(Buffer.from(SAMPLES.pdf))).toBe(true);

    expect(envelopeOf(await get(`/api/Alumno/descargaDoc/${id}`, otro.token)).status).toBe(48);
    expect((await t.call(endpoints.delDoc, { id }, otro.token)).body.status).toBe(48);
    expect(envelopeOf(await get('/api/Alumno/descargaDoc/99999999', a.token)).status).toBe(48);
    expect(await archivos(a.id, 'documento-alumno')).toBe(1);
  });

  it('una foto subida como documento pierde su EXIF y su ubicación: las empresas la descargan sin ellos', async () => {
    const a = await crearAlumno(t);
    const conGps = await fotoDeMovil('#10b981');
    expect(conGps.includes('CamaraEspia')).toBe(true);
    const { body } = await subir(a.token, conGps, 'jpg', { nombre: 'Certificado' });
    expect(body.status).toBe(0);
    const guardada = Buffer.from((await get(`/api/Alumno/descargaDoc/${body.datos.documento.id}`, a.token)).rawPayload);
    const meta = await sharp(guardada).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(guardada.includes('CamaraEspia')).toBe(false);
    // A PNG keeps its format; its text chunks go.
    const pngConTexto = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .withMetadata({ exif: { IFD0: { Artist: 'Nombre del autor' } } })
      .toBuffer();
    expect(pngConTexto.includes('Nombre del autor')).toBe(true);
    const otro = await subir(a.token, pngConTexto, 'png', { nombre: 'Captura' });
    const png = Buffer.from((await get(`/api/Alumno/descargaDoc/${otro.body.datos.documento.id}`, a.token)).rawPayload);
    expect((await sharp(png).metadata()).format).toBe('png');
    expect(png.includes('Nombre del autor')).toBe(false);
    // A picture that does not decode is refused, and nothing is kept.
    expect((await subir(a.token, SAMPLES.jpg.subarray(0, 60), 'jpg', { nombre: 'Rota' })).body.status).toBe(46);
    expect(await archivos(a.id, 'documento-alumno')).toBe(2);
  });
});

describe('foto de perfil', () => {
  it('guarda un JPEG sin metadatos, la sirve, la sustituye borrando la anterior y la quita', async () => {
    const a = await crearAlumno(t);
    const { body } = await foto(a.token, await png(800, 600));
    expect(body.status).toBe(0);
    expect(body.datos.urlImagenPerfil).toBe('/api/Alumno/imagenPerfil');

    const servida = await get('/api/Alumno/imagenPerfil', a.token);
    expect(servida.statusCode).toBe(200);
    expect(servida.headers['content-type']).toMatch(/^image\/jpeg/);
    const meta = await sharp(servida.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 600 });

    expect((await foto(a.token, await png(400, 400))).body.status).toBe(0);
    expect(await archivos(a.id, 'foto-perfil')).toBe(1);

    const quitada = await t.call(endpoints.delImagenPerfil, {}, a.token);
    expect(quitada.body.status).toBe(0);
    expect(quitada.body.datos.urlImagenPerfil).toBeNull();
    expect(await archivos(a.id, 'foto-perfil')).toBe(0);
    expect(envelopeOf(await get('/api/Alumno/imagenPerfil', a.token)).status).toBe(4);
  });

  it('526 con más de 1000 px de lado (1200×800); 1000×1000 pasa', async () => {
    const a = await crearAlumno(t);
    const { http, body } = await foto(a.token, await png(1200, 800));
    expect(http).toBe(200);
    expect(body.status).toBe(526);
    expect(await archivos(a.id, 'foto-perfil')).toBe(0);
    expect((await foto(a.token, await png(800, 1001))).body.status).toBe(526);
    expect((await foto(a.token, await png(1000, 1000))).body.status).toBe(0);
  });

  it('46 para gif, para un ejecutable llamado .png o un PNG que dice ser jpg, y para una imagen rota; 413 con más de 2 MB', async () => {
    const a = await crearAlumno(t);
    expect((await foto(a.token, SAMPLES.gif, 'gif')).body.status).toBe(46);
    expect((await foto(a.token, SAMPLES.exe, 'png')).body.status).toBe(46);
    expect((await foto(a.token, await png(10, 10), 'jpg')).body.status).toBe(46);
    // The right signature and a broken body (cut short after the header).
    expect((await foto(a.token, SAMPLES.png.subarray(0, 40), 'png')).body.status).toBe(46);
    const grande = new Uint8Array(SUBIDA_MAX_BYTES + 1);
    grande.set(await png(10, 10));
    expect((await foto(a.token, grande)).http).toBe(413);
    expect(await archivos(a.id, 'foto-perfil')).toBe(0);
  });

  it('quita EXIF y ubicación y aplica la orientación', async () => {
    const a = await crearAlumno(t);
    const conGps = await fotoDeMovil('#f59e0b');
    const original = await sharp(conGps).metadata();
    expect(original.orientation).toBe(6);
    // The EXIF block holds a GPS IFD (tag 0x8825, in either byte order) and the camera's name.
    const exif = Buffer.from(original.exif ?? []);
    expect(exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(conGps.includes('CamaraEspia')).toBe(true);

    expect((await foto(a.token, conGps, 'jpg')).body.status).toBe(0);
    const guardada = Buffer.from((await get('/api/Alumno/imagenPerfil', a.token)).rawPayload);
    const meta = await sharp(guardada).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Orientation 6 turns 300×200 into a portrait.
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(guardada.includes('CamaraEspia')).toBe(false);
    expect(guardada.includes('Exif')).toBe(false);
  });

  it('cada estudiante solo ve su propia foto', async () => {
    const a = await crearAlumno(t);
    const b = await crearAlumno(t);
    expect((await foto(a.token, await png(50, 50))).body.status).toBe(0);
    expect(envelopeOf(await get('/api/Alumno/imagenPerfil', b.token)).status).toBe(4);
    expect((await t.call(endpoints.delImagenPerfil, {}, b.token)).body.status).toBe(0);
    expect(await archivos(a.id, 'foto-perfil')).toBe(1);
  });
});

describe('la semilla de demostración', () => {
  it('Lucía tiene foto (JPEG re-codificado) y su CV propio en PDF, marcado como CV', async () => {
    const token = await t.login('alumno', '12345678Z');
    const servida = await get('/api/Alumno/imagenPerfil', token);
    expect(servida.statusCode).toBe(200);
    expect((await sharp(servida.rawPayload).metadata()).format).toBe('jpeg');
    const docs = await t.database.query<{ nombre: string; es_cv: boolean; cv_propio: boolean }>(
      `SELECT d.nombre, d.es_cv, a.cv_propio_subido AS cv_propio FROM documentos_alumno d JOIN alumnos a ON a.id = d.id_alumno
       WHERE a.dni = '12345678Z'`,
    );
    expect(docs).toEqual([{ nombre: 'CV Lucía García.pdf', es_cv: true, cv_propio: true }]);
  });
});

import { endpoints } from '@puente/contract/endpoints/all';
import { PortalCodes } from '@puente/contract/errors/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accesible, enOrden, esPdfAccesible, leerPdf, tiposEnOrden } from '../../lib/pdf/test-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pdfATexto } from '../cv-archivos/test-fixtures';

let t: TestApp;
let lucia: string;
let empresa: string;
let gestor: string;

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

/** A one-page PDF made by lib/pdf, small enough for any test. */
async function pdfDePrueba(texto: string) {
  const { pdfSencillo } = await import('../../lib/pdf/pdf');
  return Buffer.from(await pdfSencillo({ titulo: texto })).toString('base64');
}

beforeAll(async () => {
  t = await createTestApp();
  lucia = await t.login('alumno', '12345678Z');
  const levante = await t.database.query<{ id: number }>("SELECT id FROM empresas WHERE cif = 'B12345674'");
  empresa = await t.login('empresa', 'rrhh.demo', levante[0]?.id);
  gestor = await t.login('gestor', 'gestor.demo');
});
afterAll(() => t.close());

describe('dameGuiaOrientacion (estudiante)', () => {
  it('lista las cinco guías de la demo, las más recientes primero, con el enlace de su PDF y su imagen', async () => {
    const { http, body } = await t.call(endpoints.dameGuiaOrientacion, {}, lucia);
    expect(http).toBe(200);
    expect(body.status).toBe(0);
    expect(body.datos.map((g) => g.titulo)).toEqual([
      'Prepara tu entrevista de trabajo',
      'Cómo preparar un currículum eficaz',
      'LinkedIn: tu perfil profesional en la red',
      'Prácticas en empresa: guía para sacarles partido',
      'Estrategias de búsqueda de empleo',
    ]);
    for (const g of body.datos) {
      expect(g.urlFichero).toBe(`/api/Alumno/guiaOrientacion/${g.idGuia}/fichero`);
      expect(g.ulrImagen).toMatch(/^\/marca\/guias\/[a-z]+\.svg$/);
      expect(g.fecha).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(g.descripcion).toBeTruthy();
    }
  });

  it('el PDF de la demo es un PDF de verdad con su contenido, servido como application/pdf', async () => {
    const { body } = await t.call(endpoints.dameGuiaOrientacion, {}, lucia);
    const cv = body.datos.find((g) => g.titulo.startsWith('Cómo preparar'));
    const r = await get(cv?.urlFichero ?? '', lucia);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/pdf/);
    expect(r.headers['content-disposition']).toMatch(/attachment; .*Como-preparar-un-curriculum-eficaz\.pdf/);
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const texto = pdfATexto(r.rawPayload);
    expect(texto).toContain('Cómo preparar un currículum eficaz');
    expect(texto).toContain('Estructura recomendada');
    expect(texto).toContain('Adáptalo a cada oferta');
    expect(texto).toContain('Universidad Demo de Puente');
  });

  it('las guías de la demo son PDF etiquetados y accesibles: idioma, título, encabezados, párrafos y listas', async () => {
    const { body } = await t.call(endpoints.dameGuiaOrientacion, {}, lucia);
    expect(body.datos).toHaveLength(5);
    for (const g of body.datos) {
      const leido = leerPdf((await get(g.urlFichero, lucia)).rawPayload);
      expect(esPdfAccesible(leido), g.titulo).toEqual(accesible('es'));
      expect(leido.titulo).toBe(g.titulo);
      const tipos = tiposEnOrden(leido.estructura);
      expect(tipos.slice(0, 3)).toEqual(['Document', 'H1', 'P']);
      expect(tipos).toEqual(expect.arrayContaining(['Sect', 'H2', 'P']));
      expect(enOrden(leido.estructura).find((n) => n.tipo === 'H1')?.hijos).toEqual([]);
    }
    const cv = body.datos.find((g) => g.titulo.startsWith('Cómo preparar'));
    const tipos = tiposEnOrden(leerPdf((await get(cv?.urlFichero ?? '', lucia)).rawPayload).estructura);
    expect(tipos).toEqual(expect.arrayContaining(['L', 'LI', 'Lbl', 'LBody']));
  });

  it('una guía que no existe responde 48', async () => {
    const { body } = await t.call(endpoints.ficheroGuiaOrientacion, { id: 999_999 }, lucia);
    expect(body.status).toBe(PortalCodes.ACCION_NO_PERMITIDA);
  });

  it('las empresas no tienen guías: su token no sirve en /api/Alumno', async () => {
    const lista = await t.call(endpoints.dameGuiaOrientacion, {}, empresa);
    expect(lista.http).toBe(403);
    const { body } = await t.call(endpoints.dameGuiaOrientacion, {}, lucia);
    const r = await get(body.datos[0]?.urlFichero ?? '', empresa);
    expect(r.statusCode).toBe(403);
    expect(r.headers['content-type']).toMatch(/json/);
  });

  it('sin sesión, 401', async () => {
    const { http } = await t.call(endpoints.dameGuiaOrientacion, {});
    expect(http).toBe(401);
  });
});

describe('gestión de guías', () => {
  it('el estudiante no llega a los endpoints de gestión', async () => {
    const { http } = await t.call(endpoints.guiasOrientacionGestion, {}, lucia);
    expect(http).toBe(403);
  });

  it('crea una guía con su PDF, la edita cambiando el PDF, la retira (48 al estudiante) y la vuelve a publicar, auditado', async () => {
    const creada = await t.call(
      endpoints.crearGuiaOrientacion,
      {
        titulo: 'Guía de prueba para el equipo',
        descripcion: 'Una guía creada en la prueba',
        ficheroB64: await pdfDePrueba('Primera version de la guia'),
        extension: 'pdf',
        fecha: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      },
      gestor,
    );
    expect(creada.body.status).toBe(0);
    const g = creada.body.datos;
    expect(g).toMatchObject({ titulo: 'Guía de prueba para el equipo', publicada: true, ulrImagen: null });
    expect(g.nombreFichero).toBe('Guia-de-prueba-para-el-equipo.pdf');
    expect(g.urlFichero).toBe(`/api/Gestion/guiaOrientacion/${g.idGuia}/fichero`);

    // The newest date: first for the student.
    const lista = await t.call(endpoints.dameGuiaOrientacion, {}, lucia);
    expect(lista.body.datos[0]?.idGuia).toBe(g.idGuia);

    const anterior = await t.database.query<{ id_archivo: string }>('SELECT id_archivo FROM guias_orientacion WHERE id = $1', [
      g.idGuia,
    ]);
    const editada = await t.call(
      endpoints.editarGuiaOrientacion,
      {
        id: g.idGuia,
        titulo: 'Guía de prueba editada',
        ulrImagen: '/marca/guias/cv.svg',
        ficheroB64: await pdfDePrueba('Segunda version de la guia'),
        extension: 'pdf',
      },
      gestor,
    );
    expect(editada.body.status).toBe(0);
    expect(editada.body.datos).toMatchObject({
      titulo: 'Guía de prueba editada',
      ulrImagen: '/marca/guias/cv.svg',
      descripcion: null,
    });
    const pdf = await get(`/api/Alumno/guiaOrientacion/${g.idGuia}/fichero`, lucia);
    expect(pdfATexto(pdf.rawPayload)).toContain('Segunda version');
    // The old file went with the change.
    const viejo = await t.database.query('SELECT 1 FROM archivos WHERE id = $1', [anterior[0]?.id_archivo]);
    expect(viejo).toHaveLength(0);

    const retirada = await t.call(endpoints.despublicarGuiaOrientacion, { id: g.idGuia }, gestor);
    expect(retirada.body.datos.publicada).toBe(false);
    const sinElla = await t.call(endpoints.dameGuiaOrientacion, {}, lucia);
    expect(sinElla.body.datos.some((x) => x.idGuia === g.idGuia)).toBe(false);
    const oculta = await t.call(endpoints.ficheroGuiaOrientacion, { id: g.idGuia }, lucia);
    expect(oculta.body.status).toBe(PortalCodes.ACCION_NO_PERMITIDA);
    // Staff still see it and its PDF.
    const todas = await t.call(endpoints.guiasOrientacionGestion, { publicada: 'false' }, gestor);
    expect(todas.body.datos.items.find((x) => x.idGuia === g.idGuia)?.publicada).toBe(false);
    const pdfGestion = await get(`/api/Gestion/guiaOrientacion/${g.idGuia}/fichero`, gestor);
    expect(pdfGestion.statusCode).toBe(200);

    const otraVez = await t.call(endpoints.publicarGuiaOrientacion, { id: g.idGuia }, gestor);
    expect(otraVez.body.datos.publicada).toBe(true);
    const deNuevo = await t.call(endpoints.dameGuiaOrientacion, {}, lucia);
    expect(deNuevo.body.datos.some((x) => x.idGuia === g.idGuia)).toBe(true);

    const auditoria = await t.database.query<{ accion: string }>(
      "SELECT accion FROM auditoria WHERE entidad = 'guias_orientacion' AND entidad_id = $1 ORDER BY id",
      [String(g.idGuia)],
    );
    expect(auditoria.map((a) => a.accion)).toEqual(['guia.crear', 'guia.editar', 'guia.despublicar', 'guia.publicar']);

    // Leave the demo's list as it was for the other tests.
    await t.call(endpoints.despublicarGuiaOrientacion, { id: g.idGuia }, gestor);
  });

  it('un fichero que no es un PDF por su contenido responde 46 y no crea nada', async () => {
    const antes = await t.call(endpoints.guiasOrientacionGestion, {}, gestor);
    const { body } = await t.call(
      endpoints.crearGuiaOrientacion,
      { titulo: 'Guía falsa', ficheroB64: Buffer.from('MZ esto es un ejecutable').toString('base64'), extension: 'pdf' },
      gestor,
    );
    expect(body.status).toBe(PortalCodes.EXTENSION_NO_PERMITIDA);
    const docx = await t.call(
      endpoints.crearGuiaOrientacion,
      { titulo: 'Guía en Word', ficheroB64: await pdfDePrueba('x'), extension: 'docx' },
      gestor,
    );
    expect(docx.body.status).toBe(PortalCodes.EXTENSION_NO_PERMITIDA);
    const despues = await t.call(endpoints.guiasOrientacionGestion, {}, gestor);
    expect(despues.body.datos.total).toBe(antes.body.datos.total);
  });

  it('la lista de la gestión pagina en el orden de los estudiantes y filtra por texto y publicada', async () => {
    const delAlumno = (await t.call(endpoints.dameGuiaOrientacion, {}, lucia)).body.datos.map((g) => g.idGuia);
    const paginas: number[] = [];
    let cursor = '';
    do {
      const { body } = await t.call(endpoints.guiasOrientacionGestion, { publicada: 'true', tamano: 2, cursor }, gestor);
      expect(body.status).toBe(0);
      paginas.push(...body.datos.items.map((g) => g.idGuia));
      cursor = body.datos.siguiente ?? '';
    } while (cursor);
    expect(paginas).toEqual(delAlumno);
    const { body } = await t.call(endpoints.guiasOrientacionGestion, { texto: 'GUÍA FALSA QUE NO EXISTE' }, gestor);
    expect(body.datos).toEqual({ items: [], siguiente: null, total: 0, totalEstimado: false });
  });

  it('más de 2 MB responde 413', async () => {
    const grande = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024 + 10, 0x20)]).toString('base64');
    const { http } = await t.call(
      endpoints.crearGuiaOrientacion,
      { titulo: 'Guía enorme', ficheroB64: grande, extension: 'pdf' },
      gestor,
    );
    expect(http).toBe(413);
  });

  it('editar, retirar o publicar una guía que no existe responde 48', async () => {
    const e = await t.call(endpoints.editarGuiaOrientacion, { id: 999_999, titulo: 'No existe' }, gestor);
    expect(e.body.status).toBe(PortalCodes.ACCION_NO_PERMITIDA);
    const d = await t.call(endpoints.despublicarGuiaOrientacion, { id: 999_999 }, gestor);
    expect(d.body.status).toBe(PortalCodes.ACCION_NO_PERMITIDA);
    const p = await t.call(endpoints.publicarGuiaOrientacion, { id: 999_999 }, gestor);
    expect(p.body.status).toBe(PortalCodes.ACCION_NO_PERMITIDA);
  });

  it('una imagen que no es una dirección ni un recurso de la marca es un error de campo', async () => {
    const { body } = await t.call(
      endpoints.crearGuiaOrientacion,
      { titulo: 'Guía con imagen rara', ulrImagen: 'javascript:alert(1)', ficheroB64: await pdfDePrueba('x'), extension: 'pdf' },
      gestor,
    );
    expect(body.status).not.toBe(0);
    expect(JSON.stringify(body)).toContain('ulrImagen');
  });
});

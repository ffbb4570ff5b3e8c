import { endpoints } from '@puente/contract/endpoints/all';
import { PortalCodes } from '@puente/contract/errors/codes';
import { parseFieldErrors } from '@puente/contract/field-errors';
import { MENSAJE_LISTA_NO_EXISTE } from '@puente/contract/listas-referencia';
import { MENSAJES } from '@puente/contract/validation/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDomain } from '../../db/seed/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PRIMER_ID_GESTION } from './listas-referencia.repository';

let t: TestApp;
let contenidos: string;
let lectura: string;
let practicas: string;
beforeAll(async () => {
  t = await createTestApp();
  contenidos = await t.login('gestor', 'contenidos.demo');
  lectura = await t.login('gestor', 'lectura.demo');
  practicas = await t.login('gestor', 'practicas.demo');
});
afterAll(() => t.close());

type Elemento = { id: number; es: string; en: string | null; retirado: boolean };
const nombres = (items: { descripcion: string }[]) => items.map((i) => i.descripcion);

/** The public lists as a form reads them, from one copy of the API. */
async function publicas(app: FastifyInstance, lang: 'es' | 'en' = 'es') {
  const r = await app.inject({ method: 'GET', url: `/api/Dominios/dominiosList/${lang}` });
  return r.json().datos as { areasTitulacion: { id: number; descripcion: string }[]; tiposContacto: { descripcion: string }[] };
}

describe('las listas de referencia en la gestión', () => {
  it('pagina una lista por orden alfabético, sin tildes ni mayúsculas, y filtra por texto', async () => {
    const primera = await t.call(endpoints.listaReferencia, { lista: 'titulaciones', tamano: 10 }, lectura);
    expect(primera.body.status).toBe(0);
    expect(primera.body.datos.items).toHaveLength(10);
    expect(primera.body.datos.total).toBeGreaterThan(50);
    const segunda = await t.call(
      endpoints.listaReferencia,
      { lista: 'titulaciones', tamano: 10, cursor: primera.body.datos.siguiente },
      lectura,
    );
    const todas = [...primera.body.datos.items, ...segunda.body.datos.items].map((e: Elemento) => e.es);
    const plano = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    expect(todas.map(plano)).toEqual([...todas.map(plano)].sort());
    expect(new Set(todas).size).toBe(20);

    const derecho = await t.call(endpoints.listaReferencia, { lista: 'titulaciones', texto: 'derecho' }, lectura);
    expect(derecho.body.datos.items.map((e: Elemento) => e.es)).toEqual(['Doctorado en Derecho', 'Grado en Derecho']);
    expect(derecho.body.datos.items[1]).toMatchObject({ idNivel: 1, idArea: 4, en: null, retirado: false, editadoEn: null });
  });

  it('filtra los centros por provincia', async () => {
    const { body } = await t.call(endpoints.listaReferencia, { lista: 'centrosEducativos', idProvincia: 3 }, lectura);
    expect(body.datos.items.length).toBeGreaterThan(0);
    expect(body.datos.items.every((c) => c.idProvincia === 3)).toBe(true);
  });

  it('añade un área en los dos idiomas; los formularios la ofrecen al momento', async () => {
    const sinIngles = await t.call(
      endpoints.crearElementoLista,
      { lista: 'areasTitulacion', es: 'Ciencias del Mar' },
      contenidos,
    );
    expect(sinIngles.body.status).toBe(PortalCodes.FALTAN_DATOS);
    expect(parseFieldErrors(sinIngles.body.datos)).toEqual([{ campo: 'en', mensaje: MENSAJES.requerido }]);

    const { body } = await t.call(
      endpoints.crearElementoLista,
      { lista: 'areasTitulacion', es: 'Ciencias del Mar', en: 'Marine Sciences' },
      contenidos,
    );
    expect(body.status).toBe(0);
    expect(body.datos).toMatchObject({ es: 'Ciencias del Mar', en: 'Marine Sciences', retirado: false });
    expect(body.datos.id).toBeGreaterThanOrEqual(PRIMER_ID_GESTION);
    expect(body.datos.editadoEn).toEqual(expect.any(String));
    expect(nombres((await publicas(t.app)).areasTitulacion)).toContain('Ciencias del Mar');
    expect(nombres((await publicas(t.app, 'en')).areasTitulacion)).toContain('Marine Sciences');

    // The same name again, accents and case aside: 8.
    const repetida = await t.call(
      endpoints.crearElementoLista,
      { lista: 'areasTitulacion', es: 'CIENCIAS DEL MAR', en: 'Sea' },
      contenidos,
    );
    expect(repetida.body.status).toBe(PortalCodes.DATOS_YA_EXISTEN);

    const [auditoria] = await t.database.query<{ accion: string; entidad: string }>(
      `select accion, entidad from auditoria where accion = 'listaReferencia.crear' order by id desc limit 1`,
    );
    expect(auditoria).toEqual({ accion: 'listaReferencia.crear', entidad: 'areasTitulacion' });
  });

  it('renombra y retira un tipo de contacto; el arranque no deshace lo que cambió la oficina', async () => {
    const lista = await t.call(endpoints.listaReferencia, { lista: 'tiposContacto', texto: 'facturacion' }, contenidos);
    const factura = lista.body.datos.items[0] as Elemento;
    expect(factura.es).toBe('Facturación');

    const renombrado = await t.call(
      endpoints.editarElementoLista,
      { lista: 'tiposContacto', id: factura.id, es: 'Facturación y pagos', en: 'Invoicing and payments' },
      contenidos,
    );
    expect(renombrado.body.datos).toMatchObject({ es: 'Facturación y pagos', en: 'Invoicing and payments' });
    expect(nombres((await publicas(t.app)).tiposContacto)).toContain('Facturación y pagos');

    const retirado = await t.call(
      endpoints.retiradaElementoLista,
      { lista: 'tiposContacto', id: factura.id, retirado: true },
      contenidos,
    );
    expect(retirado.body.datos.retirado).toBe(true);
    expect(nombres((await publicas(t.app)).tiposContacto)).not.toContain('Facturación y pagos');
    // Staff still see it, among the retired ones.
    const retirados = await t.call(endpoints.listaReferencia, { lista: 'tiposContacto', estado: 'retirado' }, contenidos);
    expect(retirados.body.datos.items.map((e: Elemento) => e.id)).toEqual([factura.id]);

    // A restart seeds the lists again: the rename and the retirement stay.
    await seedDomain(t.database);
    const despues = await t.call(endpoints.listaReferencia, { lista: 'tiposContacto', texto: 'pagos' }, contenidos);
    expect(despues.body.datos.items[0]).toMatchObject({ es: 'Facturación y pagos', retirado: true });

    const recuperado = await t.call(
      endpoints.retiradaElementoLista,
      { lista: 'tiposContacto', id: factura.id, retirado: false },
      contenidos,
    );
    expect(recuperado.body.datos.retirado).toBe(false);
    expect(nombres((await publicas(t.app)).tiposContacto)).toContain('Facturación y pagos');
  });

  it('una titulación necesita nivel y área que existan; un motivo, su cambio de estado', async () => {
    const sinNivel = await t.call(
      endpoints.crearElementoLista,
      { lista: 'titulaciones', es: 'Grado en Oceanografía' },
      contenidos,
    );
    expect(parseFieldErrors(sinNivel.body.datos).map((e) => e.campo)).toEqual(['idNivel', 'idArea']);
    const nivelInventado = await t.call(
      endpoints.crearElementoLista,
      { lista: 'titulaciones', es: 'Grado en Oceanografía', idNivel: 999, idArea: 2 },
      contenidos,
    );
    expect(parseFieldErrors(nivelInventado.body.datos)).toEqual([{ campo: 'idNivel', mensaje: 'El nivel no existe' }]);
    const creada = await t.call(
      endpoints.crearElementoLista,
      { lista: 'titulaciones', es: 'Grado en Oceanografía', idNivel: 1, idArea: 2 },
      contenidos,
    );
    expect(creada.body.datos).toMatchObject({ es: 'Grado en Oceanografía', en: null, idNivel: 1, idArea: 2 });
    const publicas = await t.app.inject({ method: 'GET', url: '/api/Dominios/titulaciones' });
    expect(nombres(publicas.json().datos)).toContain('Grado en Oceanografía');

    const motivo = await t.call(
      endpoints.crearElementoLista,
      { lista: 'motivosCambioEstado', es: 'La empresa cerró', en: 'The company closed', idEstado: 6 },
      contenidos,
    );
    expect(parseFieldErrors(motivo.body.datos).map((e) => e.campo)).toEqual(['idEstado']);
  });

  it('responde 48 a un elemento que no existe y 15 a una lista que no existe', async () => {
    const nada = await t.call(
      endpoints.editarElementoLista,
      { lista: 'tiposContacto', id: 987_654, es: 'Nada', en: 'Nothing' },
      contenidos,
    );
    expect(nada.body.status).toBe(PortalCodes.ACCION_NO_PERMITIDA);
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/Gestion/listaReferencia/paises',
      headers: { authorization: `Bearer ${contenidos}` },
    });
    expect(r.json().status).toBe(PortalCodes.FALTAN_DATOS);
    expect(parseFieldErrors(r.json().datos)).toEqual([{ campo: 'lista', mensaje: MENSAJE_LISTA_NO_EXISTE }]);
  });

  it('solo lectura las ve y no las cambia; quien no tiene contenidos, ni las ve', async () => {
    const cambio = await t.call(
      endpoints.crearElementoLista,
      { lista: 'tiposContacto', es: 'Voluntariado', en: 'Volunteering' },
      lectura,
    );
    expect(cambio.body.status).toBe(PortalCodes.SIN_PERMISOS);
    const ver = await t.call(endpoints.listaReferencia, { lista: 'tiposContacto' }, practicas);
    expect(ver.body.status).toBe(PortalCodes.SIN_PERMISOS);
  });

  it('el CSV dice lo mismo que la lista con el mismo filtro', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/Gestion/listaReferenciaCsv/titulaciones?texto=derecho',
      headers: { authorization: `Bearer ${lectura}` },
    });
    expect(r.headers['content-type']).toMatch(/^text\/csv/);
    const lineas = r.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lineas[0]).toMatch(/^Id;Nombre;/);
    expect(lineas.slice(1).map((l) => l.split(';')[1])).toEqual(['Doctorado en Derecho', 'Grado en Derecho']);
  });
});

describe('en varias copias de la API', () => {
  it('lo que cambia una copia lo ofrece al momento la otra, que tenía la lista en memoria', async () => {
    const otra = await t.otraCopia();
    // The other copy has read (and cached) the lists before the change.
    expect(nombres((await publicas(otra)).tiposContacto)).not.toContain('Relaciones institucionales');
    const { body } = await t.call(
      endpoints.crearElementoLista,
      { lista: 'tiposContacto', es: 'Relaciones institucionales', en: 'Institutional relations' },
      contenidos,
    );
    expect(body.status).toBe(0);
    // The notice travels through the database: it arrives within moments, not at a cache's expiry.
    await expect
      .poll(async () => nombres((await publicas(otra)).tiposContacto), { timeout: 5000, interval: 50 })
      .toContain('Relaciones institucionales');
  });
});

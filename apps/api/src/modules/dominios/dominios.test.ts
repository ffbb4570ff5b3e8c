import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('listas de dominio', () => {
  it('dominios: las 52 provincias, España = 1 y el resto de listas', async () => {
    const { body } = await t.call(endpoints.dominios);
    expect(body.status).toBe(0);
    const d = body.datos;
    expect(d.provincias).toHaveLength(52);
    expect(d.provincias.map((p: { descripcion: string }) => p.descripcion)).toContain('Madrid');
    expect(d.paises.find((p) => p.id === 1)?.descripcion).toBe('España');
    for (const key of [
      'localidades',
      'areasFuncionales',
      'sectoresActividad',
      'tiposContrato',
      'ambitos',
      'nivelesTitulacion',
      'areasTitulacion',
      'tiposFormacion',
      'tiposEmpresa',
      'tiposContacto',
    ] as const) {
      expect(d[key].length, key).toBeGreaterThan(3);
    }
  });

  it('provincias, localidades y titulaciones en orden alfabético español (Ávila antes que Badajoz), en los dos motores', async () => {
    const orden = new Intl.Collator('es').compare;
    const d = (await t.call(endpoints.dominios)).body.datos;
    const provincias = d.provincias.map((p: { descripcion: string }) => p.descripcion);
    expect(provincias).toEqual([...provincias].sort(orden));
    expect(provincias.indexOf('Ávila')).toBeLessThan(provincias.indexOf('Badajoz'));
    expect(provincias.indexOf('Araba/Álava')).toBeLessThan(provincias.indexOf('Zaragoza'));
    const localidades = d.localidades.map((l: { descripcion: string }) => l.descripcion);
    expect(localidades).toEqual([...localidades].sort(orden));
    const titulaciones = (await t.call(endpoints.titulaciones)).body.datos.map((x: { descripcion: string }) => x.descripcion);
    expect(titulaciones).toEqual([...titulaciones].sort(orden));
  });

  it('dominiosList/en traduce las descripciones', async () => {
    const { body } = await t.call(endpoints.dominiosList, { lang: 'en' });
    expect(body.datos.paises.find((p) => p.id === 1)?.descripcion).toBe('Spain');
    const bad = await t.call(endpoints.dominiosList, { lang: 'fr' });
    expect(bad.http).toBe(400);
    expect(bad.body.status).toBe(15);
  });

  it('titulaciones con nivel y área', async () => {
    const { body } = await t.call(endpoints.titulaciones);
    expect(body.datos.length).toBeGreaterThan(50);
    const informatica = body.datos.find((x: { descripcion: string }) => x.descripcion === 'Grado en Ingeniería Informática');
    expect(informatica).toMatchObject({ nivel: 'Grado', area: 'Ingeniería y Arquitectura' });
  });

  it('motivos de cambio de estado, con los de idEstado 17 para rechazar una preinscripción', async () => {
    const { body } = await t.call(endpoints.motivosCambioEstado);
    expect(body.datos.filter((m: { idEstado: number }) => m.idEstado === 17).length).toBeGreaterThanOrEqual(6);
  });

  it('tags de interés, programas informáticos y centros educativos por provincia', async () => {
    expect((await t.call(endpoints.tagsInteres)).body.datos.length).toBeGreaterThan(10);
    expect(
      (await t.call(endpoints.programasInformaticos)).body.datos.map((p: { descripcion: string }) => p.descripcion),
    ).toContain('Microsoft Excel');
    const madrid = await t.call(endpoints.centrosEducativos, { id: 28 });
    expect(madrid.body.datos.length).toBeGreaterThanOrEqual(3);
    expect(madrid.body.datos.every((c: { idProvincia: number }) => c.idProvincia === 28)).toBe(true);
    expect((await t.call(endpoints.centrosEducativos, { id: 'abc' })).body.status).toBe(15);
  });
});

describe('marca', () => {
  it('GET /api/Publico/marca devuelve la marca activa y el estado de mantenimiento', async () => {
    const { body } = await t.call(endpoints.marca);
    expect(body.status).toBe(0);
    expect(body.datos).toMatchObject({ id: 'demo', mantenimiento: false, registroPermitido: true });
    expect(body.datos.flags.withoutEmpleo).toBe(false);
    expect(body.datos.colores.primario).toMatch(/^#/);
  });

  it('sirve los logos de la marca en /marca/', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/marca/logo.svg' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('image/svg+xml');
  });

  it('informarError acepta los códigos 1, 12, 24 y 500 y rechaza otros', async () => {
    expect((await t.call(endpoints.informarError, { codigo: 500, ruta: '/ofertas-empleo' })).body.status).toBe(0);
    expect((await t.call(endpoints.informarError, { codigo: 3, ruta: '/' })).body.status).toBe(15);
  });
});

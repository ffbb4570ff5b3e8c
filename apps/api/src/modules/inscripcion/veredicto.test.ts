import { endpoints } from '@puente/contract/endpoints/all';
import type { ListaOfertas, OfertaDetalle } from '@puente/contract/endpoints/ofertas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf } from '../../test/envelope';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  type AlumnoFixture,
  crearAlumno,
  crearCandidatura,
  crearOferta,
  type OfertaFixture,
} from '../candidaturas/test-fixtures';

/**
 * Issue 10, finding 2: every offer card and detail carries whether the caller
 * can apply and why not, from the same rule function `inscribirse` uses, so
 * the three never disagree; "Solo ofertas para mí" keeps the offers whose
 * requirements the student meets.
 */
let t: TestApp;
/** A word no other offer has, so a text search finds exactly this test's offers. */
const marcaUnica = (prefijo: string) =>
  `${prefijo}${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** One case per rule a card can show: the student, the offer, and the code applying answers. */
const CASOS: [string, AlumnoFixture, OfertaFixture, number][] = [
  ['puede', {}, {}, 502],
  ['54 búsqueda activa', { busquedaEmpleo: false }, {}, 54],
  ['26 sin estudios', { estudios: [] }, {}, 26],
  ['47 otra titulación', {}, { titulaciones: [21] }, 47],
  ['18 solo titulados', {}, { soloTitulados: true }, 18],
  ['52 créditos', {}, { creditosMinimos: 200 }, 52],
  ['55 CV propio', { cvPropio: false }, { cvPropio: true }, 55],
];

async function listaDe(token: string, input: Record<string, unknown>) {
  const { body } = await t.call(endpoints.ofertasUsuario, { tipo: 'empleo', tamanoPagina: 100, ...input }, token);
  expect(body.status).toBe(0);
  return body.datos as ListaOfertas;
}

/** A GET with Accept-Language (t.call sends none). */
async function enIdioma<T>(path: string, token: string, idioma: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: path,
    headers: { authorization: `Bearer ${token}`, 'accept-language': idioma },
  });
  return envelopeOf<T>(response);
}

describe('el veredicto de inscripción en la lista y en la ficha', () => {
  it.each(CASOS)('%s: la tarjeta, la ficha e inscribirse dicen lo mismo', async (_, alumno, oferta, codigo) => {
    const a = await crearAlumno(t, alumno);
    const marca = marcaUnica('veredicto');
    const o = await crearOferta(t, { ...oferta, titulo: `Oferta ${marca}` });
    const tarjeta = (await listaDe(a.token, { texto: marca })).ofertas.find((x) => x.urlAcceso === o.url);
    const ficha = (await t.call(endpoints.oferta, { url: o.url }, a.token)).body.datos as OfertaDetalle;
    const esperado =
      codigo === 502
        ? { puedeInscribirse: true, motivoNoInscripcion: null }
        : { puedeInscribirse: false, motivoNoInscripcion: { codigo, mensaje: expect.any(String) } };
    expect(tarjeta).toMatchObject(esperado);
    expect(ficha).toMatchObject(esperado);
    expect((await t.call(endpoints.inscribirse, { urlOferta: o.url }, a.token)).body.status).toBe(codigo);
    // After applying, the verdict is "already a candidate" (10) everywhere, never a surprise.
    if (codigo === 502) {
      const despues = (await t.call(endpoints.oferta, { url: o.url }, a.token)).body.datos as OfertaDetalle;
      expect(despues.motivoNoInscripcion?.codigo).toBe(10);
    }
  });

  it('103: con tres candidaturas vivas toda oferta dice el límite, y el mensaje sigue el idioma del lector', async () => {
    const a = await crearAlumno(t);
    for (let i = 0; i < 3; i += 1) await crearCandidatura(t, (await crearOferta(t)).id, a.id, 1);
    const o = await crearOferta(t);
    const es = await enIdioma<OfertaDetalle>(`/api/Alumno/dameOferta/${o.url}`, a.token, 'es-ES');
    expect(es.datos.motivoNoInscripcion).toEqual({
      codigo: 103,
      mensaje: 'No puedes estar inscrito en más de 3 ofertas a la vez.',
    });
    const en = await enIdioma<OfertaDetalle>(`/api/Alumno/dameOferta/${o.url}`, a.token, 'en');
    expect(en.datos.motivoNoInscripcion).toEqual({
      codigo: 103,
      mensaje: 'You cannot apply to more than 3 offers at the same time.',
    });
  });

  it('la vista previa de la empresa no es de un estudiante: solo el estado de la oferta cuenta', async () => {
    const abierta = await crearOferta(t);
    const caducada = await crearOferta(t, { limite: -2 });
    const pendiente = await crearOferta(t, { estado: 1 });
    expect(await t.services.ofertas.detalle(abierta.id, null)).toMatchObject({
      puedeInscribirse: true,
      motivoNoInscripcion: null,
    });
    expect((await t.services.ofertas.detalle(caducada.id, null)).motivoNoInscripcion?.codigo).toBe(92);
    expect((await t.services.ofertas.detalle(pendiente.id, null)).motivoNoInscripcion?.codigo).toBe(4);
  });
});

describe('Solo ofertas para mí (paraMi)', () => {
  /** Codes about the offer's requirements: what "para mí" leaves out. */
  const REQUISITOS = [13, 18, 19, 23, 47, 52, 96, 99];

  it('deja solo las ofertas cuyos requisitos cumple el perfil; el total cuenta lo mismo que las páginas', async () => {
    const a = await crearAlumno(t, { estudios: [{ titulacion: 33, creditos: 100 }], matriculado: false, deLaUniversidad: false });
    const marca = marcaUnica('parami');
    const dentro = [
      await crearOferta(t, { titulo: `${marca} su titulación` }),
      await crearOferta(t, { titulo: `${marca} sin titulaciones`, titulaciones: [] }),
      await crearOferta(t, { titulo: `${marca} créditos justos`, creditosMinimos: 100 }),
    ];
    const fuera = [
      await crearOferta(t, { titulo: `${marca} otra titulación`, titulaciones: [21] }),
      await crearOferta(t, { titulo: `${marca} titulados`, soloTitulados: true }),
      await crearOferta(t, { titulo: `${marca} posgrado`, soloPostgrado: true }),
      await crearOferta(t, { titulo: `${marca} universidad`, soloUniversidad: true }),
      await crearOferta(t, { titulo: `${marca} créditos`, creditosMinimos: 101 }),
      await crearOferta(t, { titulo: `${marca} créditos de otra`, creditosMinimos: 50, titulaciones: [21] }),
      await crearOferta(t, { titulo: `${marca} curricular`, perfil: 2, tipoFormacion: 1 }),
    ];
    const urls = (l: ListaOfertas) => l.ofertas.map((o) => o.urlAcceso).sort();
    const todas = [
      ...(await listaDe(a.token, { texto: marca })).ofertas,
      ...(await listaDe(a.token, { texto: marca, tipo: 'practicas' })).ofertas,
    ];
    expect(todas.map((o) => o.urlAcceso).sort()).toEqual([...dentro, ...fuera].map((o) => o.url).sort());

    const paraMi = await listaDe(a.token, { texto: marca, paraMi: true });
    const paraMiPracticas = await listaDe(a.token, { texto: marca, tipo: 'practicas', paraMi: 'true' });
    expect([...urls(paraMi), ...urls(paraMiPracticas)].sort()).toEqual(dentro.map((o) => o.url).sort());
    expect(paraMi.numTotal + paraMiPracticas.numTotal).toBe(dentro.length);
    // The same rules decide: what it keeps passes them, what it leaves out fails one of them.
    for (const o of todas) {
      const requisito = REQUISITOS.includes(o.motivoNoInscripcion?.codigo ?? 0);
      expect(requisito, `${o.titulo}: ${o.motivoNoInscripcion?.codigo}`).toBe(fuera.some((f) => f.url === o.urlAcceso));
    }
    expect((await listaDe(a.token, { texto: marca, paraMi: 'false' })).numTotal).toBe(
      (await listaDe(a.token, { texto: marca })).numTotal,
    );
  });

  it('sin estudios solo quedan las ofertas que no piden titulación', async () => {
    const a = await crearAlumno(t, { estudios: [] });
    const marca = marcaUnica('sinestudios');
    const libre = await crearOferta(t, { titulo: `${marca} libre`, titulaciones: [] });
    await crearOferta(t, { titulo: `${marca} con titulación` });
    expect((await listaDe(a.token, { texto: marca, paraMi: true })).ofertas.map((o) => o.urlAcceso)).toEqual([libre.url]);
  });
});

describe('valores de la oferta en el idioma del lector', () => {
  it('tipo de prácticas, nivel y área de las titulaciones y estado de la candidatura, en inglés con Accept-Language: en', async () => {
    const a = await crearAlumno(t);
    const o = await crearOferta(t, { perfil: 2, titulaciones: [33] });
    const es = await enIdioma<OfertaDetalle>(`/api/Alumno/dameOferta/${o.url}`, a.token, 'es');
    expect(es.datos).toMatchObject({ tipoFormacion: 'Prácticas extracurriculares' });
    expect(es.datos.titulaciones[0]).toMatchObject({ nivel: 'Grado', area: 'Ingeniería y Arquitectura' });
    const en = await enIdioma<OfertaDetalle>(`/api/Alumno/dameOferta/${o.url}`, a.token, 'en-GB,en;q=0.9');
    expect(en.datos).toMatchObject({ tipoFormacion: 'Extracurricular internship' });
    expect(en.datos.titulaciones[0]?.nivel).not.toBe('Grado');
    expect(en.datos.titulaciones[0]?.area).not.toBe('Ingeniería y Arquitectura');

    await crearCandidatura(t, o.id, a.id, 16);
    const lista = await enIdioma<ListaOfertas>('/api/Alumno/dameOfertasUsuario/practicas?tamanoPagina=100', a.token, 'en');
    expect(lista.datos.ofertas.find((x) => x.urlAcceso === o.url)?.estado).toBe('Pre-registered: awaiting your answer');
  });
});

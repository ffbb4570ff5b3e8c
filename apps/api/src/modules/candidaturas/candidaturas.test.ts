import { splitPathParams } from '@puente/contract/endpoint';
import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crearAlumno, crearCandidatura, crearOferta } from './test-fixtures';

let t: TestApp;
let lucia: string;
let marcos: string;
beforeAll(async () => {
  t = await createTestApp();
  lucia = await t.login('alumno', '12345678Z');
  marcos = await t.login('alumno', '87654321X');
});
afterAll(() => t.close());

const estados = (lista: { idEstadoCandidatura: number | null }[]) =>
  lista.map((c) => c.idEstadoCandidatura).sort((x, y) => (x ?? 0) - (y ?? 0));

/** urlAcceso of Lucía's seeded candidacy in `estado`. */
async function urlDeLucia(estado: number) {
  const rows = await t.database.query<{ url_acceso: string }>(
    `SELECT o.url_acceso FROM candidaturas c JOIN ofertas o ON o.id = c.id_oferta JOIN alumnos a ON a.id = c.id_alumno
     WHERE a.dni = '12345678Z' AND c.estado = $1`,
    [estado],
  );
  return rows[0]?.url_acceso as string;
}

describe('desinscribirse', () => {
  it('501: retira una candidatura inscrita (1 → 8) y lo anota en el historial, sin notificar al estudiante', async () => {
    const a = await crearAlumno(t);
    const o = await crearOferta(t);
    await t.call(endpoints.inscribirse, { urlOferta: o.url }, a.token);
    const { body } = await t.call(endpoints.desinscribirse, { urlOferta: o.url }, a.token);
    expect(body).toMatchObject({ status: 501, datos: { urlAcceso: o.url, estado: 8, textoEstado: 'Retirada' } });
    const historial = (await t.call(endpoints.candidatura, { url: o.url }, a.token)).body.datos.historial;
    expect(historial.map((h: { estadoNuevo: number; autor: string }) => [h.estadoNuevo, h.autor])).toEqual([
      [1, 'Tú'],
      [8, 'Tú'],
    ]);
    expect((await t.call(endpoints.notificacionesAlumno, {}, a.token)).body.datos).toEqual([]);
  });

  it('30: ya procesada (3, 5, 16…); 31: sin candidatura, oferta desconocida o ya retirada', async () => {
    expect((await t.call(endpoints.desinscribirse, { urlOferta: await urlDeLucia(3) }, lucia)).body.status).toBe(30);
    expect((await t.call(endpoints.desinscribirse, { urlOferta: await urlDeLucia(5) }, lucia)).body.status).toBe(30);
    expect((await t.call(endpoints.desinscribirse, { urlOferta: await urlDeLucia(16) }, lucia)).body.status).toBe(30);
    const a = await crearAlumno(t);
    const o = await crearOferta(t);
    expect((await t.call(endpoints.desinscribirse, { urlOferta: o.url }, a.token)).body.status).toBe(31);
    expect((await t.call(endpoints.desinscribirse, { urlOferta: 'no-existe' }, a.token)).body.status).toBe(31);
    await crearCandidatura(t, o.id, a.id, 8);
    expect((await t.call(endpoints.desinscribirse, { urlOferta: o.url }, a.token)).body.status).toBe(31);
  });

  it('31: la candidatura de otro estudiante no se puede retirar', async () => {
    expect((await t.call(endpoints.desinscribirse, { urlOferta: await urlDeLucia(1) }, marcos)).body.status).toBe(31);
  });
});

describe('preinscripciones (estado 16)', () => {
  it('519: aceptar pasa la candidatura a Inscrita, sin notificar al estudiante', async () => {
    const a = await crearAlumno(t);
    const o = await crearOferta(t, { perfil: 2 });
    await crearCandidatura(t, o.id, a.id, 16);
    const { body } = await t.call(endpoints.aceptarPreinscripcion, { urlOferta: o.url }, a.token);
    expect(body).toMatchObject({ status: 519, datos: { estado: 1 } });
    const detalle = (await t.call(endpoints.candidatura, { url: o.url }, a.token)).body.datos;
    expect(detalle.historial.at(-1)).toMatchObject({ estadoAnterior: 16, estadoNuevo: 1, autor: 'Tú' });
    expect((await t.call(endpoints.notificacionesAlumno, {}, a.token)).body.datos).toEqual([]);
    // Answering twice: it is no longer a pre-registration.
    expect((await t.call(endpoints.aceptarPreinscripcion, { urlOferta: o.url }, a.token)).body.status).toBe(49);
  });

  it('520: rechazar con un motivo de idEstado 17 la pasa a 17 y guarda el motivo', async () => {
    const a = await crearAlumno(t);
    const o = await crearOferta(t, { perfil: 2 });
    await crearCandidatura(t, o.id, a.id, 16);
    const { body } = await t.call(endpoints.rechazarPreinscripcion, { urlOferta: o.url, idMotivo: 3 }, a.token);
    expect(body).toMatchObject({ status: 520, datos: { estado: 17 } });
    const detalle = (await t.call(endpoints.candidatura, { url: o.url }, a.token)).body.datos;
    expect(detalle.historial.at(-1)).toMatchObject({ estadoNuevo: 17, motivo: 'La ubicación no me conviene' });
    expect((await t.call(endpoints.notificacionesAlumno, {}, a.token)).body.datos).toEqual([]);
  });

  it('rechazar exige motivo (15) y que sea de la familia 17 (un motivo de descarte, idEstado 5, da 15)', async () => {
    const url = await urlDeLucia(16);
    const sin = await t.call(endpoints.rechazarPreinscripcion, { urlOferta: url }, lucia);
    expect(sin.http).toBe(400);
    expect(sin.body.status).toBe(15);
    const otro = await t.call(endpoints.rechazarPreinscripcion, { urlOferta: url, idMotivo: 9 }, lucia);
    expect(otro.body.status).toBe(15);
    expect((await t.call(endpoints.rechazarPreinscripcion, { urlOferta: url, idMotivo: 999 }, lucia)).body.status).toBe(15);
  });

  it('solo en estado 16: otra candidatura da 49; sin candidatura, 31', async () => {
    expect((await t.call(endpoints.aceptarPreinscripcion, { urlOferta: await urlDeLucia(3) }, lucia)).body.status).toBe(49);
    expect(
      (await t.call(endpoints.rechazarPreinscripcion, { urlOferta: await urlDeLucia(1), idMotivo: 1 }, lucia)).body.status,
    ).toBe(49);
    // Marcos cannot answer Lucía's pre-registration.
    expect((await t.call(endpoints.aceptarPreinscripcion, { urlOferta: await urlDeLucia(16) }, marcos)).body.status).toBe(31);
  });

  it('aceptar en el límite de 3 activas da 103', async () => {
    const a = await crearAlumno(t);
    for (let i = 0; i < 3; i++) await crearCandidatura(t, (await crearOferta(t)).id, a.id, 2);
    const o = await crearOferta(t, { perfil: 2 });
    await crearCandidatura(t, o.id, a.id, 16);
    expect((await t.call(endpoints.aceptarPreinscripcion, { urlOferta: o.url }, a.token)).body.status).toBe(103);
  });
});

describe('mis candidaturas', () => {
  it('dameCandidaturasPracticasUsuario y Empleo: solo las propias, con la tarjeta y el estado', async () => {
    const practicas = (await t.call(endpoints.candidaturasPracticas, {}, lucia)).body;
    expect(practicas.status).toBe(0);
    expect(estados(practicas.datos)).toEqual([1, 3, 16]);
    const pre = practicas.datos.find((c) => c.idEstadoCandidatura === 16);
    expect(pre).toMatchObject({
      titulo: 'Prácticas en desarrollo web',
      empresa: 'Levante Tech',
      estado: 'Preinscrita: pendiente de tu respuesta',
      textoPerfilOferta: 'Prácticas',
    });
    expect(pre?.fechaInscripcion).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const empleo = (await t.call(endpoints.candidaturasEmpleo, {}, lucia)).body.datos;
    expect(empleo.map((c) => c.idEstadoCandidatura)).toEqual([5]);
    const deMarcos = (await t.call(endpoints.candidaturasEmpleo, {}, marcos)).body.datos;
    expect(estados(deMarcos)).toEqual([2, 6, 8]);
  });

  it('dameCandidatura/{url}: la ficha de la oferta, el estado y el historial con autor y motivo', async () => {
    const { body } = await t.call(endpoints.candidatura, { url: await urlDeLucia(5) }, lucia);
    expect(body.status).toBe(0);
    expect(body.datos).toMatchObject({ estado: 5, textoEstado: 'Descartada', retirable: false, opcionesPreinscripcion: false });
    expect(body.datos.oferta).toMatchObject({ titulo: 'Desarrollador/a backend Node.js', candidatura: { estado: 5 } });
    expect(body.datos.historial).toHaveLength(2);
    expect(body.datos.historial[1]).toMatchObject({
      estadoAnterior: 1,
      estadoNuevo: 5,
      autor: 'La empresa',
      motivo: 'Perfil no adecuado al puesto',
    });
    expect(body.datos.historial[0]?.fecha).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const pre = (await t.call(endpoints.candidatura, { url: await urlDeLucia(16) }, lucia)).body.datos;
    expect(pre).toMatchObject({ opcionesPreinscripcion: true, historial: [{ estadoNuevo: 16, autor: 'La universidad' }] });
  });

  it('en inglés, el historial dice autor y motivo en inglés, y la oferta su perfil (decisión 010)', async () => {
    const enIngles = async (url: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: splitPathParams(endpoints.candidatura.path, { url }).path,
          headers: { authorization: `Bearer ${lucia}`, 'accept-language': 'en' },
        })
      ).json().datos;
    const descartada = await enIngles(await urlDeLucia(5));
    expect(descartada.textoEstado).toBe('Not selected');
    expect(descartada.historial[1]).toMatchObject({ estadoNuevo: 5, autor: 'The company' });
    const [motivoEn] = await t.database.query<{ en: string }>(
      "SELECT en FROM motivos_cambio_estado WHERE es = 'Perfil no adecuado al puesto'",
    );
    expect(motivoEn?.en).toBeTruthy();
    expect(descartada.historial[1].motivo).toBe(motivoEn?.en);
    expect(descartada.oferta.textoPerfilOferta).toBe('Job');
    const pre = await enIngles(await urlDeLucia(16));
    expect(pre.historial).toMatchObject([{ estadoNuevo: 16, autor: 'The university' }]);
    const lista = await t.app.inject({
      method: 'GET',
      url: '/api/Alumno/dameCandidaturasEmpleoUsuario',
      headers: { authorization: `Bearer ${lucia}`, 'accept-language': 'en' },
    });
    expect(lista.json().datos.map((c: { textoPerfilOferta: string }) => c.textoPerfilOferta)).toEqual(['Job']);
  });

  it('un estudiante nunca ve la candidatura de otro (31)', async () => {
    const { body } = await t.call(endpoints.candidatura, { url: await urlDeLucia(3) }, marcos);
    expect(body).toMatchObject({ status: 31, datos: null });
  });
});

describe('avisos antes de inscribirse', () => {
  it('sacaAvisoDeMinimoDeCreditosParaInscribirse: avisa cuando faltan créditos', async () => {
    const a = await crearAlumno(t, { estudios: [{ titulacion: 33, creditos: 90 }] });
    const pide = await crearOferta(t, { creditosMinimos: 120 });
    const noPide = await crearOferta(t);
    const aviso = (await t.call(endpoints.avisoCreditos, { id: pide.url }, a.token)).body;
    expect(aviso).toMatchObject({ status: 0, datos: { aviso: true, creditosMinimos: 120, creditosAlumno: 90 } });
    expect(aviso.datos.mensaje).toContain('120');
    expect((await t.call(endpoints.avisoCreditos, { id: noPide.url }, a.token)).body.datos).toMatchObject({ aviso: false });
    expect((await t.call(endpoints.avisoCreditos, { id: 'no-existe' }, a.token)).body.status).toBe(4);
  });

  it('faltanDatosPersonalesObligatorios: los campos que la marca exige y están vacíos', async () => {
    expect((await t.call(endpoints.faltanDatosPersonales, {}, lucia)).body.datos).toEqual({ faltan: false, campos: [] });
    const a = await crearAlumno(t);
    const { body } = await t.call(endpoints.faltanDatosPersonales, {}, a.token);
    // The demo brand requires telefono and nacionalidad.
    expect(body.datos).toEqual({ faltan: true, campos: ['telefono', 'nacionalidad'] });
  });
});

import { endpoints } from '@puente/contract/endpoints/all';
import type { EventoInput } from '@puente/contract/eventos';
import ICAL from 'ical.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let gestor: string;
/** Students by DNI: Lucía (a study finished and one in course), Ana (in course), Pablo (graduate), Sara, Daniel. */
const tokens = new Map<string, string>();
const tk = (dni: string) => tokens.get(dni) as string;
const ids: Record<string, number> = {};
const LUCIA = '12345678Z';
const ANA = '23456781R';
const PABLO = '34567812P';
const SARA = '45678123P';
const DANIEL = '56781234F';
let empresa: string;

const enDias = (dias: number, hora = '10:00') => {
  const d = new Date(Date.now() + dias * 86_400_000).toISOString().slice(0, 10);
  return `${d}T${hora}:00+01:00`;
};
let secuencia = 0;
async function evento(e: Partial<EventoInput> = {}) {
  secuencia += 1;
  const { body } = await t.call(
    endpoints.crearEvento,
    {
      titulo: `Evento de prueba ${secuencia}`,
      urlAcceso: `evento-prueba-${secuencia}`,
      categoria: 'taller',
      entradilla: 'Una entradilla de prueba',
      lugar: 'Aula 1',
      fecha: enDias(10),
      ...e,
    },
    gestor,
  );
  expect(body.status, body.mensaje ?? '').toBe(0);
  return body.datos;
}
const inscribir = (idEvento: number, token: string, urlEvento?: string) =>
  t.call(endpoints.inscribirseEnEvento, { idEvento, ...(urlEvento ? { urlEvento } : {}) }, token);
const salir = (idEvento: number, token: string) => t.call(endpoints.desinscribirseDeEvento, { idEvento }, token);
const ficha = (id: string | number, token: string) => t.call(endpoints.dameFichaEvento, { id: String(id) }, token);

beforeAll(async () => {
  t = await createTestApp();
  gestor = await t.login('gestor', 'gestor.demo');
  for (const dni of [LUCIA, ANA, PABLO, SARA, DANIEL]) tokens.set(dni, await t.login('alumno', dni));
  const filas = await t.database.query<{ id: number; dni: string }>('SELECT id, dni FROM alumnos');
  for (const f of filas) ids[f.dni] = f.id;
  empresa = await t.login('empresa', 'seleccion.demo');
});
afterAll(() => t.close());

describe('dameEventos', () => {
  it('la demo tiene seis eventos, el más reciente primero, con las categorías para los chips', async () => {
    const { body } = await t.call(endpoints.dameEventos, {}, tk(LUCIA));
    expect(body.status).toBe(0);
    const demo = body.datos.eventos.filter((e) => !e.urlAcceso.startsWith('evento-prueba'));
    expect(demo).toHaveLength(6);
    const fechas = body.datos.eventos.map((e) => Date.parse(e.fecha));
    expect(fechas).toEqual([...fechas].sort((a, b) => b - a));
    expect(body.datos.categorias.map((c) => c.slug)).toEqual(expect.arrayContaining(['feria-empleo', 'taller', 'charla']));
    expect(demo.filter((e) => e.caducado)).toHaveLength(1);
    expect(demo.some((e) => e.destacado)).toBe(true);
  });

  it('busca en título y entradilla, sin importar acentos, y filtra por categoría', async () => {
    const e = await evento({ titulo: 'Taller de LinkedIn para ingeniería', entradilla: 'Perfil profesional óptimo' });
    const buscar = async (input: Record<string, string>) =>
      (await t.call(endpoints.dameEventos, input, tk(LUCIA))).body.datos.eventos.map((x) => x.idEvento);
    expect(await buscar({ texto: 'linkedin' })).toEqual([e.idEvento]);
    expect(await buscar({ texto: 'OPTIMO' })).toEqual([e.idEvento]);
    expect(await buscar({ texto: 'linkedin', categoria: 'charla' })).toEqual([]);
    expect(await buscar({ texto: 'linkedin', categoria: 'taller' })).toEqual([e.idEvento]);
    expect(await buscar({ texto: '100%_' })).toEqual([]);
  });

  it('en inglés las categorías llegan traducidas', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/Alumno/dameEventos',
      headers: { authorization: `Bearer ${tk(LUCIA)}`, 'accept-language': 'en' },
    });
    expect(r.json().datos.categorias.find((c: { slug: string }) => c.slug === 'feria-empleo').nombre).toBe('Job fair');
  });

  it('una empresa lee la lista y la ficha sin inscripción propia; un estudiante no usa las rutas de empresa', async () => {
    const e = await evento();
    const lista = await t.call(endpoints.dameEventosEmpresa, {}, empresa);
    expect(lista.body.datos.eventos.find((x) => x.idEvento === e.idEvento)?.miInscripcion).toBeNull();
    const f = await t.call(endpoints.dameFichaEventoEmpresa, { id: e.urlAcceso }, empresa);
    expect(f.body.datos.titulo).toBe(e.titulo);
    expect((await t.call(endpoints.dameEventosEmpresa, {}, tk(LUCIA))).http).toBe(403);
    expect((await t.call(endpoints.inscribirseEnEvento, { idEvento: e.idEvento }, empresa)).http).toBe(403);
  });
});

describe('dameFichaEvento', () => {
  it('por urlAcceso o por id; desconocido o despublicado: 74', async () => {
    const e = await evento({ plazas: 5 });
    expect((await ficha(e.urlAcceso, tk(LUCIA))).body.datos).toMatchObject({
      idEvento: e.idEvento,
      plazasLibres: 5,
      miInscripcion: { estado: null, posicionEspera: null },
    });
    expect((await ficha(e.idEvento, tk(LUCIA))).body.datos.urlAcceso).toBe(e.urlAcceso);
    expect((await ficha('no-existe', tk(LUCIA))).body.status).toBe(74);
    expect((await ficha(999999, tk(LUCIA))).body.status).toBe(74);
    await t.call(endpoints.despublicarEvento, { id: e.idEvento }, gestor);
    expect((await ficha(e.urlAcceso, tk(LUCIA))).body.status).toBe(74);
    const lista = await t.call(endpoints.dameEventos, {}, tk(LUCIA));
    expect(lista.body.datos.eventos.some((x) => x.idEvento === e.idEvento)).toBe(false);
    expect((await inscribir(e.idEvento, tk(LUCIA))).body.status).toBe(74);
  });
});

describe('Publico/dameFichaEvento', () => {
  it('sin sesión solo los eventos públicos, sin datos de nadie', async () => {
    const publico = await evento({ publico: true, plazas: 3 });
    const privado = await evento();
    await inscribir(publico.idEvento, tk(LUCIA));
    const r = await t.call(endpoints.dameFichaEventoPublico, { id: publico.urlAcceso });
    expect(r.http).toBe(200);
    expect(r.body.datos).toMatchObject({ titulo: publico.titulo, plazasLibres: 2, publico: true });
    expect(Object.keys(r.body.datos)).not.toContain('miInscripcion');
    expect(JSON.stringify(r.body.datos)).not.toMatch(/Lucía|12345678Z|lucia/);
    expect((await t.call(endpoints.dameFichaEventoPublico, { id: privado.urlAcceso })).body.status).toBe(74);
    expect((await t.call(endpoints.dameFichaEventoPublico, { id: 'no-existe' })).body.status).toBe(74);
  });
});

describe('inscribirseEnEvento', () => {
  it('532 y la ficha lo refleja; una segunda vez 76', async () => {
    const e = await evento({ plazas: 10 });
    const r = await inscribir(e.idEvento, tk(LUCIA), e.urlAcceso);
    expect(r.body.status).toBe(532);
    expect(r.body.datos).toEqual({ idEvento: e.idEvento, estado: 'inscrito', posicionEspera: null });
    expect((await ficha(e.urlAcceso, tk(LUCIA))).body.datos).toMatchObject({
      plazasLibres: 9,
      miInscripcion: { estado: 'inscrito' },
    });
    expect((await inscribir(e.idEvento, tk(LUCIA))).body.status).toBe(76);
    const audit = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM auditoria WHERE accion = 'evento.inscripcion.inscrito' AND entidad_id = $1",
      [e.idEvento],
    );
    expect(audit[0]?.n).toBe(1);
  });

  it('74: evento pasado, id desconocido o urlEvento de otro evento', async () => {
    const pasado = await evento({ fecha: enDias(-2) });
    expect((await ficha(pasado.urlAcceso, tk(LUCIA))).body.datos.caducado).toBe(true);
    expect((await inscribir(pasado.idEvento, tk(LUCIA))).body.status).toBe(74);
    expect((await inscribir(987654, tk(LUCIA))).body.status).toBe(74);
    const e = await evento();
    expect((await inscribir(e.idEvento, tk(LUCIA), pasado.urlAcceso)).body.status).toBe(74);
  });

  it('75: el evento no admite inscripciones', async () => {
    const e = await evento({ inscripcion: false });
    expect((await inscribir(e.idEvento, tk(LUCIA))).body.status).toBe(75);
  });

  it('77: un titulado en un evento para estudiantes; 78: un estudiante sin título en uno para titulados', async () => {
    const paraEstudiantes = await evento({ dirigidoA: 'estudiantes' });
    const paraTitulados = await evento({ dirigidoA: 'titulados' });
    expect((await inscribir(paraEstudiantes.idEvento, tk(PABLO))).body.status).toBe(77);
    expect((await inscribir(paraTitulados.idEvento, tk(ANA))).body.status).toBe(78);
    expect((await inscribir(paraEstudiantes.idEvento, tk(ANA))).body.status).toBe(532);
    expect((await inscribir(paraTitulados.idEvento, tk(PABLO))).body.status).toBe(532);
    // Lucía studies a degree and holds a finished one: both are for her.
    expect((await inscribir(paraEstudiantes.idEvento, tk(LUCIA))).body.status).toBe(532);
    expect((await inscribir(paraTitulados.idEvento, tk(LUCIA))).body.status).toBe(532);
  });
});

describe('lista de espera', () => {
  it('completo: 515 con el puesto; al salir un inscrito sube el primero en espera y recibe un aviso', async () => {
    const e = await evento({ plazas: 1, titulo: 'Charla con plazas contadas' });
    expect((await inscribir(e.idEvento, tk(LUCIA))).body.status).toBe(532);
    const ana = await inscribir(e.idEvento, tk(ANA));
    expect(ana.body.status).toBe(515);
    expect(ana.body.datos).toEqual({ idEvento: e.idEvento, estado: 'espera', posicionEspera: 1 });
    expect(ana.body.mensaje).toMatch(/lista de espera en el puesto 1/);
    const sara = await inscribir(e.idEvento, tk(SARA));
    expect(sara.body.datos.posicionEspera).toBe(2);
    expect((await ficha(e.urlAcceso, tk(SARA))).body.datos).toMatchObject({
      plazasLibres: 0,
      miInscripcion: { estado: 'espera', posicionEspera: 2 },
    });

    const antes = await t.call(endpoints.notificacionesAlumno, {}, tk(ANA));
    const r = await salir(e.idEvento, tk(LUCIA));
    expect(r.body).toMatchObject({ status: 0, datos: { estado: null } });
    expect((await ficha(e.urlAcceso, tk(ANA))).body.datos.miInscripcion).toEqual({ estado: 'inscrito', posicionEspera: null });
    expect((await ficha(e.urlAcceso, tk(SARA))).body.datos.miInscripcion).toEqual({ estado: 'espera', posicionEspera: 1 });
    const despues = await t.call(endpoints.notificacionesAlumno, {}, tk(ANA));
    expect(despues.body.datos.length).toBe(antes.body.datos.length + 1);
    expect(despues.body.datos.find((n) => n.texto.includes('Charla con plazas contadas'))).toMatchObject({
      titulo: 'Tienes plaza en el evento',
      urlAcceso: `/eventos/${e.urlAcceso}`,
    });
  });

  it('en inglés el aviso de la lista de espera llega en inglés', async () => {
    const e = await evento({ plazas: 1 });
    await inscribir(e.idEvento, tk(LUCIA));
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/inscribirseEnEvento',
      headers: { authorization: `Bearer ${tk(DANIEL)}`, 'accept-language': 'en' },
      payload: { idEvento: e.idEvento },
    });
    expect(r.json()).toMatchObject({ status: 515 });
    expect(r.json().mensaje).toMatch(/waiting list in position 1/);
  });

  it('salir de la lista de espera no mueve a nadie a la plaza; sin inscripción 48; cada uno solo deja la suya', async () => {
    const e = await evento({ plazas: 1 });
    await inscribir(e.idEvento, tk(LUCIA));
    await inscribir(e.idEvento, tk(ANA));
    await inscribir(e.idEvento, tk(SARA));
    expect((await salir(e.idEvento, tk(ANA))).body.status).toBe(0);
    expect((await ficha(e.urlAcceso, tk(LUCIA))).body.datos.miInscripcion?.estado).toBe('inscrito');
    expect((await ficha(e.urlAcceso, tk(SARA))).body.datos.miInscripcion).toEqual({ estado: 'espera', posicionEspera: 1 });
    // Pablo cannot free Lucía's place: his own leave is 48 and hers stands.
    expect((await salir(e.idEvento, tk(PABLO))).body.status).toBe(48);
    expect((await ficha(e.urlAcceso, tk(LUCIA))).body.datos.miInscripcion?.estado).toBe('inscrito');
    expect((await salir(999999, tk(PABLO))).body.status).toBe(74);
  });

  it('más plazas desde gestión pasan a los primeros en espera', async () => {
    const datos = { titulo: 'Taller ampliable', urlAcceso: 'taller-ampliable', categoria: 'taller', fecha: enDias(5), plazas: 1 };
    const { body } = await t.call(endpoints.crearEvento, datos, gestor);
    const id = body.datos.idEvento;
    await inscribir(id, tk(LUCIA));
    await inscribir(id, tk(ANA));
    await inscribir(id, tk(SARA));
    const r = await t.call(endpoints.editarEvento, { ...datos, id, plazas: 2 }, gestor);
    expect(r.body.datos).toMatchObject({ inscritos: 2, enEspera: 1, plazasLibres: 0 });
    expect((await ficha(id, tk(ANA))).body.datos.miInscripcion?.estado).toBe('inscrito');
  });

  it('inscripciones a la vez: nunca más inscritos que plazas, la espera numerada sin huecos', async () => {
    const e = await evento({ plazas: 2 });
    const respuestas = await Promise.all([LUCIA, ANA, PABLO, SARA, DANIEL].map((dni) => inscribir(e.idEvento, tk(dni))));
    expect(respuestas.map((r) => r.body.status).sort((a, b) => a - b)).toEqual([515, 515, 515, 532, 532]);
    const filas = await t.database.query<{ estado: string; n: number }>(
      'SELECT estado, count(*)::int AS n FROM inscripciones_evento WHERE id_evento = $1 GROUP BY estado ORDER BY estado',
      [e.idEvento],
    );
    expect(filas).toEqual([
      { estado: 'espera', n: 3 },
      { estado: 'inscrito', n: 2 },
    ]);
    expect(respuestas.flatMap((r) => (r.body.datos.posicionEspera ? [r.body.datos.posicionEspera] : [])).sort()).toEqual([
      1, 2, 3,
    ]);
    // The same student twice at once: one registration, the other 76.
    const otro = await evento({ plazas: 5 });
    const dobles = await Promise.all([inscribir(otro.idEvento, tk(LUCIA)), inscribir(otro.idEvento, tk(LUCIA))]);
    expect(dobles.map((r) => r.body.status).sort((a, b) => a - b)).toEqual([76, 532]);
  });
});

/** The instant of a DTSTART line: UTC (…Z) as the API writes it. */
function dtstart(ics: string, uid: string) {
  const bloque = ics.split('BEGIN:VEVENT').find((b) => b.includes(uid)) ?? '';
  const m = /DTSTART(?:;[^:]*)?:(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?/.exec(bloque);
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', z] = m;
  return { instante: z ? new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`) : null, fecha: `${y}-${mo}-${d}`, utc: z === 'Z' };
}
const horaMadrid = (d: Date) =>
  new Intl.DateTimeFormat('es-ES', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);

describe('calendario', () => {
  it('.ics de un evento: el instante guardado y su hora de Madrid, en invierno y en verano', async () => {
    // 18:30 in Madrid in winter (UTC+1) and in summer (UTC+2).
    const invierno = await evento({ titulo: 'Feria de invierno', fecha: '2031-01-15T18:30:00+01:00', lugar: 'Paraninfo' });
    const verano = await evento({ titulo: 'Feria de verano', fecha: '2031-07-15T18:30:00+02:00' });
    for (const [e, esperado] of [
      [invierno, '15/01/2031, 18:30'],
      [verano, '15/07/2031, 18:30'],
    ] as const) {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/Alumno/calendarioEvento/${e.urlAcceso}`,
        headers: { authorization: `Bearer ${tk(LUCIA)}` },
      });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(r.headers['content-disposition']).toContain(`${e.urlAcceso}.ics`);
      const texto = r.payload;
      expect(texto).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(texto).toContain(`SUMMARY:${e.titulo}`);
      const inicio = dtstart(texto, `evento-${e.idEvento}@`);
      expect(inicio?.utc).toBe(true);
      expect(inicio?.instante?.toISOString()).toBe(e.fecha);
      expect(horaMadrid(inicio?.instante as Date)).toBe(esperado);
      const guardado = await t.database.query<{ fecha: Date }>('SELECT fecha FROM eventos WHERE id = $1', [e.idEvento]);
      expect(inicio?.instante?.getTime()).toBe(new Date(guardado[0]?.fecha as Date).getTime());
    }
    expect((await t.call(endpoints.calendarioEvento, { id: 'no-existe' }, tk(LUCIA))).body.status).toBe(74);
  });

  it('enlace personal: estable hasta renovarlo; el feed trae los eventos inscritos y los plazos de las candidaturas', async () => {
    const e = await evento({ titulo: 'Evento del calendario personal' });
    const espera = await evento({ plazas: 1, titulo: 'Evento sólo en espera' });
    await inscribir(espera.idEvento, tk(ANA));
    await inscribir(e.idEvento, tk(LUCIA));
    await inscribir(espera.idEvento, tk(LUCIA));
    const a = await t.call(endpoints.dameEnlaceCalendario, {}, tk(LUCIA));
    const b = await t.call(endpoints.dameEnlaceCalendario, {}, tk(LUCIA));
    expect(a.body.datos.token).toBe(b.body.datos.token);
    expect(a.body.datos.url).toMatch(new RegExp(`/api/Publico/calendario/${a.body.datos.token}$`));

    // An offer Lucía applied to, with a closing date ahead.
    const plazo = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const oferta = await t.database.query<{ id: number; titulo: string }>(
      `UPDATE ofertas SET fecha_limite = $2 WHERE id = (SELECT c.id_oferta FROM candidaturas c WHERE c.id_alumno = $1 AND c.estado IN (1, 2, 3, 4) ORDER BY c.id LIMIT 1)
       RETURNING id, titulo`,
      [ids[LUCIA], plazo],
    );
    expect(oferta).toHaveLength(1);

    const feed = await t.app.inject({ method: 'GET', url: `/api/Publico/calendario/${a.body.datos.token}` });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.payload).toContain('SUMMARY:Evento del calendario personal');
    expect(feed.payload).not.toContain('Evento sólo en espera');
    const fin = dtstart(feed.payload, `plazo-oferta-${oferta[0]?.id}@`);
    expect(fin).toMatchObject({ fecha: plazo, utc: false });
    // Ana's feed holds only hers.
    const deAna = await t.call(endpoints.dameEnlaceCalendario, {}, tk(ANA));
    const feedAna = await t.app.inject({ method: 'GET', url: `/api/Publico/calendario/${deAna.body.datos.token}` });
    expect(feedAna.payload).not.toContain('Evento del calendario personal');

    const nuevo = await t.call(endpoints.renovarEnlaceCalendario, {}, tk(LUCIA));
    expect(nuevo.body.datos.token).not.toBe(a.body.datos.token);
    const viejo = await t.app.inject({ method: 'GET', url: `/api/Publico/calendario/${a.body.datos.token}` });
    expect(viejo.statusCode).toBe(404);
    expect(viejo.json()).toMatchObject({ status: 4 });
    expect(viejo.payload).not.toMatch(/Lucía|12345678Z/);
    const otro = await t.app.inject({ method: 'GET', url: `/api/Publico/calendario/${nuevo.body.datos.token}` });
    expect(otro.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/Publico/calendario/desconocido' })).statusCode).toBe(404);
  });

  it('líneas de 75 octetos como mucho, en el .ics del evento y en el feed, y un lector independiente lee el texto exacto', async () => {
    const entradilla = 'Orientación: á é í ó ú ñ ü, ¿qué hacer después del grado? '.repeat(5).trim();
    const e = await evento({
      titulo: 'Jornada de orientación para estudiantes de Filosofía y Letras: prácticas, másteres y empleo',
      entradilla,
      lugar: 'Salón de actos de la Facultad de Filosofía y Letras, edificio Ñandú',
    });
    await inscribir(e.idEvento, tk(SARA));
    const { body } = await t.call(endpoints.dameEnlaceCalendario, {}, tk(SARA));
    const ficheros = [
      await t.app.inject({
        method: 'GET',
        url: `/api/Alumno/calendarioEvento/${e.urlAcceso}`,
        headers: { authorization: `Bearer ${tk(SARA)}` },
      }),
      await t.app.inject({ method: 'GET', url: `/api/Publico/calendario/${body.datos.token}` }),
    ];
    for (const r of ficheros) {
      expect(r.statusCode).toBe(200);
      const bytes = r.rawPayload;
      // CRLF after every line, and no LF alone.
      expect(bytes.subarray(-2).toString('latin1')).toBe('\r\n');
      expect(/(?<!\r)\n/.test(bytes.toString('latin1'))).toBe(false);
      const lineas = bytes.toString('latin1').split('\r\n').slice(0, -1);
      expect(lineas.filter((l) => l.length > 75)).toEqual([]);
      expect(lineas.some((l) => l.startsWith(' '))).toBe(true);
      const vevento = new ICAL.Component(ICAL.parse(r.payload))
        .getAllSubcomponents('vevent')
        .find((v) => String(v.getFirstPropertyValue('uid')).startsWith(`evento-${e.idEvento}@`));
      expect(vevento?.getFirstPropertyValue('description')).toBe(entradilla);
      expect(vevento?.getFirstPropertyValue('summary')).toBe(e.titulo);
      expect(vevento?.getFirstPropertyValue('location')).toBe(
        'Salón de actos de la Facultad de Filosofía y Letras, edificio Ñandú',
      );
    }
  });
});

describe('gestión', () => {
  it('lista, crea (8 urlAcceso repetida, 48 categoría desconocida), inscritos y CSV; auditado; solo personal', async () => {
    const e = await evento({ plazas: 1, titulo: 'Jornada de puertas abiertas' });
    expect(
      (
        await t.call(
          endpoints.crearEvento,
          { titulo: 'Otro', urlAcceso: e.urlAcceso, categoria: 'taller', fecha: enDias(3) },
          gestor,
        )
      ).body.status,
    ).toBe(8);
    expect(
      (
        await t.call(
          endpoints.crearEvento,
          { titulo: 'Otro', urlAcceso: 'otro-mas', categoria: 'nada', fecha: enDias(3) },
          gestor,
        )
      ).body.status,
    ).toBe(48);
    expect(
      (
        await t.call(
          endpoints.crearEvento,
          { titulo: 'Otro', urlAcceso: 'otro-mas', categoria: 'taller', fecha: '2031-01-01' },
          gestor,
        )
      ).body.status,
    ).toBe(15);
    await inscribir(e.idEvento, tk(LUCIA));
    await inscribir(e.idEvento, tk(ANA));
    const lista = await t.call(endpoints.eventosGestion, { texto: 'puertas abiertas' }, gestor);
    expect(lista.body.datos.items.find((x) => x.idEvento === e.idEvento)).toMatchObject({
      inscritos: 1,
      enEspera: 1,
      publicado: true,
    });
    const inscritos = await t.call(endpoints.inscritosEvento, { id: e.idEvento }, gestor);
    expect(inscritos.body.datos.map((i) => [i.estado, i.posicionEspera])).toEqual([
      ['inscrito', null],
      ['espera', 1],
    ]);
    expect(inscritos.body.datos[0]?.nombre).toMatch(/^Lucía García/);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/Gestion/inscritosEventoCsv/${e.idEvento}`,
      headers: { authorization: `Bearer ${gestor}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lineas = csv.payload
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lineas[0]).toBe('Nombre;Correo electrónico;Estado;Puesto en espera;Fecha de inscripción;Asistencia');
    expect(lineas.slice(1).map((l) => l.split(';')[2])).toEqual(['Inscrito', 'Lista de espera']);
    expect((await t.call(endpoints.inscritosEvento, { id: 999999 }, gestor)).body.status).toBe(74);
    expect((await t.call(endpoints.eventosGestion, {}, tk(LUCIA))).http).toBe(403);
    const audit = await t.database.query<{ accion: string }>(
      "SELECT accion FROM auditoria WHERE entidad = 'evento' AND entidad_id = $1 AND actor_tipo = 'gestor' ORDER BY id",
      [e.idEvento],
    );
    expect(audit.map((a) => a.accion)).toEqual(['evento.crear', 'evento.inscritos.csv']);
  });
});

describe('gestión desde la oficina (issue 27)', () => {
  it('la lista pagina, la más reciente primero, y filtra por estado, categoría y texto', async () => {
    const pasado = await evento({ titulo: 'Charla pasada de gestión', categoria: 'charla', fecha: enDias(-3) });
    const futuro = await evento({ titulo: 'Charla futura de gestión', categoria: 'charla', fecha: enDias(40) });
    const oculto = await evento({ titulo: 'Charla oculta de gestión', categoria: 'charla', fecha: enDias(41) });
    await t.call(endpoints.despublicarEvento, { id: oculto.idEvento }, gestor);
    const ids = async (f: Record<string, unknown>) =>
      (await t.call(endpoints.eventosGestion, { texto: 'de gestion', ...f }, gestor)).body.datos.items.map((x) => x.idEvento);
    expect(await ids({})).toEqual([oculto.idEvento, futuro.idEvento, pasado.idEvento]);
    expect(await ids({ estado: 'proximo' })).toEqual([futuro.idEvento]);
    expect(await ids({ estado: 'pasado' })).toEqual([pasado.idEvento]);
    expect(await ids({ estado: 'despublicado' })).toEqual([oculto.idEvento]);
    expect(await ids({ categoria: 'taller' })).toEqual([]);
    const primera = (await t.call(endpoints.eventosGestion, { tamano: 2 }, gestor)).body.datos;
    expect(primera.items).toHaveLength(2);
    const segunda = (await t.call(endpoints.eventosGestion, { tamano: 2, cursor: primera.siguiente ?? '' }, gestor)).body.datos;
    const todas = (await t.call(endpoints.eventosGestion, { tamano: 200 }, gestor)).body.datos.items.map((x) => x.idEvento);
    expect([...primera.items, ...segunda.items].map((x) => x.idEvento)).toEqual(todas.slice(0, 4));
    expect(segunda.total).toBe(todas.length);
  });

  it('un evento por su id, publicado o no, como en la lista (74 si no existe); las categorías en su idioma', async () => {
    const e = await evento({ titulo: 'Taller para editar', categoria: 'taller' });
    await t.call(endpoints.despublicarEvento, { id: e.idEvento }, gestor);
    const { body } = await t.call(endpoints.eventoGestion, { id: e.idEvento }, gestor);
    expect(body.datos).toMatchObject({ idEvento: e.idEvento, titulo: 'Taller para editar', publicado: false, inscritos: 0 });
    expect((await t.call(endpoints.eventoGestion, { id: 999_999 }, gestor)).body.status).toBe(74);
    const es = (await t.call(endpoints.categoriasEventoGestion, {}, gestor)).body.datos;
    expect(es.map((c) => c.slug)).toContain('taller');
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/Gestion/categoriasEvento',
      headers: { authorization: `Bearer ${gestor}`, 'accept-language': 'en' },
    });
    const nombres = new Map(es.map((c) => [c.slug, c.nombre]));
    const taller = (en.json().datos as { slug: string; nombre: string }[]).find((c) => c.slug === 'taller');
    expect(taller?.nombre).not.toBe(nombres.get('taller'));
  });

  it('publicar de nuevo un evento despublicado: vuelve a la lista de los estudiantes (74 si no existe)', async () => {
    const e = await evento({ titulo: 'Taller que vuelve' });
    await t.call(endpoints.despublicarEvento, { id: e.idEvento }, gestor);
    expect((await ficha(e.urlAcceso, tk(LUCIA))).body.status).toBe(74);
    const { body } = await t.call(endpoints.publicarEvento, { id: e.idEvento }, gestor);
    expect(body.status).toBe(0);
    expect(body.datos.publicado).toBe(true);
    expect((await ficha(e.urlAcceso, tk(LUCIA))).body.status).toBe(0);
    expect((await t.call(endpoints.publicarEvento, { id: 999_999 }, gestor)).body.status).toBe(74);
  });

  it('la asistencia se marca a los inscritos, no a la lista de espera (48), y sale en el CSV', async () => {
    const e = await evento({ plazas: 1, titulo: 'Taller con asistencia' });
    await inscribir(e.idEvento, tk(SARA));
    await inscribir(e.idEvento, tk(DANIEL));
    const marcar = (idAlumno: number, asistio: boolean) =>
      t.call(endpoints.asistenciaEvento, { id: e.idEvento, idAlumno, asistio }, gestor);
    const { body } = await marcar(ids[SARA] as number, true);
    expect(body.status).toBe(0);
    expect(body.datos).toMatchObject({ idAlumno: ids[SARA], estado: 'inscrito', asistio: true });
    expect((await marcar(ids[DANIEL] as number, true)).body.status).toBe(48);
    expect((await marcar(ids[PABLO] as number, false)).body.status).toBe(48);
    const inscritos = (await t.call(endpoints.inscritosEvento, { id: e.idEvento }, gestor)).body.datos;
    expect(inscritos.map((i) => i.asistio)).toEqual([true, null]);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/Gestion/inscritosEventoCsv/${e.idEvento}`,
      headers: { authorization: `Bearer ${gestor}` },
    });
    const filas = csv.payload.trim().split('\r\n').slice(1);
    expect(filas.map((l) => l.split(';')[5])).toEqual(['Asistió', '']);
  });

  it('un mensaje a los inscritos: un correo a cada uno, la lista de espera solo si se pide', async () => {
    const e = await evento({ plazas: 1, titulo: 'Feria con aviso' });
    await inscribir(e.idEvento, tk(SARA));
    await inscribir(e.idEvento, tk(DANIEL));
    const antes = (
      await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM correos WHERE plantilla = 'mensajeEvento'")
    )[0]?.n;
    const solo = await t.call(
      endpoints.mensajeInscritosEvento,
      { id: e.idEvento, asunto: 'Cambio de aula', texto: 'La feria pasa al aula 2.' },
      gestor,
    );
    expect(solo.body).toMatchObject({ status: 0, datos: { enviados: 1 } });
    const todos = await t.call(
      endpoints.mensajeInscritosEvento,
      { id: e.idEvento, asunto: 'Recordatorio', texto: 'Mañana a las 10.', incluirEspera: true },
      gestor,
    );
    expect(todos.body.datos.enviados).toBe(2);
    const correos = await t.database.query<{ para: string; datos: { asunto: string; urlAcceso: string } }>(
      "SELECT para, datos FROM correos WHERE plantilla = 'mensajeEvento' ORDER BY id OFFSET $1",
      [antes],
    );
    expect(correos.map((c) => c.datos.asunto)).toEqual(['Cambio de aula', 'Recordatorio', 'Recordatorio']);
    expect(correos.every((c) => c.datos.urlAcceso === e.urlAcceso)).toBe(true);
    expect(
      (await t.call(endpoints.mensajeInscritosEvento, { id: e.idEvento, asunto: 'No', texto: '' }, gestor)).body.status,
    ).toBe(15);
    expect(
      (await t.call(endpoints.mensajeInscritosEvento, { id: 999_999, asunto: 'Aviso', texto: 'Hola' }, gestor)).body.status,
    ).toBe(74);
  });

  it('solo lectura lista e inscritos, pero no publica, ni marca, ni escribe (71)', async () => {
    const lectura = await t.login('gestor', 'lectura.demo');
    const e = await evento({ titulo: 'Evento para lectura' });
    expect((await t.call(endpoints.eventosGestion, {}, lectura)).body.status).toBe(0);
    expect((await t.call(endpoints.inscritosEvento, { id: e.idEvento }, lectura)).body.status).toBe(0);
    expect((await t.call(endpoints.publicarEvento, { id: e.idEvento }, lectura)).body.status).toBe(71);
    expect(
      (await t.call(endpoints.asistenciaEvento, { id: e.idEvento, idAlumno: ids[SARA] as number, asistio: true }, lectura)).body
        .status,
    ).toBe(71);
    expect(
      (await t.call(endpoints.mensajeInscritosEvento, { id: e.idEvento, asunto: 'Aviso', texto: 'Hola' }, lectura)).body.status,
    ).toBe(71);
  });
});

describe('la imagen principal subida (issue 27)', () => {
  const png = (ancho: number, alto: number) =>
    sharp({ create: { width: ancho, height: alto, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
      .withMetadata({ exif: { IFD0: { Copyright: 'Cámara de prueba' } } })
      .png()
      .toBuffer();
  const subir = (id: number, fichero: Buffer, extension = 'png', token = gestor) =>
    t.call(endpoints.imagenEvento, { id, ficheroB64: fichero.toString('base64'), extension }, token);
  const publica = (ruta: string) => t.app.inject({ method: 'GET', url: ruta });

  it('se guarda como JPEG sin metadatos, reducida a 1600 px, y se sirve sin sesión', async () => {
    const e = await evento({ titulo: 'Evento con imagen' });
    const { body } = await subir(e.idEvento, await png(3200, 1000));
    expect(body.status).toBe(0);
    expect(body.datos.ulrImagenPrincipal).toMatch(new RegExp(`^/api/Publico/imagenEvento/${e.idEvento}\\?v=[0-9a-f]{8}$`));
    const r = await publica(body.datos.ulrImagenPrincipal as string);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(r.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 500]);
    expect(meta.exif).toBeUndefined();
    // The student's list shows the same address.
    const ficha = (await t.call(endpoints.dameFichaEvento, { id: e.urlAcceso }, tk(LUCIA))).body.datos;
    expect(ficha.ulrImagenPrincipal).toBe(body.datos.ulrImagenPrincipal);
  });

  it('otra imagen la sustituye (la anterior se borra); editar el evento devolviendo su dirección la conserva', async () => {
    const e = await evento({ titulo: 'Evento que cambia de imagen' });
    const primera = (await subir(e.idEvento, await png(400, 300))).body.datos;
    const [antes] = await t.database.query<{ id: string }>('SELECT id_archivo_imagen AS id FROM eventos WHERE id = $1', [
      e.idEvento,
    ]);
    const segunda = (await subir(e.idEvento, await png(500, 300))).body.datos;
    expect(segunda.ulrImagenPrincipal).not.toBe(primera.ulrImagenPrincipal);
    expect(await t.database.query('SELECT 1 FROM archivos WHERE id = $1', [antes?.id])).toHaveLength(0);
    const datos = { titulo: e.titulo, urlAcceso: e.urlAcceso, categoria: 'taller', fecha: enDias(10) };
    const igual = await t.call(
      endpoints.editarEvento,
      { id: e.idEvento, ...datos, ulrImagenPrincipal: segunda.ulrImagenPrincipal },
      gestor,
    );
    expect(igual.body.datos.ulrImagenPrincipal).toBe(segunda.ulrImagenPrincipal);
    expect((await publica(segunda.ulrImagenPrincipal as string)).statusCode).toBe(200);
    // A web address instead: the uploaded file goes.
    const otra = await t.call(
      endpoints.editarEvento,
      { id: e.idEvento, ...datos, ulrImagenPrincipal: 'https://www.example.es/cartel.jpg' },
      gestor,
    );
    expect(otra.body.datos.ulrImagenPrincipal).toBe('https://www.example.es/cartel.jpg');
    const [despues] = await t.database.query<{ id: string | null }>('SELECT id_archivo_imagen AS id FROM eventos WHERE id = $1', [
      e.idEvento,
    ]);
    expect(despues?.id).toBeNull();
    expect((await publica(`/api/Publico/imagenEvento/${e.idEvento}`)).json()).toMatchObject({ status: 74 });
  });

  it('lo que no es una imagen por su contenido es 46; despublicado, 74; solo lectura no sube (71)', async () => {
    const e = await evento({ titulo: 'Evento con imagen falsa' });
    expect((await subir(e.idEvento, Buffer.from('no soy una imagen'), 'png')).body.status).toBe(46);
    expect((await subir(e.idEvento, await png(100, 100), 'pdf')).body.status).toBe(46);
    expect((await subir(999_999, await png(100, 100))).body.status).toBe(74);
    const lectura = await t.login('gestor', 'lectura.demo');
    expect((await subir(e.idEvento, await png(100, 100), 'png', lectura)).body.status).toBe(71);
    const ruta = (await subir(e.idEvento, await png(100, 100))).body.datos.ulrImagenPrincipal as string;
    await t.call(endpoints.despublicarEvento, { id: e.idEvento }, gestor);
    expect((await publica(ruta)).json()).toMatchObject({ status: 74 });
  });
});

import { MAX_ANONIMAS_DIA, MAX_ANONIMAS_HORA } from '@puente/contract/encuestas';
import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, errorDatos } from '../../test/envelope';
import { createTestApp, type TestApp } from '../../test/test-app';
import { claveDireccion } from './encuesta-tokens';

/*
 * Issue 29: the anonymous option took answers without end (a new anonymous entry is free). An address may send
 * MAX_ANONIMAS_HORA anonymous answers to a survey in an hour and MAX_ANONIMAS_DIA in 24 hours (decision 052);
 * the results say which answers came anonymously.
 */

let t: TestApp;
let gestor: string;
let lucia: string;
let secuencia = 0;
/** A fresh address per anonymous entry: the entry's own per-minute limit is not what is tested here. */
let entradas = 0;
const nuevaEntrada = () => {
  entradas += 1;
  return `10.29.${Math.floor(entradas / 250)}.${(entradas % 250) + 1}`;
};

async function crear() {
  secuencia += 1;
  const { body } = await t.call(
    endpoints.crearEncuesta,
    {
      titulo: `Encuesta anónima ${secuencia}`,
      urlAcceso: `encuesta-anonima-limite-${secuencia}`,
      paraAlumnos: true,
      sacaOpcionAnonima: true,
      preguntas: [
        { tipo: 'sino', texto: 'Primera', respuestas: [{ texto: 'Sí' }, { texto: 'No' }] },
        { tipo: 'texto', texto: 'Segunda' },
      ],
    },
    gestor,
  );
  expect(body.status, JSON.stringify(body)).toBe(0);
  return body.datos.idEncuesta as number;
}

async function post(path: string, payload: Record<string, unknown>, ip: string, token?: string) {
  const r = await t.app.inject({
    method: 'POST',
    url: path,
    payload,
    remoteAddress: ip,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { http: r.statusCode, headers: r.headers, body: envelopeOf<Record<string, unknown>>(r) };
}

/** An anonymous entry to the survey from `ip`: its envelope (the token in `datos.token` when 0). */
const entrar = (id: number, ip: string) => post(`/api/Encuestas/logaAnonimo/${id}`, {}, ip);

/** The survey's questions as its respondent reads them. */
async function preguntas(id: number, token: string) {
  const { body } = await t.call(endpoints.dameEncuesta, { id }, token);
  expect(body.status).toBe(0);
  return body.datos.preguntas;
}

/** An anonymous answer: entered from a fresh address, sent from `ip`. */
async function contestarDesde(id: number, ip: string, texto = 'anónimo') {
  const entrada = await entrar(id, nuevaEntrada());
  expect(entrada.body.status, JSON.stringify(entrada.body)).toBe(0);
  const token = (entrada.body.datos as { token: string }).token;
  return enviar(id, ip, token, texto);
}

async function enviar(id: number, ip: string, token: string, texto = 'anónimo') {
  const [p1, p2] = await preguntas(id, token);
  return post(
    `/api/Encuestas/guardaContestacionEncuesta/${id}`,
    {
      lContestaciones: [
        { idPregunta: p1?.idPregunta, idRespuestas: [p1?.respuestas[0]?.idRespuesta] },
        { idPregunta: p2?.idPregunta, texto },
      ],
    },
    ip,
    token,
  );
}

const contestaciones = async (id: number) =>
  (
    await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM encuesta_contestaciones WHERE id_encuesta = $1', [id])
  )[0]?.n;

beforeAll(async () => {
  t = await createTestApp();
  gestor = await t.login('gestor', 'gestor.demo');
  lucia = await t.login('alumno', '12345678Z');
});
afterAll(() => t.close());

describe('claveDireccion', () => {
  it('una IPv4 es ella misma, también escrita como IPv6; una IPv6 cuenta por su /64', () => {
    expect(claveDireccion('192.0.2.7')).toBe('192.0.2.7');
    expect(claveDireccion('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(claveDireccion('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(claveDireccion('2001:db8:aa:bb::9')).toBe('2001:db8:aa:bb::/64');
    expect(claveDireccion('2001:0db8::1')).toBe('2001:db8:0:0::/64');
    expect(claveDireccion('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe(`límite de respuestas anónimas: ${MAX_ANONIMAS_HORA} por hora y ${MAX_ANONIMAS_DIA} en 24 horas por dirección y encuesta`, () => {
  it('una dirección envía las de la hora; la siguiente es 48 (429) con un mensaje claro y no guarda nada; otra dirección sigue', async () => {
    const id = await crear();
    const ip = '203.0.113.10';
    for (let i = 0; i < MAX_ANONIMAS_HORA; i++) {
      const r = await contestarDesde(id, ip, `respuesta ${i}`);
      expect(r.body.status, `${i}: ${JSON.stringify(r.body)}`).toBe(0);
    }
    expect(await contestaciones(id)).toBe(MAX_ANONIMAS_HORA);

    const entrada = await entrar(id, nuevaEntrada());
    const token = (entrada.body.datos as { token: string }).token;
    const r = await enviar(id, ip, token, 'una de más');
    expect(r.http).toBe(429);
    expect(r.body.status).toBe(48);
    expect(r.body.mensaje).toMatch(
      new RegExp(
        `^Desde tu conexión ya se han enviado ${MAX_ANONIMAS_HORA} respuestas anónimas a esta encuesta en la última hora`,
      ),
    );
    expect(r.body.mensaje, String(r.body.mensaje)).toMatch(/Vuelve a intentarlo dentro de (1 minuto|\d+ minutos|1 hora)\.$/);
    const espera = errorDatos<{ reintentarEn: number }>(r.body).reintentarEn;
    expect(espera).toBeGreaterThan(0);
    expect(espera).toBeLessThanOrEqual(3600);
    expect(r.headers['retry-after']).toBe(String(espera));
    // Nothing half-written: no submission, no values, no count, and the token is not spent.
    expect(await contestaciones(id)).toBe(MAX_ANONIMAS_HORA);
    const textos = await t.database.query<{ texto: string }>(
      `SELECT v.texto FROM encuesta_contestacion_valores v JOIN encuesta_contestaciones c ON c.id = v.id_contestacion
        WHERE c.id_encuesta = $1 AND v.texto = 'una de más'`,
      [id],
    );
    expect(textos).toEqual([]);
    const cuenta = await t.database.query<{ n: number }>(
      'SELECT sum(contestaciones)::int AS n FROM encuesta_anonimas_direccion WHERE id_encuesta = $1',
      [id],
    );
    expect(cuenta[0]?.n).toBe(MAX_ANONIMAS_HORA);
    // The same address is told at the entry, before answering; in English when asked in English.
    const otraEntrada = await t.app.inject({
      method: 'POST',
      url: `/api/Encuestas/logaAnonimo/${id}`,
      payload: {},
      remoteAddress: ip,
      headers: { 'accept-language': 'en' },
    });
    expect(otraEntrada.statusCode).toBe(429);
    expect(envelopeOf(otraEntrada).status).toBe(48);
    expect(envelopeOf(otraEntrada).mensaje).toMatch(/^Your connection has already sent 30 anonymous answers to this survey/);

    // Another address answers, and the refused token answers from it: it was not spent.
    expect((await enviar(id, '203.0.113.11', token, 'desde otra')).body.status).toBe(0);
    expect((await contestarDesde(id, '2001:db8:29::1')).body.status).toBe(0);
    // Another survey from the first address is another count.
    expect((await contestarDesde(await crear(), ip)).body.status).toBe(0);
    // An identified answer is not limited by the address: Lucía answers from the same one.
    const lista = (await t.call(endpoints.dameEncuestasUsuario, {}, lucia)).body.datos;
    const valor = lista.find((e) => e.idEncuesta === id)?.querystringValue as string;
    const acceso = await post(`/api/Encuestas/accesoEncuesta/${id}`, { querystringValue: valor }, ip);
    expect(acceso.body.status).toBe(0);
    expect((await enviar(id, ip, (acceso.body.datos as { token: string }).token)).body.status).toBe(0);
    // The address is kept only as its keyed hash.
    const filas = await t.database.query<{ direccion_hmac: string }>(
      'SELECT direccion_hmac FROM encuesta_anonimas_direccion WHERE id_encuesta = $1',
      [id],
    );
    expect(filas.length).toBeGreaterThan(0);
    for (const f of filas) {
      expect(f.direccion_hmac).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(f.direccion_hmac).not.toContain('203');
    }
  });

  it('dos respuestas a la vez con una sola libre: pasa una', async () => {
    const id = await crear();
    const ip = '203.0.113.20';
    for (let i = 0; i < MAX_ANONIMAS_HORA - 1; i++) expect((await contestarDesde(id, ip)).body.status).toBe(0);
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) {
      const entrada = await entrar(id, nuevaEntrada());
      tokens.push((entrada.body.datos as { token: string }).token);
    }
    const resultados = await Promise.all(tokens.map((token) => enviar(id, ip, token)));
    expect(resultados.map((r) => r.body.status).sort()).toEqual([0, 48, 48]);
    expect(await contestaciones(id)).toBe(MAX_ANONIMAS_HORA);
  });

  it(`las 24 horas: con ${MAX_ANONIMAS_DIA} en las últimas 24, la siguiente es 48; lo anterior no cuenta y se borra`, async () => {
    const id = await crear();
    const ip = '203.0.113.30';
    expect((await contestarDesde(id, ip)).body.status).toBe(0);
    const [fila] = await t.database.query<{ direccion_hmac: string; hora: Date }>(
      'SELECT direccion_hmac, hora FROM encuesta_anonimas_direccion WHERE id_encuesta = $1',
      [id],
    );
    const hmac = fila?.direccion_hmac as string;
    const hora = new Date(fila?.hora as Date).getTime();
    const antes = (horas: number) => new Date(hora - horas * 3600_000).toISOString();
    // The 23 hours before this one hold the rest of the 24 hours' answers; 25 hours ago is out of the window.
    const resto = MAX_ANONIMAS_DIA - 1;
    await t.database.query(
      `INSERT INTO encuesta_anonimas_direccion (id_encuesta, direccion_hmac, hora, contestaciones)
       VALUES ($1, $2, $3, $4), ($1, $2, $5, $6), ($1, $2, $7, 50)`,
      [id, hmac, antes(23), resto - 20, antes(5), 20, antes(25)],
    );
    const r = await contestarDesde(id, ip);
    expect(r.http).toBe(429);
    expect(r.body.status).toBe(48);
    expect(r.body.mensaje).toMatch(
      new RegExp(
        `^Desde tu conexión ya se han enviado ${MAX_ANONIMAS_DIA} respuestas anónimas a esta encuesta en las últimas 24 horas`,
      ),
    );
    // The oldest hour in the window leaves it within the next hour.
    const espera = errorDatos<{ reintentarEn: number }>(r.body).reintentarEn;
    expect(espera).toBeGreaterThan(0);
    expect(espera).toBeLessThanOrEqual(3600);
    // The hour 25 hours ago was swept.
    const viejas = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM encuesta_anonimas_direccion WHERE id_encuesta = $1 AND hora <= $2',
      [id, antes(24)],
    );
    expect(viejas[0]?.n).toBe(0);
    // Once the oldest hour leaves the window there is room again.
    await t.database.query('DELETE FROM encuesta_anonimas_direccion WHERE id_encuesta = $1 AND hora = $2', [id, antes(23)]);
    expect((await contestarDesde(id, ip)).body.status).toBe(0);
  });
});

describe('los resultados dicen qué contestaciones llegaron anónimas', () => {
  it('la cifra, por pregunta, en cada texto y en el CSV; una contestación con nombre cuya persona se suprimió no es anónima', async () => {
    const id = await crear();
    expect((await contestarDesde(id, '198.51.100.1', 'texto anónimo')).body.status).toBe(0);
    const lista = (await t.call(endpoints.dameEncuestasUsuario, {}, lucia)).body.datos;
    const valor = lista.find((e) => e.idEncuesta === id)?.querystringValue as string;
    const acceso = await post(`/api/Encuestas/accesoEncuesta/${id}`, { querystringValue: valor }, '198.51.100.2');
    expect((await enviar(id, '198.51.100.2', (acceso.body.datos as { token: string }).token, 'texto de Lucía')).body.status).toBe(
      0,
    );
    const conNombre = async () => {
      const { body } = await t.call(endpoints.resultadosEncuesta, { id }, gestor);
      expect(body.status).toBe(0);
      return body.datos;
    };
    let r = await conNombre();
    expect(r).toMatchObject({ contestaciones: 2, anonimas: 1 });
    expect(r.preguntas.map((p) => [p.contestadas, p.anonimas])).toEqual([
      [2, 1],
      [2, 1],
    ]);
    expect(r.preguntas[1]?.textos).toEqual([
      { texto: 'texto anónimo', anonima: true },
      { texto: 'texto de Lucía', anonima: false },
    ]);

    // Erasure empties who answered (decision 046): the answer names nobody, yet it did not come anonymously.
    await t.database.query(
      "UPDATE encuesta_contestaciones SET tipo = NULL, id_usuario = NULL WHERE id_encuesta = $1 AND tipo = 'alumno'",
      [id],
    );
    r = await conNombre();
    expect(r).toMatchObject({ contestaciones: 2, anonimas: 1 });
    expect(r.preguntas[1]?.textos.map((x) => x.anonima)).toEqual([true, false]);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/Gestion/resultadosEncuestaCsv/${id}`,
      headers: { authorization: `Bearer ${gestor}` },
    });
    expect(csv.statusCode).toBe(200);
    const filas = csv.body.split('\r\n').filter(Boolean);
    expect(filas[0]).toMatch(/^\uFEFF?Día;Encuestado;Anónima;/);
    expect(filas.slice(1).map((f) => f.split(';').slice(1, 3))).toEqual([
      ['anónima', 'sí'],
      ['suprimido', 'no'],
    ]);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints } from '@puente/contract/endpoints/all';
import type { ProgramaInput } from '@puente/contract/programas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const LEVANTE = 'B12345674';
const MESETA = 'A58818501';

/** The European eligibility service the test stands up: its answer is chosen per test. */
let modo: 'elegible' | 'no_elegible' | 'caido' = 'elegible';
const recibidas: unknown[] = [];
let servidor: Server;

let t: TestApp;
let lucia: string;
let marcos: string;
let levante: string;
let meseta: string;
let gestor: string;
let ids: Record<string, number>;
let idLucia: number;
let idMarcos: number;
let idLevante: number;

const dia = (dias: number) => new Date(Date.now() + dias * 86_400_000).toISOString().slice(0, 10);
let secuencia = 0;
/** A new active programme made through the staff endpoint; returns its id. */
async function programa(p: Partial<ProgramaInput> = {}) {
  secuencia += 1;
  const { body } = await t.call(
    endpoints.crearPrograma,
    { titulo: `Programa de prueba ${secuencia}`, urlAcceso: `programa-prueba-${secuencia}`, ...p },
    gestor,
  );
  expect(body.status).toBe(0);
  return body.datos.idPrograma;
}
const adherir = (id: number, token: string) => t.call(endpoints.solicitaAdhesionPrograma, { id }, token);
const detalle = (id: number, token: string) => t.call(endpoints.detalleProgramaAlumno, { id }, token);

/** An internship offer Lucía may apply to now, moved into the programme. */
async function ofertaDelPrograma(idPrograma: number) {
  const { body } = await t.call(endpoints.ofertasUsuario, { tipo: 'practicas', tamanoPagina: 50 }, lucia);
  const libres = (body.datos.ofertas as { urlAcceso: string; puedeInscribirse: boolean }[]).filter((o) => o.puedeInscribirse);
  const usadas = await t.database.query<{ url_acceso: string }>('SELECT url_acceso FROM ofertas WHERE id_programa IS NOT NULL');
  const url = libres.map((o) => o.urlAcceso).find((u) => !usadas.some((x) => x.url_acceso === u));
  if (!url)
    throw new Error(
      `no queda ninguna oferta libre para Lucía: ${JSON.stringify(body.datos.ofertas.map((o: { motivoNoInscripcion: { codigo: number } | null }) => o.motivoNoInscripcion?.codigo))}`,
    );
  await t.database.query('UPDATE ofertas SET id_programa = $1 WHERE url_acceso = $2', [idPrograma, url]);
  return url;
}
const candidatura = async (url: string) =>
  (
    await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM candidaturas c JOIN ofertas o ON o.id = c.id_oferta WHERE o.url_acceso = $1 AND c.id_alumno = $2',
      [url, idLucia],
    )
  )[0]?.n;

beforeAll(async () => {
  servidor = createServer((req, res) => {
    let cuerpo = '';
    req.on('data', (c) => {
      cuerpo += c;
    });
    req.on('end', () => {
      recibidas.push(JSON.parse(cuerpo));
      if (modo === 'caido') {
        res.writeHead(503).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          modo === 'elegible' ? { elegible: true } : { elegible: false, motivo: 'Ya disfrutaste de una beca Erasmus+' },
        ),
      );
    });
  });
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
  const { port } = servidor.address() as AddressInfo;
  t = await createTestApp({ ELIGIBILITY_URL: `http://127.0.0.1:${port}/elegibilidad` });
  const empresas = await t.database.query<{ id: number; cif: string }>('SELECT id, cif FROM empresas WHERE cif = ANY($1)', [
    [LEVANTE, MESETA],
  ]);
  idLevante = empresas.find((e) => e.cif === LEVANTE)?.id ?? 0;
  lucia = await t.login('alumno', '12345678Z');
  marcos = await t.login('alumno', '87654321X');
  levante = await t.login('empresa', 'rrhh.demo', idLevante);
  meseta = await t.login('empresa', 'rrhh.demo', empresas.find((e) => e.cif === MESETA)?.id ?? 0);
  gestor = await t.login('gestor', 'gestor.demo');
  const filas = await t.database.query<{ id: number; url_acceso: string }>('SELECT id, url_acceso FROM programas');
  ids = Object.fromEntries(filas.map((f) => [f.url_acceso, f.id]));
  const alumnos = await t.database.query<{ id: number; dni: string }>(
    "SELECT id, dni FROM alumnos WHERE dni IN ('12345678Z', '87654321X')",
  );
  idLucia = alumnos.find((a) => a.dni === '12345678Z')?.id ?? 0;
  idMarcos = alumnos.find((a) => a.dni === '87654321X')?.id ?? 0;
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => servidor.close(r));
});

describe('programasPracticasActivos (anónimo)', () => {
  it('lista los programas activos de la demo con sus datos públicos y nada de ningún usuario', async () => {
    const { http, body } = await t.call(endpoints.programasPracticasActivos, {});
    expect(http).toBe(200);
    expect(body.datos.map((p) => p.urlAcceso).sort()).toEqual(
      ['erasmus-practicas', 'investigo-primer-empleo', 'practicas-pymes-innovadoras', 'talento-digital-2026'].sort(),
    );
    const talento = body.datos.find((p) => p.urlAcceso === 'talento-digital-2026');
    expect(talento).toMatchObject({
      financiacion: 'Fondos Next Generation EU',
      tiposEstudios: ['Grado', 'Máster universitario'],
    });
    expect(talento?.urlImagen).toMatch(/^\/marca\/programas\//);
    const claves = new Set(body.datos.flatMap((p) => Object.keys(p)));
    for (const privada of ['participacion', 'condiciones', 'estadoAdhesion', 'soloAlumnosUniversidad', 'exclusivo', 'activo'])
      expect(claves.has(privada)).toBe(false);
    expect(JSON.stringify(body.datos)).not.toMatch(/12345678Z|Lucía|Levante/);
  });
});

describe('lista y detalle del estudiante', () => {
  it('Marcos ve Investigo cerrado por su fecha de titulación (106) y Pymes abierto a la adhesión', async () => {
    const { body } = await t.call(endpoints.programasActivosAlumno, {}, marcos);
    const de = (url: string) => body.datos.find((p) => p.urlAcceso === url)?.participacion;
    expect(de('investigo-primer-empleo')).toMatchObject({ puede: 'no', motivo: { codigo: 106 } });
    expect(de('investigo-primer-empleo')?.motivo?.mensaje).toMatch(/antes del 01\/01\//);
    expect(de('practicas-pymes-innovadoras')).toEqual({ estadoAdhesion: null, puede: 'adherirse', motivo: null });
    expect(de('talento-digital-2026')?.puede).toBe('inscribirse');
  });

  it('Lucía está adherida a Pymes (semilla) y puede adherirse a Investigo', async () => {
    const { body } = await t.call(endpoints.programasActivosAlumno, {}, lucia);
    const de = (url: string) => body.datos.find((p) => p.urlAcceso === url)?.participacion;
    expect(de('practicas-pymes-innovadoras')).toMatchObject({ estadoAdhesion: 'adherida', puede: 'inscribirse' });
    expect(de('investigo-primer-empleo')).toMatchObject({ estadoAdhesion: null, puede: 'adherirse' });
  });

  it('el detalle explica cada condición, cumplida o no, y enlaza las ofertas publicadas del programa', async () => {
    const investigo = (await detalle(ids['investigo-primer-empleo'] ?? 0, marcos)).body.datos;
    const condicion = (clave: string) => investigo.condiciones.find((c) => c.clave === clave);
    expect(condicion('plazo')?.cumple).toBe(true);
    expect(condicion('alumnosUniversidad')?.cumple).toBe(true);
    expect(condicion('fechaTitulacion')).toMatchObject({ cumple: false, valor: expect.stringMatching(/^01\/01\/\d{4}$/) });
    expect(condicion('adhesion')?.cumple).toBe(false);
    const talento = (await detalle(ids['talento-digital-2026'] ?? 0, lucia)).body.datos;
    expect(talento.ofertas.length).toBeGreaterThan(0);
    expect(talento.ofertas[0]).toMatchObject({ idPerfil: 2, urlAcceso: expect.any(String), empresa: expect.any(String) });
    const erasmus = (await detalle(ids['erasmus-practicas'] ?? 0, lucia)).body.datos;
    expect(erasmus.condiciones.find((c) => c.clave === 'europeo')?.cumple).toBeNull();
  });

  it('63 para un programa que no existe o que ya no está activo, igual en los dos roles', async () => {
    expect((await detalle(999999, lucia)).body.status).toBe(63);
    const id = await programa();
    expect((await t.call(endpoints.desactivarPrograma, { id }, gestor)).body.datos.activo).toBe(false);
    expect((await detalle(id, lucia)).body.status).toBe(63);
    expect((await t.call(endpoints.detalleProgramaEmpresa, { id }, levante)).body.status).toBe(63);
    expect((await adherir(id, lucia)).body.status).toBe(63);
    const lista = (await t.call(endpoints.programasPracticasActivos, {})).body.datos;
    expect(lista.some((p) => p.idPrograma === id)).toBe(false);
  });
});

describe('solicitaAdhesionPrograma', () => {
  it('523 cuando no necesita validación; después 64; otro estudiante no ve la adhesión de Lucía', async () => {
    const id = ids['investigo-primer-empleo'] ?? 0;
    const r = await adherir(id, lucia);
    expect(r.body).toMatchObject({ status: 523, datos: { idPrograma: id, estado: 'adherida' } });
    expect((await adherir(id, lucia)).body.status).toBe(64);
    expect((await detalle(id, lucia)).body.datos.participacion).toMatchObject({
      estadoAdhesion: 'adherida',
      puede: 'inscribirse',
    });
    expect((await detalle(id, marcos)).body.datos.participacion.estadoAdhesion).toBeNull();
  });

  it('533 cuando la universidad la valida; la acepta y avisa al estudiante', async () => {
    const id = ids['practicas-pymes-innovadoras'] ?? 0;
    expect((await adherir(id, marcos)).body).toMatchObject({ status: 533, datos: { estado: 'solicitada' } });
    expect((await detalle(id, marcos)).body.datos.participacion.puede).toBe('pendiente');
    const adhesiones = (await t.call(endpoints.adhesionesPrograma, { id }, gestor)).body.datos;
    expect(adhesiones).toContainEqual(expect.objectContaining({ tipo: 'alumno', id: idMarcos, estado: 'solicitada' }));
    const ok = await t.call(
      endpoints.resolverAdhesionPrograma,
      { id, tipo: 'alumno', idAdherente: idMarcos, aceptar: true },
      gestor,
    );
    expect(ok.body).toMatchObject({ status: 0, datos: { estado: 'adherida' } });
    const otra = await t.call(
      endpoints.resolverAdhesionPrograma,
      { id, tipo: 'alumno', idAdherente: idMarcos, aceptar: false },
      gestor,
    );
    expect(otra.body.status).toBe(48);
    const avisos = (await t.call(endpoints.notificacionesAlumno, {}, marcos)).body.datos;
    expect(avisos.some((a: { titulo: string }) => a.titulo === 'Adhesión aceptada')).toBe(true);
  });

  it('65 si el programa no necesita adhesión; 92 fuera de plazo', async () => {
    expect((await adherir(ids['talento-digital-2026'] ?? 0, lucia)).body.status).toBe(65);
    const id = await programa({ requiereAdhesion: true, plazo: dia(-2) });
    const r = await adherir(id, lucia);
    expect(r.body.status).toBe(92);
    expect(r.body.mensaje).toMatch(/plazo/);
  });

  it('cada condición responde su código: 96, 99, 542, 106, 93; varias a la vez, 80 con la lista', async () => {
    const con = async (p: Partial<ProgramaInput>, token: string) =>
      (await adherir(await programa({ requiereAdhesion: true, ...p }), token)).body;
    // Lucía: grado en curso en la universidad y un ciclo terminado fuera; candidaturas en Talento Digital.
    expect((await con({ soloTituladosUniversitarios: true }, lucia)).status).toBe(96);
    expect((await con({ soloTituladosUniversitarios: true }, marcos)).status).toBe(533);
    await t.database.query('UPDATE estudios_alumno SET de_la_universidad = false WHERE id_alumno = $1', [idMarcos]);
    expect((await con({ soloAlumnosUniversidad: true }, marcos)).status).toBe(99);
    await t.database.query('UPDATE estudios_alumno SET de_la_universidad = true WHERE id_alumno = $1', [idMarcos]);
    await t.database.query('UPDATE estudios_alumno SET finalizado = true WHERE id_alumno = $1', [idMarcos]);
    expect((await con({ soloEstudiantesUniversitarios: true }, marcos)).status).toBe(542);
    await t.database.query('UPDATE estudios_alumno SET finalizado = false WHERE id_alumno = $1 AND id_titulacion = 48', [
      idMarcos,
    ]);
    expect((await con({ fechaTitulacionMinima: dia(-30) }, marcos)).status).toBe(106);
    expect((await con({ exclusivo: true }, lucia)).status).toBe(93);
    expect((await con({ exclusivo: true }, marcos)).status).toBe(533);
    const varias = await con({ soloTituladosUniversitarios: true, exclusivo: true, tiposEstudios: [3] }, lucia);
    expect(varias.status).toBe(80);
    expect(varias.mensaje).toMatch(/Doctorado/);
    expect(varias.mensaje).toMatch(/titulación universitaria/);
    expect(varias.mensaje).toMatch(/otros programas/);
  });
});

describe('empresas', () => {
  it('solicitaAhesionPrograma → 533, después 64; la universidad la acepta y programasDeLaEmpresa la lista', async () => {
    const id = ids['investigo-primer-empleo'] ?? 0;
    expect((await t.call(endpoints.solicitaAhesionPrograma, { id }, levante)).body).toMatchObject({
      status: 533,
      datos: { estado: 'solicitada' },
    });
    expect((await t.call(endpoints.solicitaAhesionPrograma, { id }, levante)).body.status).toBe(64);
    const pedida = (await t.call(endpoints.programasDeLaEmpresa, {}, levante)).body.datos.find((p) => p.id === id);
    expect(pedida).toMatchObject({ estadoAdhesion: 'solicitada', disponible: false });
    const propia = (await t.call(endpoints.detalleProgramaEmpresa, { id }, levante)).body.datos;
    expect(propia.participacion).toMatchObject({ estadoAdhesion: 'solicitada', puede: 'pendiente' });
    expect(propia.condiciones.every((c) => c.cumple === null || c.clave === 'plazo')).toBe(true);
    // Another company of the same contact sees nothing of Levante's request.
    const ajena = (await t.call(endpoints.programasActivosEmpresa, {}, meseta)).body.datos.find((p) => p.idPrograma === id);
    expect(ajena?.participacion).toEqual({ estadoAdhesion: null, puede: 'adherirse', motivo: null });
    await t.call(endpoints.resolverAdhesionPrograma, { id, tipo: 'empresa', idAdherente: idLevante, aceptar: true }, gestor);
    const lista = (await t.call(endpoints.programasDeLaEmpresa, {}, levante)).body.datos;
    expect(lista.find((p) => p.id === id)).toMatchObject({ estadoAdhesion: 'adherida', disponible: true });
    expect((await t.call(endpoints.programasDeLaEmpresa, {}, meseta)).body.datos.map((p) => p.id)).not.toContain(id);
  });

  it('92 fuera de plazo y 63 si no está activo', async () => {
    const vencido = await programa({ plazo: dia(-1) });
    expect((await t.call(endpoints.solicitaAhesionPrograma, { id: vencido }, meseta)).body.status).toBe(92);
    expect((await t.call(endpoints.solicitaAhesionPrograma, { id: 999999 }, meseta)).body.status).toBe(63);
  });
});

describe('gestión de programas', () => {
  it('crea, edita (8 con una urlAcceso ajena) y valida los campos (15)', async () => {
    const id = await programa({ meses: 6, meses2: 12, operadorMeses: 'o', tiposEstudios: [1] });
    const { body } = await t.call(
      endpoints.editarPrograma,
      { id, titulo: 'Programa renombrado', urlAcceso: `renombrado-${id}`, financiacion: 'Fondos propios' },
      gestor,
    );
    expect(body.datos).toMatchObject({ titulo: 'Programa renombrado', financiacion: 'Fondos propios', meses: null });
    const repetida = await t.call(endpoints.editarPrograma, { id, titulo: 'Otro', urlAcceso: 'talento-digital-2026' }, gestor);
    expect(repetida.body.status).toBe(8);
    expect((await t.call(endpoints.crearPrograma, { titulo: 'X', urlAcceso: 'Con Espacios' }, gestor)).body.status).toBe(15);
    expect(
      (await t.call(endpoints.crearPrograma, { titulo: 'Meses', urlAcceso: 'meses-mal', meses: 13 }, gestor)).body.status,
    ).toBe(15);
    expect(
      (await t.call(endpoints.editarPrograma, { id: 999999, titulo: 'Nada', urlAcceso: 'nada-de-nada' }, gestor)).body.status,
    ).toBe(63);
    const todos = (await t.call(endpoints.programasGestion, { texto: 'renombrado' }, gestor)).body.datos;
    expect(todos.items.find((p) => p.idPrograma === id)?.titulo).toBe('Programa renombrado');
  });

  it('la lista pagina, la más reciente primero, y filtra por texto, activo y adhesiones pendientes', async () => {
    const conPendiente = await programa({ titulo: 'Lista con pendiente', requiereAdhesion: true, adhesionConValidacion: true });
    const inactivo = await programa({ titulo: 'Lista inactiva' });
    await t.call(endpoints.desactivarPrograma, { id: inactivo }, gestor);
    expect((await adherir(conPendiente, marcos)).body.status).toBe(533);
    const ids = async (f: Record<string, unknown>) =>
      (await t.call(endpoints.programasGestion, { texto: 'lista', ...f }, gestor)).body.datos.items.map((p) => p.idPrograma);
    expect(await ids({})).toEqual([inactivo, conPendiente]);
    expect(await ids({ activo: 'false' })).toEqual([inactivo]);
    expect(await ids({ conPendientes: 'true' })).toEqual([conPendiente]);
    const fila = (await t.call(endpoints.programasGestion, { texto: 'con pendiente' }, gestor)).body.datos.items[0];
    expect(fila?.pendientes).toBe(1);
    const primera = (await t.call(endpoints.programasGestion, { tamano: 1 }, gestor)).body.datos;
    const segunda = (await t.call(endpoints.programasGestion, { tamano: 1, cursor: primera.siguiente ?? '' }, gestor)).body.datos;
    expect([primera.items[0]?.idPrograma, segunda.items[0]?.idPrograma]).toEqual([inactivo, conPendiente]);
    expect(segunda.total).toBe(primera.total);
  });

  it('un programa por su id, activo o no, como en la lista, con sus pendientes (63 si no existe)', async () => {
    const id = await programa({ titulo: 'Uno con pendiente', requiereAdhesion: true, adhesionConValidacion: true });
    expect((await adherir(id, marcos)).body.status).toBe(533);
    await t.call(endpoints.desactivarPrograma, { id }, gestor);
    const { body } = await t.call(endpoints.programaGestion, { id }, gestor);
    expect(body.datos).toMatchObject({ idPrograma: id, titulo: 'Uno con pendiente', activo: false, pendientes: 1 });
    expect((await t.call(endpoints.programaGestion, { id: 999_999 }, gestor)).body.status).toBe(63);
  });

  it('activar de nuevo un programa desactivado: vuelve a listarse (63 si no existe)', async () => {
    const id = await programa({ titulo: 'Programa que vuelve' });
    await t.call(endpoints.desactivarPrograma, { id }, gestor);
    expect((await detalle(id, lucia)).body.status).toBe(63);
    const { body } = await t.call(endpoints.activarPrograma, { id }, gestor);
    expect(body.datos).toMatchObject({ activo: true, pendientes: 0 });
    expect((await detalle(id, lucia)).body.status).toBe(0);
    expect((await t.call(endpoints.activarPrograma, { id: 999_999 }, gestor)).body.status).toBe(63);
  });

  it('sus ofertas con candidaturas y sus prácticas (63 si no existe)', async () => {
    const id = await programa({ titulo: 'Programa con frutos' });
    const [oferta] = await t.database.query<{ id: number; titulo: string }>(
      'SELECT id, titulo FROM ofertas WHERE id_programa IS NULL AND id_estado = 3 ORDER BY id LIMIT 1',
    );
    const [practica] = await t.database.query<{ id: number }>(
      'SELECT id FROM practicas WHERE id_programa IS NULL ORDER BY id LIMIT 1',
    );
    if (!oferta || !practica) throw new Error('la demo no tiene una oferta cerrada o unas prácticas');
    await t.database.query('UPDATE ofertas SET id_programa = $1 WHERE id = $2', [id, oferta.id]);
    await t.database.query('UPDATE practicas SET id_programa = $1 WHERE id = $2', [id, practica.id]);
    const [{ n } = { n: 0 }] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM candidaturas WHERE id_oferta = $1',
      [oferta.id],
    );
    const { body } = await t.call(endpoints.ofertasYPracticasPrograma, { id }, gestor);
    expect(body.status).toBe(0);
    expect(body.datos.ofertas).toEqual([
      expect.objectContaining({
        idOferta: oferta.id,
        titulo: oferta.titulo,
        idEstado: 3,
        etiquetaEstado: 'Cerrada',
        candidaturas: n,
      }),
    ]);
    expect(body.datos.practicas.map((p) => p.idPractica)).toEqual([practica.id]);
    expect(body.datos.practicas[0]?.fechaInicio).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect((await t.call(endpoints.ofertasYPracticasPrograma, { id: 999_999 }, gestor)).body.status).toBe(63);
    await t.database.query('UPDATE ofertas SET id_programa = NULL WHERE id = $1', [oferta.id]);
    await t.database.query('UPDATE practicas SET id_programa = NULL WHERE id = $1', [practica.id]);
  });
});

describe('inscripción en ofertas de un programa', () => {
  it('91 sin la adhesión que pide; 92 fuera de plazo; la tarjeta dice lo mismo', async () => {
    const id = await programa({ requiereAdhesion: true, adhesionConValidacion: false });
    const url = await ofertaDelPrograma(id);
    const r = await t.call(endpoints.inscribirse, { urlOferta: url }, lucia);
    expect(r.body.status).toBe(91);
    const oferta = (await t.call(endpoints.oferta, { url }, lucia)).body.datos as {
      motivoNoInscripcion: { codigo: number } | null;
    };
    expect(oferta.motivoNoInscripcion?.codigo).toBe(91);
    expect((await adherir(id, lucia)).body.status).toBe(523);
    await t.database.query('UPDATE programas SET plazo = $1 WHERE id = $2', [dia(-1), id]);
    expect((await t.call(endpoints.inscribirse, { urlOferta: url }, lucia)).body.status).toBe(92);
    await t.database.query('UPDATE programas SET plazo = NULL WHERE id = $1', [id]);
    expect((await t.call(endpoints.inscribirse, { urlOferta: url }, lucia)).body.status).toBe(502);
    // Withdrawn, so Lucía stays under the limit of simultaneous candidacies for the next tests.
    expect((await t.call(endpoints.desinscribirse, { urlOferta: url }, lucia)).body.status).toBe(501);
  });

  it('programa exclusivo: 93 con candidaturas en otros programas', async () => {
    const id = await programa({ exclusivo: true });
    const url = await ofertaDelPrograma(id);
    const r = await t.call(endpoints.inscribirse, { urlOferta: url }, lucia);
    expect(r.body.status).toBe(93);
    expect(await candidatura(url)).toBe(0);
    await t.database.query('UPDATE ofertas SET id_programa = NULL WHERE url_acceso = $1', [url]);
  });

  it('programa europeo: envía {dni, university}; no elegible → 80 con el motivo; caído → 1 sin perder nada; elegible → 502', async () => {
    const id = await programa({ europeo: true });
    const url = await ofertaDelPrograma(id);
    recibidas.length = 0;
    modo = 'no_elegible';
    const no = await t.call(endpoints.inscribirse, { urlOferta: url }, lucia);
    expect(no.body.status).toBe(80);
    expect(no.body.mensaje).toMatch(/Ya disfrutaste de una beca Erasmus\+/);
    expect(recibidas).toEqual([{ dni: '12345678Z', university: 'demo' }]);
    modo = 'caido';
    const caido = await t.call(endpoints.inscribirse, { urlOferta: url }, lucia);
    expect(caido.http).toBeLessThan(500);
    expect(caido.body.status).toBe(1);
    expect(caido.body.mensaje).toMatch(/inténtalo de nuevo/);
    expect(await candidatura(url)).toBe(0);
    modo = 'elegible';
    expect((await t.call(endpoints.inscribirse, { urlOferta: url }, lucia)).body.status).toBe(502);
    expect(await candidatura(url)).toBe(1);
  });
});

describe('rol y propiedad', () => {
  it('cada endpoint exige su rol: sin sesión 2, con otro rol 71', async () => {
    const id = ids['talento-digital-2026'] ?? 0;
    expect((await t.call(endpoints.detalleProgramaAlumno, { id })).body.status).toBe(2);
    expect((await t.call(endpoints.detalleProgramaAlumno, { id }, levante)).body.status).toBe(71);
    expect((await t.call(endpoints.solicitaAhesionPrograma, { id }, lucia)).body.status).toBe(71);
    expect((await t.call(endpoints.crearPrograma, { titulo: 'Nunca', urlAcceso: 'nunca-jamas' }, lucia)).body.status).toBe(71);
    expect(
      (await t.call(endpoints.resolverAdhesionPrograma, { id, tipo: 'alumno', idAdherente: idLucia, aceptar: true }, levante))
        .body.status,
    ).toBe(71);
  });
});

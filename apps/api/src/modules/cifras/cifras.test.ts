import type { Cifras } from '@puente/contract/cifras';
import { endpoints } from '@puente/contract/endpoints/all';
import { PortalCodes } from '@puente/contract/errors/codes';
import { parseFieldErrors } from '@puente/contract/field-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * Every figure here is read for the academic year 2010-11, which the demo
 * data never reaches: the rows each test writes are the only ones counted.
 */

let t: TestApp;
let lectura: string;
let contenidos: string;
let empresas: string;
let idEmpresa: number;
let n = 0;

const CURSO = 2010;
const INFORMATICA = 33;
const DERECHO = 23;

async function uno<T>(consulta: string, valores: unknown[] = []): Promise<T> {
  const filas = await t.database.query<T>(consulta, valores);
  return filas[0] as T;
}

async function alumno(titulacion: number, finalizado = false, fin: string | null = null) {
  n += 1;
  const { id } = await uno<{ id: number }>(
    `INSERT INTO alumnos (dni, email, nombre, apellido1, password_hash)
     VALUES ($1, $2, 'Cifra', 'Pruebas', 'x') RETURNING id`,
    [`C${n}X${Date.now()}`.slice(0, 12), `cifras.${n}.${Date.now()}@test.puente.es`],
  );
  await t.database.query(
    'INSERT INTO estudios_alumno (id_alumno, id_titulacion, finalizado, fecha_fin) VALUES ($1, $2, $3, $4)',
    [id, titulacion, finalizado, fin],
  );
  return id;
}

async function oferta(perfil: 1 | 2, publicada: string, o: { estado?: number; plazas?: number; titulacion?: number } = {}) {
  n += 1;
  const { id } = await uno<{ id: number }>(
    `INSERT INTO ofertas (url_acceso, id_empresa, id_perfil, id_estado, titulo, descripcion, id_provincia, plazas,
       fecha_publicacion, modalidad)
     VALUES ($1, $2, $3, $4, 'Oferta de las cifras', 'Una oferta de prueba.', 46, $5, $6::timestamptz, 'presencial')
     RETURNING id`,
    [`cifras-${n}-${Date.now()}`, idEmpresa, perfil, o.estado ?? 2, o.plazas ?? 1, publicada],
  );
  await t.database.query('INSERT INTO oferta_titulaciones (id_oferta, id_titulacion) VALUES ($1, $2)', [
    id,
    o.titulacion ?? INFORMATICA,
  ]);
  return id;
}

async function candidatura(idOferta: number, idAlumno: number, estado: number, creada: string) {
  const { id } = await uno<{ id: number }>(
    'INSERT INTO candidaturas (id_oferta, id_alumno, estado, creado_en) VALUES ($1, $2, $3, $4::timestamptz) RETURNING id',
    [idOferta, idAlumno, estado, creada],
  );
  return id;
}

async function cifras(informe: string, filtros: Record<string, unknown> = {}, token = lectura): Promise<Cifras> {
  const entrada = Object.fromEntries(Object.entries({ informe, curso: CURSO, ...filtros }).filter(([, v]) => v !== undefined));
  const { body } = await t.call(endpoints.cifras, entrada, token);
  expect(body.status).toBe(0);
  return body.datos as Cifras;
}

const valor = (c: Cifras, clave: string) => c.indicadores.find((i) => i.clave === clave)?.valor;
const tabla = (c: Cifras, clave: string) => {
  const encontrada = c.tablas.find((x) => x.clave === clave);
  if (!encontrada) throw new Error(`sin tabla ${clave}`);
  return Object.fromEntries(encontrada.datos.map((d) => [d.clave, d.valores]));
};

beforeAll(async () => {
  t = await createTestApp();
  lectura = await t.login('gestor', 'lectura.demo');
  contenidos = await t.login('gestor', 'contenidos.demo');
  empresas = await t.login('gestor', 'empresas.demo');
  ({ id: idEmpresa } = await uno<{ id: number }>("SELECT id FROM empresas WHERE cif = 'B12345674'"));
});
afterAll(() => t.close());

describe('las cifras de ofertas y candidaturas', () => {
  let informatico: number;
  let juristas: number[];
  beforeAll(async () => {
    informatico = await alumno(INFORMATICA);
    juristas = [await alumno(DERECHO), await alumno(DERECHO)];
    // Prácticas in October 2010 with 2 places: first candidacy 2 days later.
    const a = await oferta(2, '2010-10-05T10:00:00+02', { plazas: 2 });
    await candidatura(a, informatico, 6, '2010-10-07T10:00:00+02');
    await candidatura(a, juristas[0] as number, 1, '2010-10-09T10:00:00+02');
    // Empleo in November, closed without a candidate.
    await oferta(1, '2010-11-10T10:00:00+01', { estado: 3, titulacion: DERECHO });
    // Prácticas in March 2011, closed, its only candidacy 6 days later: a pre-registration the student accepted.
    const c = await oferta(2, '2011-03-01T10:00:00+01', { estado: 3 });
    const pre = await candidatura(c, juristas[1] as number, 1, '2011-03-07T10:00:00+01');
    await t.database.query(
      `INSERT INTO candidatura_historial (id_candidatura, estado_anterior, estado_nuevo, actor_tipo, creado_en)
       VALUES ($1, 16, 1, 'alumno', '2011-03-08T10:00:00+01')`,
      [pre],
    );
    // Published before the year began: not counted.
    await oferta(2, '2010-08-31T23:30:00+02');
  });

  it('cuenta las ofertas publicadas en el curso por mes y perfil, la mediana hasta la primera candidatura y las cerradas sin candidatos', async () => {
    const c = await cifras('ofertas');
    expect(c).toMatchObject({ informe: 'ofertas', desde: '2010-09-01', hasta: '2011-08-31' });
    expect(valor(c, 'ofertasPublicadas')).toBe(3);
    expect(valor(c, 'ofertasPracticas')).toBe(2);
    expect(valor(c, 'ofertasEmpleo')).toBe(1);
    expect(valor(c, 'plazas')).toBe(4);
    expect(valor(c, 'medianaDiasPrimeraCandidatura')).toBe(4);
    expect(valor(c, 'porcentajeCerradasSinCandidato')).toBe(50);
    expect(tabla(c, 'porMes')).toEqual({ '2010-10': [1, 0, 2], '2010-11': [0, 1, 1], '2011-03': [1, 0, 1] });
    expect(tabla(c, 'porPerfil')).toEqual({ practicas: [2, 3, 4, 1, 0, 0], empleo: [1, 1, null, 1, 1, 100] });

    const derecho = await cifras('ofertas', { idTitulacion: DERECHO });
    expect(valor(derecho, 'ofertasPublicadas')).toBe(1);
    const remotas = await cifras('ofertas', { modalidad: 'remota' });
    expect(valor(remotas, 'ofertasPublicadas')).toBe(0);
  });

  it('cuenta candidaturas, seleccionadas, preinscripciones aceptadas y estudiantes activos por su titulación', async () => {
    const c = await cifras('candidaturas');
    expect(valor(c, 'candidaturas')).toBe(3);
    expect(valor(c, 'seleccionadas')).toBe(1);
    expect(valor(c, 'alumnosActivos')).toBe(3);
    expect(valor(c, 'mediaCandidaturasPorOferta')).toBe(1);
    expect(valor(c, 'tasaAceptacionPreinscripcion')).toBe(100);
    expect(tabla(c, 'porOferta')).toEqual({ ninguna: [1], de1a4: [2], de5a9: [0], de10a24: [0], masDe24: [0] });
    expect(tabla(c, 'preinscripciones')).toEqual({ aceptadas: [1], rechazadas: [0], pendientes: [0] });
    expect(tabla(c, 'porTitulacion')).toEqual({ [DERECHO]: [2, 2, 0], [INFORMATICA]: [1, 1, 1] });
    const nombres = c.tablas.find((x) => x.clave === 'porTitulacion')?.datos.map((d) => d.etiqueta);
    expect(nombres).toEqual(['Grado en Derecho', 'Grado en Ingeniería Informática']);

    // The degree filter names the student's degree here.
    const derecho = await cifras('candidaturas', { idTitulacion: DERECHO });
    expect(valor(derecho, 'candidaturas')).toBe(2);
    expect(valor(derecho, 'seleccionadas')).toBe(0);
  });

  it('da la tabla en CSV con las mismas filas y cifras que la pantalla', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/Gestion/cifrasCsv/ofertas/porPerfil?curso=${CURSO}`,
      headers: { authorization: `Bearer ${lectura}` },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain('cifras-ofertas-porPerfil-2010-');
    const lineas = r.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lineas).toEqual([
      'Perfil;Publicadas;Plazas;Mediana de días hasta la primera candidatura;Cerradas;Cerradas sin candidatos;% sin candidatos',
      'Prácticas;2;3;4;1;0;0',
      'Empleo;1;1;;1;1;100',
    ]);
    const indicadores = await t.app.inject({
      method: 'GET',
      url: `/api/Gestion/cifrasCsv/candidaturas/indicadores?curso=${CURSO}`,
      headers: { authorization: `Bearer ${lectura}` },
    });
    expect(indicadores.body).toContain('Estudiantes activos;3');
  });
});

describe('las cifras de prácticas y empresas', () => {
  beforeAll(async () => {
    const a = await alumno(INFORMATICA);
    const b = await alumno(DERECHO);
    const insertar = (idAlumno: number, tipo: string, estado: string, inicio: string, fin: string) =>
      t.database.query(
        `INSERT INTO practicas (id_alumno, id_empresa, tipo, estado, fecha_inicio, fecha_fin)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [idAlumno, idEmpresa, tipo, estado, inicio, fin],
      );
    await insertar(a, 'curricular', 'finalizada', '2010-10-01', '2011-01-31');
    await insertar(b, 'extracurricular', 'en_curso', '2011-06-01', '2011-12-31');
    // A proposal never started: not counted.
    await insertar(b, 'curricular', 'propuesta', '2011-02-01', '2011-05-31');
    const { id: sector } = await uno<{ id: number }>(
      "SELECT id FROM dominio_items WHERE lista = 'sectores_actividad' ORDER BY id LIMIT 1",
    );
    for (const [estado, creada, revisada] of [
      ['validada', '2010-09-10', '2010-09-14'],
      ['validada', '2010-10-01', '2010-10-11'],
      ['rechazada', '2010-10-02', '2010-10-03'],
      ['pendiente', '2011-05-05', null],
    ] as const) {
      n += 1;
      await t.database.query(
        `INSERT INTO empresas (cif, nombre, estado, id_sector, id_provincia, creado_en, revisada_en)
         VALUES ($1, 'Empresa de las cifras', $2, $3, 46, $4::timestamptz, $5::timestamptz)`,
        [`Q${n}${Date.now()}`.slice(0, 9), estado, sector, `${creada}T12:00:00+02`, revisada && `${revisada}T12:00:00+02`],
      );
    }
  });

  it('cuenta prácticas iniciadas, en curso al cierre del curso y finalizadas, por titulación y modalidad', async () => {
    const c = await cifras('practicas');
    expect(valor(c, 'practicasIniciadas')).toBe(2);
    expect(valor(c, 'practicasEnCurso')).toBe(1);
    expect(valor(c, 'practicasFinalizadas')).toBe(1);
    expect(valor(c, 'empresasDeAcogida')).toBe(1);
    expect(tabla(c, 'porTitulacion')).toEqual({ [INFORMATICA]: [1, 0, 1, 1, 0], [DERECHO]: [1, 1, 0, 0, 1] });
    expect(tabla(c, 'porModalidad')).toEqual({ curricular: [1, 0, 1], extracurricular: [1, 1, 0] });
    const curriculares = await cifras('practicas', { tipoPractica: 'curricular' });
    expect(valor(curriculares, 'practicasIniciadas')).toBe(1);
  });

  it('cuenta altas, validaciones y rechazos de empresas con la mediana de días hasta validarlas', async () => {
    const c = await cifras('empresas', { idProvincia: 46 });
    expect(valor(c, 'empresasAltas')).toBe(4);
    expect(valor(c, 'empresasValidadas')).toBe(2);
    expect(valor(c, 'empresasRechazadas')).toBe(1);
    expect(valor(c, 'medianaDiasValidacion')).toBe(7);
    expect(tabla(c, 'porMes')).toMatchObject({ '2010-09': [1, 1, 0, 0], '2010-10': [2, 1, 1, 0], '2011-05': [1, 0, 0, 0] });
    const enOtra = await cifras('empresas', { idProvincia: 28 });
    expect(valor(enOtra, 'empresasAltas')).toBe(0);
  });
});

describe('el seguimiento de egresados', () => {
  let idEncuesta: number;
  let idPregunta: number;
  let respuestas: number[];
  beforeAll(async () => {
    ({ id: idEncuesta } = await uno<{ id: number }>(
      `INSERT INTO encuestas (titulo, url_acceso, para_alumnos) VALUES ('Seguimiento 2011', $1, true) RETURNING id`,
      [`seguimiento-${Date.now()}`],
    ));
    ({ id: idPregunta } = await uno<{ id: number }>(
      `INSERT INTO encuesta_preguntas (id_encuesta, orden, tipo, texto) VALUES ($1, 1, 'unica', '¿Cuál es tu situación?') RETURNING id`,
      [idEncuesta],
    ));
    respuestas = [];
    for (const [orden, texto] of ['Trabajo', 'Estudio', 'Busco empleo', 'No busco'].entries()) {
      const { id } = await uno<{ id: number }>(
        'INSERT INTO encuesta_respuestas (id_pregunta, orden, texto) VALUES ($1, $2, $3) RETURNING id',
        [idPregunta, orden, texto],
      );
      respuestas.push(id);
    }
  });

  async function contesta(idAlumno: number, idRespuesta: number) {
    const { id } = await uno<{ id: number }>(
      "INSERT INTO encuesta_contestaciones (id_encuesta, tipo, id_usuario) VALUES ($1, 'alumno', $2) RETURNING id",
      [idEncuesta, idAlumno],
    );
    await t.database.query(
      'INSERT INTO encuesta_contestacion_valores (id_contestacion, id_pregunta, id_respuesta) VALUES ($1, $2, $3)',
      [id, idPregunta, idRespuesta],
    );
  }

  it('solo contenidos marca la encuesta, y solo una de alumnos, no anónima, con una pregunta de respuesta única', async () => {
    const situaciones = ['empleo', 'estudios', 'buscando', 'no_buscando'].map((situacion, i) => ({
      idRespuesta: respuestas[i],
      situacion,
    }));
    const sinPermiso = await t.call(endpoints.marcarSeguimientoEncuesta, { id: idEncuesta, idPregunta, situaciones }, empresas);
    expect(sinPermiso.body.status).toBe(PortalCodes.SIN_PERMISOS);

    const incompleta = await t.call(
      endpoints.marcarSeguimientoEncuesta,
      { id: idEncuesta, idPregunta, situaciones: situaciones.slice(0, 3) },
      contenidos,
    );
    expect(parseFieldErrors(incompleta.body.datos)).toEqual([
      { campo: 'situaciones', mensaje: 'Di qué situación significa cada respuesta de la pregunta' },
    ]);

    const { body } = await t.call(endpoints.marcarSeguimientoEncuesta, { id: idEncuesta, idPregunta, situaciones }, contenidos);
    expect(body.status).toBe(0);
    expect(body.datos).toMatchObject({ idEncuesta, idPregunta });
    expect(body.datos.situaciones).toHaveLength(4);
    const leida = await t.call(endpoints.seguimientoEncuesta, { id: idEncuesta }, lectura);
    expect(leida.body.datos).toEqual(body.datos);

    await t.database.query('UPDATE encuestas SET saca_opcion_anonima = true WHERE id = $1', [idEncuesta]);
    const anonima = await t.call(endpoints.marcarSeguimientoEncuesta, { id: idEncuesta, idPregunta, situaciones }, contenidos);
    expect(parseFieldErrors(anonima.body.datos)[0]?.campo).toBe('idPregunta');
    await t.database.query('UPDATE encuestas SET saca_opcion_anonima = false WHERE id = $1', [idEncuesta]);
  });

  it('da la tasa de respuesta y las situaciones por titulación, sin mostrar grupos de menos de 5 personas', async () => {
    // Informática 2011: 12 graduates, 10 answered: 6 employed, 4 studying. Derecho: 3 graduates, 2 answered.
    const informatica = [];
    for (let i = 0; i < 12; i++) informatica.push(await alumno(INFORMATICA, true, '2011-06-30'));
    for (const [i, id] of informatica.slice(0, 10).entries()) await contesta(id, respuestas[i < 6 ? 0 : 1] as number);
    const derecho = [];
    for (let i = 0; i < 3; i++) derecho.push(await alumno(DERECHO, true, '2011-07-15'));
    for (const id of derecho.slice(0, 2)) await contesta(id, respuestas[0] as number);

    const c = await cifras('seguimiento');
    expect(c.idEncuesta).toBe(idEncuesta);
    expect(c.encuestas?.[0]).toEqual({ id: idEncuesta, titulo: 'Seguimiento 2011' });
    const filas = tabla(c, 'porTitulacion');
    // Derecho: 2 answered, fewer than 5: everything but the graduates hidden.
    expect(filas[DERECHO]).toEqual([3, '<5', '<5', '<5', '<5', '<5', '<5']);
    // Informática: 4 studying is under 5, and the 6 employed would give it away beside the 10 who answered.
    expect(filas[INFORMATICA]).toEqual([12, 10, 83.3, '<5', '<5', 0, 0]);
    expect(valor(c, 'titulados')).toBe(15);
    expect(valor(c, 'respuestas')).toBe(12);
    expect(valor(c, 'tasaConocimiento')).toBe(80);
  });
});

describe('las cifras de la demo, contadas aparte', () => {
  /** The seeded rows as they are, counted here in TypeScript, not with the report's SQL. */
  async function crudas<T>(consulta: string) {
    return t.database.query<T>(consulta);
  }

  it('el panel da, sin curso, lo mismo que las filas sembradas contadas una a una', async () => {
    const ofertas = await crudas<{ id: number; id_perfil: number; plazas: number }>(
      'SELECT id, id_perfil, plazas FROM ofertas WHERE fecha_publicacion IS NOT NULL',
    );
    const candidaturas = await crudas<{ id_alumno: number; estado: number }>('SELECT id_alumno, estado FROM candidaturas');
    const practicas = await crudas<{ tipo: string; estado: string; fecha_inicio: string }>(
      'SELECT tipo, estado, fecha_inicio::text FROM practicas',
    );
    const empresasFilas = await crudas<{ estado: string }>('SELECT estado FROM empresas');
    expect(ofertas.length).toBeGreaterThan(5);
    expect(candidaturas.length).toBeGreaterThan(5);

    const o = await cifras('ofertas', { curso: undefined });
    expect(valor(o, 'ofertasPublicadas')).toBe(ofertas.length);
    expect(valor(o, 'ofertasPracticas')).toBe(ofertas.filter((x) => x.id_perfil === 2).length);
    expect(valor(o, 'ofertasEmpleo')).toBe(ofertas.filter((x) => x.id_perfil === 1).length);
    expect(valor(o, 'plazas')).toBe(ofertas.reduce((s, x) => s + x.plazas, 0));

    const c = await cifras('candidaturas', { curso: undefined });
    expect(valor(c, 'candidaturas')).toBe(candidaturas.length);
    expect(valor(c, 'seleccionadas')).toBe(candidaturas.filter((x) => x.estado === 6).length);
    expect(valor(c, 'alumnosActivos')).toBe(new Set(candidaturas.map((x) => x.id_alumno)).size);

    const empezadas = practicas.filter((x) => ['en_curso', 'finalizada', 'certificada'].includes(x.estado));
    const p = await cifras('practicas', { curso: undefined });
    expect(valor(p, 'practicasIniciadas')).toBe(empezadas.length);
    expect(tabla(p, 'porModalidad').curricular?.[0]).toBe(empezadas.filter((x) => x.tipo === 'curricular').length);

    const e = await cifras('empresas', { curso: undefined });
    expect(valor(e, 'empresasAltas')).toBe(empresasFilas.length);
    // Without a year, a company the seed created validated counts though it has no review date.
    expect(valor(e, 'empresasValidadas')).toBe(empresasFilas.filter((x) => ['validada', 'bloqueada'].includes(x.estado)).length);
    expect(valor(e, 'empresasRechazadas')).toBe(empresasFilas.filter((x) => x.estado === 'rechazada').length);
  });
});

describe('la titulación de cada estudiante en los informes (titulacion_informe_alumno)', () => {
  const deInforme = async (id: number) =>
    (
      await t.database.query<{ id_titulacion: number }>(
        'SELECT id_titulacion FROM titulacion_informe_alumno WHERE id_alumno = $1',
        [id],
      )
    )[0]?.id_titulacion ?? null;
  const estudio = async (id: number, titulacion: number, o: { finalizado?: boolean; inicio?: string; propia?: boolean } = {}) =>
    (
      await uno<{ id: number }>(
        `INSERT INTO estudios_alumno (id_alumno, id_titulacion, finalizado, fecha_inicio, de_la_universidad)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [id, titulacion, o.finalizado ?? false, o.inicio ?? null, o.propia ?? true],
      )
    ).id;

  it('sigue cada alta, cambio y baja de estudios: la de la universidad en curso, si no la última empezada', async () => {
    const id = await alumno(DERECHO, true);
    expect(await deInforme(id)).toBe(DERECHO);
    // One in progress goes before a finished one; one from elsewhere never counts.
    const enCurso = await estudio(id, INFORMATICA, { inicio: '2009-09-01' });
    await estudio(id, 1, { propia: false });
    expect(await deInforme(id)).toBe(INFORMATICA);
    // Both finished: the latest begun.
    await t.database.query("UPDATE estudios_alumno SET finalizado = true, fecha_inicio = '2001-09-01' WHERE id = $1", [enCurso]);
    await t.database.query("UPDATE estudios_alumno SET fecha_inicio = '2005-09-01' WHERE id_alumno = $1 AND id_titulacion = $2", [
      id,
      DERECHO,
    ]);
    expect(await deInforme(id)).toBe(DERECHO);
    await t.database.query('DELETE FROM estudios_alumno WHERE id_alumno = $1 AND id_titulacion = $2', [id, DERECHO]);
    expect(await deInforme(id)).toBe(INFORMATICA);
    await t.database.query('DELETE FROM estudios_alumno WHERE id_alumno = $1 AND de_la_universidad', [id]);
    expect(await deInforme(id)).toBeNull();
  });

  it('una sola sentencia con estudios de varios estudiantes deja la de cada uno', async () => {
    const a = await alumno(DERECHO, true);
    const b = await alumno(DERECHO, true);
    await t.database.query(
      `INSERT INTO estudios_alumno (id_alumno, id_titulacion, finalizado) VALUES ($1, $3, false), ($2, $3, true), ($2, 1, true)`,
      [a, b, INFORMATICA],
    );
    expect(await deInforme(a)).toBe(INFORMATICA);
    expect(await deInforme(b)).not.toBe(INFORMATICA);
  });

  it('coincide, para todos los estudiantes, con la regla aplicada aquí a sus estudios', async () => {
    const estudios = await t.database.query<{
      id: number;
      id_alumno: number;
      id_titulacion: number;
      finalizado: boolean;
      inicio: string | null;
    }>(
      `SELECT id, id_alumno, id_titulacion, finalizado, fecha_inicio::text AS inicio FROM estudios_alumno
       WHERE de_la_universidad AND id_titulacion IS NOT NULL`,
    );
    const esperada = new Map<number, (typeof estudios)[number]>();
    const antes = (x: (typeof estudios)[number], y: (typeof estudios)[number]) =>
      x.finalizado !== y.finalizado
        ? !x.finalizado
        : x.inicio !== y.inicio
          ? y.inicio === null || (x.inicio !== null && x.inicio > y.inicio)
          : x.id > y.id;
    for (const e of estudios) {
      const actual = esperada.get(e.id_alumno);
      if (!actual || antes(e, actual)) esperada.set(e.id_alumno, e);
    }
    const guardadas = await t.database.query<{ id_alumno: number; id_titulacion: number }>(
      'SELECT id_alumno, id_titulacion FROM titulacion_informe_alumno',
    );
    expect(guardadas.length).toBe(esperada.size);
    for (const g of guardadas) expect(g.id_titulacion).toBe(esperada.get(g.id_alumno)?.id_titulacion);
  });
});

describe('quién lee las cifras', () => {
  it('cualquier miembro del personal las lee; un estudiante o una empresa no', async () => {
    const alumno = await t.login('alumno', '12345678Z');
    const { body } = await t.call(endpoints.cifras, { informe: 'empresas' }, alumno);
    expect(body.status).toBe(PortalCodes.SIN_PERMISOS);
    const sinCurso = await t.call(endpoints.cifras, { informe: 'empresas' }, empresas);
    expect(sinCurso.body.status).toBe(0);
    expect(sinCurso.body.datos).toMatchObject({ desde: null, hasta: null });
  });

  it('rechaza un curso, un informe o una tabla que no existen con el error en su campo', async () => {
    const curso = await t.call(endpoints.cifras, { informe: 'ofertas', curso: 1999 }, lectura);
    expect(parseFieldErrors(curso.body.datos)).toEqual([{ campo: 'curso', mensaje: 'El curso va de 2000 a 2100' }]);
    const informe = await t.app.inject({
      method: 'GET',
      url: '/api/Gestion/cifras/nada',
      headers: { authorization: `Bearer ${lectura}` },
    });
    expect(parseFieldErrors(informe.json().datos)).toEqual([{ campo: 'informe', mensaje: 'El informe no existe' }]);
    const tablaAjena = await t.app.inject({
      method: 'GET',
      url: '/api/Gestion/cifrasCsv/empresas/porPerfil',
      headers: { authorization: `Bearer ${lectura}` },
    });
    expect(tablaAjena.json().status).toBe(PortalCodes.ACCION_NO_PERMITIDA);
  });
});

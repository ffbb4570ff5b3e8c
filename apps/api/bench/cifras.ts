import { cursoDe, INFORMES_CIFRAS, type InformeCifras } from '@puente/contract/cifras';
import pg from 'pg';
import { hashPassword } from '../src/modules/auth/passwords';
import { BENCH_PASSWORD, dropBenchDatabase, seedBenchDatabase, tamanoPara, withDatabase } from './bench-seed';
import { arrancarApiPostgres, type Cifra, comprobar, iniciarSesion, log, ms } from './comun';
import { ADMIN_URL } from './postgres';

/**
 * The office's numbers of issue 27 (decision 044, part "cifras"), on their own
 * PostgreSQL database: the bench seed at 200 000 offers, which is 100 000
 * students with 1 000 000 candidacies, then what the reports read besides:
 * pre-registrations answered, internships, companies reviewed over three
 * academic years, programmes, and a follow-up survey answered by graduates.
 * Each report is asked one request at a time (the staff's use: a few people
 * reading figures), VECES times for the current academic year and VECES times
 * with a filter; p95 ≤ 1 s each. "All years" is read once and reported.
 */
const DB = 'puente_bench_cifras';
/** A smaller data set for a quick check of the part itself; the target is judged at 1 000 000 candidacies. */
const OFERTAS = Number(process.env.BENCH_CIFRAS_OFERTAS ?? 200_000);
const VECES = 30;
const P95_MS = 1000;
const GESTOR = 'gestor.cifras@bench.puente.es';

async function preparar() {
  const client = new pg.Client({ connectionString: withDatabase(ADMIN_URL, DB) });
  await client.connect();
  const paso = async (label: string, sqlText: string, params: unknown[] = []) => {
    const t0 = Date.now();
    await client.query(sqlText, params);
    log(`  ${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  };
  try {
    await client.query(
      `INSERT INTO gestores (nick, email, nombre, apellidos, password_hash, permisos)
       VALUES ('lectura.cifras', $1, 'Lectora', 'De las cifras', $2, '{lectura}')`,
      [GESTOR, await hashPassword(BENCH_PASSWORD)],
    );
    // One candidacy in ten was a pre-registration the student answered: 3 in 4 accepted.
    await paso(
      'preinscripciones contestadas',
      `INSERT INTO candidatura_historial (id_candidatura, estado_anterior, estado_nuevo, actor_tipo, actor_id, creado_en)
       SELECT id, 16, CASE WHEN id % 4 = 0 THEN 17 ELSE 1 END, 'alumno', id_alumno, creado_en + interval '2 days'
       FROM candidaturas WHERE id % 10 = 0`,
    );
    // Companies over three academic years: 9 in 10 reviewed a few days after signing up, by sector and province.
    await paso(
      'empresas con sector, estado y fechas',
      `UPDATE empresas SET
         id_sector = 1 + id % 20,
         estado = CASE WHEN id % 10 < 8 THEN 'validada' WHEN id % 10 = 8 THEN 'rechazada' ELSE 'pendiente' END,
         creado_en = now() - (id % 1095) * interval '1 day',
         revisada_en = CASE WHEN id % 10 < 9 THEN now() - (id % 1095) * interval '1 day' + (1 + id % 20) * interval '1 day' END`,
    );
    await paso(
      'programas y adhesiones',
      `INSERT INTO programas (titulo, url_acceso) SELECT 'Programa de medición ' || i, 'programa-cifras-' || i
       FROM generate_series(1, 12) i;
       INSERT INTO programa_alumnos (id_programa, id_alumno, estado, creado_en, resuelto_en)
       SELECT p.id, a, 'adherida', now() - (a % 700) * interval '1 day', now() - (a % 700) * interval '1 day' + interval '3 days'
       FROM generate_series(1, least(20000, (SELECT count(*) FROM alumnos)::int)) a,
         LATERAL (SELECT id FROM programas ORDER BY id OFFSET a % 12 LIMIT 1) p;
       INSERT INTO programa_empresas (id_programa, id_empresa, estado, creado_en, resuelto_en)
       SELECT p.id, e, 'adherida', now() - (e % 700) * interval '1 day', now() - (e % 700) * interval '1 day' + interval '5 days'
       FROM generate_series(1, (SELECT count(*) FROM empresas)::int, 4) e,
         LATERAL (SELECT id FROM programas ORDER BY id OFFSET e % 12 LIMIT 1) p`,
    );
    // One student in three did an internship, in the last three academic years, some within a programme.
    await paso(
      'prácticas',
      `INSERT INTO practicas (id_alumno, id_empresa, id_programa, tipo, estado, fecha_inicio, fecha_fin)
       SELECT a, 1 + a % (SELECT count(*) FROM empresas),
         CASE WHEN a % 5 = 0 THEN (SELECT min(id) FROM programas) + a % 12 END,
         CASE WHEN a % 2 = 0 THEN 'curricular' ELSE 'extracurricular' END,
         CASE WHEN a % 7 = 0 THEN 'certificada' WHEN a % 3 = 0 THEN 'finalizada' ELSE 'en_curso' END,
         current_date - (a % 1000), current_date - (a % 1000) + 90 + a % 90
       FROM generate_series(1, (SELECT count(*) FROM alumnos)::int, 3) a`,
    );
    // The finished studies end in the last three academic years; a follow-up survey answered by 6 in 10 graduates.
    await paso(
      'encuesta de seguimiento contestada',
      `UPDATE estudios_alumno SET fecha_fin = current_date - (id_alumno % 1000) WHERE finalizado;
       WITH e AS (INSERT INTO encuestas (titulo, url_acceso, para_alumnos, publicada)
                  VALUES ('Seguimiento de titulados (medición)', 'seguimiento-cifras', true, true) RETURNING id),
       p AS (INSERT INTO encuesta_preguntas (id_encuesta, orden, tipo, texto)
             SELECT id, 1, 'unica', '¿Cuál es tu situación?' FROM e RETURNING id, id_encuesta)
       INSERT INTO encuesta_respuestas (id_pregunta, orden, texto, situacion_egresado)
       SELECT p.id, s.orden, s.texto, s.situacion FROM p,
         (VALUES (1, 'Trabajo', 'empleo'), (2, 'Estudio', 'estudios'), (3, 'Busco', 'buscando'), (4, 'No busco', 'no_buscando'))
           AS s(orden, texto, situacion);
       UPDATE encuestas SET id_pregunta_seguimiento = (SELECT id FROM encuesta_preguntas WHERE texto = '¿Cuál es tu situación?'),
         seguimiento_en = now() WHERE url_acceso = 'seguimiento-cifras';
       WITH c AS (INSERT INTO encuesta_contestaciones (id_encuesta, tipo, id_usuario)
                  SELECT (SELECT id FROM encuestas WHERE url_acceso = 'seguimiento-cifras'), 'alumno', id_alumno
                  FROM estudios_alumno WHERE finalizado AND id_alumno % 10 < 6 RETURNING id, id_usuario)
       INSERT INTO encuesta_contestacion_valores (id_contestacion, id_pregunta, id_respuesta)
       SELECT c.id, r.id_pregunta, r.id FROM c
         JOIN encuesta_respuestas r ON r.orden = 1 + (CASE WHEN c.id_usuario % 10 < 6 THEN 0 ELSE c.id_usuario % 4 END)
         JOIN encuesta_preguntas q ON q.id = r.id_pregunta AND q.texto = '¿Cuál es tu situación?'`,
    );
    await paso('VACUUM ANALYZE', 'VACUUM ANALYZE');
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM candidaturas');
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** A filter that narrows each report, as staff would use it. */
const FILTRO: Record<InformeCifras, string> = {
  ofertas: 'idSector=5&modalidad=remota',
  candidaturas: 'idTitulacion=33',
  practicas: 'idArea=5&tipoPractica=curricular',
  empresas: 'idSector=5&idProvincia=28',
  seguimiento: 'idArea=5',
};

async function tiempos(api: string, path: string, headers: Record<string, string>) {
  const t: number[] = [];
  for (let i = 0; i < VECES; i++) {
    const t0 = performance.now();
    await comprobar(api, path, headers);
    t.push(performance.now() - t0);
  }
  t.sort((a, b) => a - b);
  return { p50: t[Math.floor(VECES / 2)] as number, p95: t[Math.ceil(VECES * 0.95) - 1] as number, max: t.at(-1) as number };
}

export async function escenariosCifras(): Promise<Cifra[]> {
  const tamano = tamanoPara(OFERTAS);
  log(`\n== Cifras de la oficina (issue 27): PostgreSQL, base ${DB}, ${tamano.alumnos * 10} candidaturas ==`);
  if (OFERTAS !== 200_000) log(`AVISO: BENCH_CIFRAS_OFERTAS=${OFERTAS}; el objetivo es a 1 000 000 de candidaturas.`);
  try {
    const t0 = Date.now();
    await seedBenchDatabase(ADMIN_URL, DB, tamano, log);
    const candidaturas = await preparar();
    log(`Base lista en ${((Date.now() - t0) / 1000).toFixed(1)} s: ${candidaturas} candidaturas`);
    const api = await arrancarApiPostgres(withDatabase(ADMIN_URL, DB), 'on');
    try {
      const login = await iniciarSesion(api.api, GESTOR, BENCH_PASSWORD, '/api/Gestion/logaUsuario');
      const headers = { authorization: `Bearer ${login.token}` };
      const curso = cursoDe(new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' }));
      const todo = await comprobar<{ indicadores: { clave: string; valor: unknown }[] }>(
        api.api,
        '/api/Gestion/cifras/candidaturas',
        headers,
      );
      const contadas = todo.indicadores.find((i) => i.clave === 'candidaturas')?.valor;
      log(`Sin curso, el informe de candidaturas cuenta ${String(contadas)} (en la base: ${candidaturas})`);
      const filas: Cifra[] = [
        {
          cifra: 'Cifras: candidaturas contadas sin curso = filas de la base',
          medido: String(contadas),
          objetivo: String(candidaturas),
          cumple: contadas === candidaturas,
        },
      ];
      log(`\nCada informe, una petición cada vez, ${VECES} veces (curso ${curso}-${(curso + 1) % 100}):`);
      for (const informe of INFORMES_CIFRAS) {
        const solo = await tiempos(api.api, `/api/Gestion/cifras/${informe}?curso=${curso}`, headers);
        const filtrado = await tiempos(api.api, `/api/Gestion/cifras/${informe}?curso=${curso}&${FILTRO[informe]}`, headers);
        const t1 = performance.now();
        await comprobar(api.api, `/api/Gestion/cifras/${informe}`, headers);
        const todos = performance.now() - t1;
        const peor = Math.max(solo.p95, filtrado.p95);
        log(
          `  ${informe.padEnd(13)} curso: p50 ${ms(solo.p50)}, p95 ${ms(solo.p95)}, máx ${ms(solo.max)}; ` +
            `con filtro: p50 ${ms(filtrado.p50)}, p95 ${ms(filtrado.p95)}; todos los cursos: ${ms(todos)}`,
        );
        filas.push({
          cifra: `Cifras: ${informe}, p95, ${candidaturas} candidaturas`,
          medido: `${ms(solo.p95)}; con filtro ${ms(filtrado.p95)}; todos los cursos ${ms(todos)}`,
          objetivo: `≤ ${P95_MS} ms`,
          cumple: peor <= P95_MS,
        });
      }
      return filas;
    } finally {
      await api.parar();
    }
  } finally {
    if (process.env.BENCH_KEEP !== '1') await dropBenchDatabase(ADMIN_URL, DB).catch(() => undefined);
  }
}

import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { parseEnv } from '../src/env';
import { BUCLES_ALERTAS } from '../src/modules/busquedas-guardadas/busquedas-guardadas.service';
import { loadBrand } from '../src/modules/marca/brand-loader';
import { createServices, type Services } from '../src/services';
import { dropBenchDatabase, seedBenchDatabase, tamanoPara, withDatabase } from './bench-seed';
import { type Cifra, log, pct } from './comun';
import { ADMIN_URL } from './postgres';

/**
 * The daily alerts of issue 28 (part "alertas"): "with 50 000 students holding 100 000 saved searches and 1 000 new
 * offers, the daily run finishes in ≤ 5 min on PostgreSQL and queues the mails without duplicates". On its own
 * PostgreSQL database: the bench seed (bench-seed.ts: 50 000 students with their studies, 100 000 offers of the last
 * six months, 500 000 candidacies), then 100 000 daily searches over the list's filters (text, profile, province,
 * contract, salary, functional area, degree area, "solo para mí") whose last run was yesterday's 08:00 digest, and
 * 1 000 offers of 300 companies published since (some already applied to). The run is the service the server's
 * periodic job calls (tareas-periodicas.ts, `enviarAlertas('diaria')`: batches of 200, BUCLES_ALERTAS loops), in
 * this process, timed; then checked in the database: the mails queued, none twice for a search, ≤ 10 offers and ≤ 2 per company each,
 * and the next run queueing none. Then the same day again with 4 loops on the pool, reported beside.
 */
const DB = 'puente_bench_alertas';
/** A smaller data set for a quick check of the part itself (everything scales with it); the target is judged at 100 000. */
const BUSQUEDAS = Number(process.env.BENCH_ALERTAS_BUSQUEDAS ?? 100_000);
/** The loops of each run: the first is the server's (tareas-periodicas.ts passes BUCLES_ALERTAS) and is judged. */
const PARALELOS = (process.env.BENCH_ALERTAS_PARALELO ?? `${BUCLES_ALERTAS},4`)
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);
const OBJETIVO_S = 300;
/** Searches that mailed, sent back to yesterday to read the same offers again: none may reach them twice. */
const REPETIDAS = Math.min(1000, Math.ceil(BUSQUEDAS / 100));

const escala = (n: number, minimo: number) => Math.max(minimo, Math.round((n * BUSQUEDAS) / 100_000));
/** Students in multiples of 5: student k saves (7k mod 5) searches, 0 to 4, two on average. */
const ALUMNOS = Math.max(5, Math.ceil(BUSQUEDAS / 10) * 5);
const NUEVAS = escala(1000, 50);
const EMPRESAS_NUEVAS = escala(300, 20);

/** 100000 as "100 000" (es-ES leaves 4 digits ungrouped: "1000"). */
const miles = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
/** The judged row's name, with the data set it was measured on. */
const CIFRA = `alertas diarias: ${miles(2 * ALUMNOS)} búsquedas, ${miles(NUEVAS)} ofertas nuevas`;

/** The rows the part returns, by name: bench.ts prints them "sin datos" when the part fails as a whole. */
export const FILAS_ALERTAS = [
  CIFRA,
  'alertas diarias: correos encolados',
  'alertas diarias: duplicados',
  'alertas diarias: resúmenes ≤ 10 ofertas, ≤ 2 por empresa',
  'alertas diarias: segunda pasada, correos',
];

/**
 * The 08:00 (Madrid) digest of the day before the last one that has left: the last run every search recorded. A
 * search whose last run is before the latest 08:00 is due, whatever the hour the bench runs at.
 */
const ANTERIOR_SQL = `((date_trunc('day', (now() at time zone 'Europe/Madrid') - interval '8 hours') + interval '8 hours'
  - interval '1 day') at time zone 'Europe/Madrid')`;

/** Words students type, as the list's searches (comun.ts): whole, partial and with or without accents. */
const TEXTOS = [
  'desarrollo web',
  'marketing',
  'datos',
  'enfermeria',
  'ingenier',
  'contabilidad',
  'recursos humanos',
  'logística',
  'ciberseguridad',
  'laboratorio',
  'técnico',
  'diseño',
  'traduccion',
  'energías renovables',
  'jurídico',
  'biotecnologia',
];

type Paso = (label: string, sqlText: string, params?: unknown[]) => Promise<void>;

/** An instant as a SQL literal, for the multi-statement texts (which take no parameters). */
const instante = (d: Date) => `'${d.toISOString()}'::timestamptz`;

/**
 * What the alerts need on top of the bench seed, made on the server: the seed's offers of the last day moved
 * before yesterday's digest (so exactly the new ones are new), NUEVAS offers published since by the first
 * EMPRESAS_NUEVAS companies (a few publish many), copying the seed offers' texts and degrees, with requirements
 * on some; candidacies of some students to them; and the saved searches. random() is seeded: two runs make the
 * same rows.
 */
async function poblar(paso: Paso, anterior: Date, ofertas: number) {
  const desde = instante(anterior);
  await paso(
    `${NUEVAS} ofertas nuevas de ${EMPRESAS_NUEVAS} empresas desde el resumen de ayer`,
    `SELECT setseed(0.28);
     UPDATE ofertas SET fecha_publicacion = fecha_publicacion - interval '3 days', creado_en = creado_en - interval '3 days'
     WHERE fecha_publicacion > ${desde} - interval '1 hour';
     INSERT INTO ofertas (id, url_acceso, id_empresa, id_perfil, id_estado, titulo, puesto_trabajo, descripcion, tareas,
       requisitos, id_provincia, localidad, plazas, fecha_publicacion, fecha_limite, id_tipo_contrato, id_tipo_formacion,
       salario, horario, modalidad, id_area_funcional, solo_titulados, creditos_minimos, creado_en, actualizado_en)
     SELECT ${ofertas} + g.n, 'oferta-alerta-' || g.n, 1 + floor(${EMPRESAS_NUEVAS} * power(g.r1, 1.5))::int, s.id_perfil, 2,
       s.titulo, s.puesto_trabajo, s.descripcion, s.tareas, s.requisitos, g.provincia, 'Localidad ' || g.provincia,
       1 + g.n % 3, g.pub, (g.pub at time zone 'Europe/Madrid')::date + 20 + g.n % 60, s.id_tipo_contrato,
       s.id_tipo_formacion, s.salario, s.horario, s.modalidad, s.id_area_funcional, g.n % 10 = 0,
       CASE WHEN g.n % 10 = 1 THEN 120 END, g.pub - interval '1 day', g.pub
     FROM (SELECT n, random() AS r1,
             CASE WHEN random() < 0.5 THEN (ARRAY[28, 28, 28, 28, 8, 8, 8, 46, 46, 41])[1 + floor(10 * random())::int]
                  ELSE 1 + floor(52 * random())::int END AS provincia,
             ${desde} + interval '15 minutes' + (now() - interval '1 minute' - ${desde} - interval '15 minutes') * random() AS pub
           FROM generate_series(1, ${NUEVAS}) n) g
       JOIN ofertas s ON s.id = 1 + (g.n * 7919) % ${ofertas};
     SELECT setval('ofertas_id_seq', ${ofertas + NUEVAS});
     INSERT INTO oferta_titulaciones (id_oferta, id_titulacion)
     SELECT ${ofertas} + n, ot.id_titulacion
     FROM generate_series(1, ${NUEVAS}) n JOIN oferta_titulaciones ot ON ot.id_oferta = 1 + (n * 7919) % ${ofertas}
     WHERE n % 4 <> 0`,
  );
  // Some students applied between the publication and the digest: their alerts leave those offers out.
  await paso(
    'candidaturas a las nuevas',
    `INSERT INTO candidaturas (id_oferta, id_alumno, estado, creado_en, actualizado_en)
     SELECT o.id, 1 + (k * 7919) % ${ALUMNOS}, 1, x.t, x.t
     FROM generate_series(1, ${NUEVAS * 3}) k
       JOIN ofertas o ON o.id = ${ofertas} + 1 + (k * 37) % ${NUEVAS},
       LATERAL (SELECT o.fecha_publicacion + (now() - o.fecha_publicacion) * random() AS t) x
     ON CONFLICT DO NOTHING;
     INSERT INTO candidatura_historial (id_candidatura, estado_anterior, estado_nuevo, actor_tipo, actor_id, creado_en)
     SELECT id, NULL, estado, 'alumno', id_alumno, creado_en FROM candidaturas WHERE id_oferta > ${ofertas}`,
  );
  // Student k keeps (7k mod 5) searches; prácticas ones only when the student has the service. Each filter on a
  // share of them, as the list's users set them: text on 7 in 10, province on half, "solo para mí" on 3 in 10.
  await paso(
    `${2 * ALUMNOS} búsquedas guardadas diarias`,
    `INSERT INTO busquedas_guardadas (id_alumno, nombre, tipo, filtros, frecuencia, idioma, token_baja, creado_en, actualizado_en)
     SELECT g.a, 'Búsqueda ' || g.j, g.tipo,
       jsonb_strip_nulls(jsonb_build_object(
         'texto', CASE WHEN g.r1 < 0.7 THEN ($1::text[])[1 + floor(cardinality($1::text[]) * g.r2)::int] END,
         'idProvincia', CASE WHEN g.r3 < 0.3 THEN (ARRAY[28, 28, 28, 8, 8, 46, 41])[1 + floor(7 * g.r4)::int]
                             WHEN g.r3 < 0.5 THEN 1 + g.a % 52 END,
         'contrato', CASE WHEN g.tipo = 'empleo' AND g.r5 < 0.25 THEN jsonb_build_array(1, 2) END,
         'salario', CASE WHEN g.tipo = 'empleo' AND g.r5 > 0.9 THEN 20000 END,
         'areaFuncional', CASE WHEN g.tipo = 'practicas' AND g.r5 < 0.25 THEN jsonb_build_array(1 + floor(22 * g.r4)::int) END,
         'areasTitulaciones', CASE WHEN g.r6 < 0.1 THEN (SELECT jsonb_agg(DISTINCT t.id_area) FROM estudios_alumno e
           JOIN titulaciones t ON t.id = e.id_titulacion WHERE e.id_alumno = g.a) END,
         'paraMi', CASE WHEN g.r7 < 0.3 THEN true END)),
       'diaria', CASE WHEN g.r8 < 0.1 THEN 'en' ELSE 'es' END, encode(sha256(('alerta-' || g.a || '-' || g.j)::bytea), 'hex'),
       now() - interval '60 days', now() - interval '60 days'
     FROM (SELECT a, j, CASE WHEN a % 3 <> 0 AND random() < 0.5 THEN 'practicas' ELSE 'empleo' END AS tipo,
             random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5, random() AS r6,
             random() AS r7, random() AS r8
           FROM generate_series(1, ${ALUMNOS}) a, generate_series(1, (a * 7) % 5) j) g
     ORDER BY g.a, g.j`,
    [TEXTOS],
  );
  await paso('VACUUM ANALYZE', 'VACUUM ANALYZE');
}

/** The day before the run, again: every search's last run is yesterday's digest (ending within 10 minutes), no alert sent. */
async function volverAAyer(client: pg.Client, anterior: Date) {
  await client.query(
    `TRUNCATE alertas_enviadas; DELETE FROM correos WHERE plantilla = 'alertaOfertas';
     UPDATE busquedas_guardadas SET ultimo_envio_en = ${instante(anterior)} + (id % 600) * interval '1 second'`,
  );
  // Alone: VACUUM cannot run in the implicit transaction of a multi-statement text.
  await client.query('VACUUM ANALYZE busquedas_guardadas, alertas_enviadas, correos');
}

/** The API's services (services.ts) on the part's database, as server.ts composes them, for the length of `cuerpo`. */
async function conServicios<T>(cuerpo: (s: Services) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'puente-bench-alertas-'));
  const env = parseEnv({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    DATABASE_URL: withDatabase(ADMIN_URL, DB),
    DATA_DIR: dataDir,
    JWT_SECRET: 'clave-de-la-medicion-de-alertas-no-se-usa-en-produccion',
    // Production on a real database encrypts IBANs and NSS with a key it is given (decision 051).
    ENCRYPTION_KEY: `bench:${Buffer.alloc(32, 3).toString('base64')}`,
  });
  const database = await openDatabase({ url: withDatabase(ADMIN_URL, DB) });
  try {
    return await cuerpo(await createServices(database, env, loadBrand(env.BRAND, env.BRANDS_DIR)));
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Comprobacion {
  correos: number;
  ofertasEnCorreos: number;
  registradas: number;
  sinCorreo: number;
  correosRegistrados: number;
  busquedasConDos: number;
  ofertasRepetidas: number;
  maxOfertas: number;
  maxPorEmpresa: number;
  malDestinatario: number;
  fueraDeSuCorreo: number;
  noNuevas: number;
  yaInscritas: number;
  empresas: number;
}

/**
 * The queued mails read back: their offers (by address) against `alertas_enviadas`, a search's mails by its
 * unsubscribe token; each mail to the search's owner; each offer recorded with the mail that carries it, new, of
 * the search's profile and not applied to.
 */
async function comprobar(client: pg.Client, anterior: Date): Promise<Comprobacion> {
  await client.query(
    `CREATE TEMP TABLE m AS SELECT id, para, datos->>'tokenBaja' AS token, datos FROM correos WHERE plantilla = 'alertaOfertas';
     CREATE TEMP TABLE mo AS SELECT m.id, m.token, x->>'urlAcceso' AS url, x->>'empresa' AS empresa
       FROM m, jsonb_array_elements(m.datos->'ofertas') x`,
  );
  try {
    const { rows } = await client.query<Comprobacion>(
      `SELECT (SELECT count(*) FROM m)::int AS "correos",
         (SELECT count(*) FROM mo)::int AS "ofertasEnCorreos",
         (SELECT count(*) FROM alertas_enviadas)::int AS "registradas",
         (SELECT count(*) FROM alertas_enviadas WHERE id_correo IS NULL)::int AS "sinCorreo",
         (SELECT count(DISTINCT id_correo) FROM alertas_enviadas)::int AS "correosRegistrados",
         (SELECT count(*) FROM (SELECT 1 FROM m GROUP BY token HAVING count(*) > 1) d)::int AS "busquedasConDos",
         (SELECT count(*) FROM (SELECT 1 FROM mo GROUP BY token, url HAVING count(*) > 1) d)::int AS "ofertasRepetidas",
         (SELECT coalesce(max(jsonb_array_length(datos->'ofertas')), 0) FROM m)::int AS "maxOfertas",
         (SELECT coalesce(max(n), 0) FROM (SELECT count(*) AS n FROM mo GROUP BY id, empresa) d)::int AS "maxPorEmpresa",
         (SELECT count(*) FROM m JOIN busquedas_guardadas b ON b.token_baja = m.token
            JOIN alumnos al ON al.id = b.id_alumno WHERE al.email <> m.para)::int AS "malDestinatario",
         (SELECT count(*) FROM alertas_enviadas a JOIN ofertas o ON o.id = a.id_oferta
            WHERE NOT EXISTS (SELECT 1 FROM mo WHERE mo.id = a.id_correo AND mo.url = o.url_acceso))::int AS "fueraDeSuCorreo",
         (SELECT count(*) FROM alertas_enviadas a JOIN busquedas_guardadas b ON b.id = a.id_busqueda
            JOIN ofertas o ON o.id = a.id_oferta
            WHERE o.fecha_publicacion <= $1 OR o.id_perfil <> CASE b.tipo WHEN 'empleo' THEN 1 ELSE 2 END)::int AS "noNuevas",
         (SELECT count(*) FROM alertas_enviadas a JOIN busquedas_guardadas b ON b.id = a.id_busqueda
            JOIN candidaturas c ON c.id_oferta = a.id_oferta AND c.id_alumno = b.id_alumno)::int AS "yaInscritas",
         (SELECT count(DISTINCT empresa) FROM mo)::int AS "empresas"`,
      [anterior],
    );
    return rows[0] as Comprobacion;
  } finally {
    await client.query('DROP TABLE m; DROP TABLE mo');
  }
}

/** The run's count, the queue and the records agree, and every mail is right (owner, new offers, none applied to). */
const cuadra = (c: Comprobacion, devueltos: number) =>
  c.correos > 0 &&
  c.correos === devueltos &&
  c.correosRegistrados === c.correos &&
  c.ofertasEnCorreos === c.registradas &&
  c.sinCorreo + c.malDestinatario + c.fueraDeSuCorreo + c.noNuevas + c.yaInscritas === 0;
const sinDuplicados = (c: Comprobacion) => c.busquedasConDos + c.ofertasRepetidas === 0;
const topes = (c: Comprobacion) => c.maxOfertas <= 10 && c.maxPorEmpresa <= 2;

/** The machine's load over the last minute, against its cores: the bench shares it with whatever else runs. */
const carga = () => `carga ${loadavg()[0]?.toFixed(1)} en ${availableParallelism()} núcleos`;

/** Logs, every 30 s of a run, the searches done and the mails queued so far. */
async function conProgreso<T>(client: pg.Client, anterior: Date, total: number, cuerpo: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const timer = setInterval(() => {
    void client
      .query<{ hechas: number; correos: number }>(
        `SELECT (SELECT count(*) FROM busquedas_guardadas WHERE ultimo_envio_en > $1::timestamptz + interval '1 hour')::int AS hechas,
           (SELECT count(*) FROM correos WHERE plantilla = 'alertaOfertas')::int AS correos`,
        [anterior],
      )
      .then(
        ({ rows: [r] }) =>
          log(
            `    ${((performance.now() - t0) / 1000).toFixed(0)} s: ${r?.hechas} de ${total} búsquedas, ${r?.correos} correos (${carga()})`,
          ),
        () => undefined,
      );
  }, 30_000);
  try {
    return await cuerpo();
  } finally {
    clearInterval(timer);
  }
}

interface Pasada {
  paralelo: number;
  segundos: number;
  correos: number;
  c: Comprobacion;
  segunda: number;
  /** The searches sent back to yesterday: mails they queued (offers the caps left out) and offers repeated after. */
  repeticion: { correos: number; repetidas: number } | null;
}

/**
 * One day's run with `paralelo` loops from yesterday's state, timed; its mails checked; then the next hourly
 * run. With `repetir`, REPETIDAS searches that mailed are sent back to yesterday, as if their run had not been
 * recorded, and run again: they read the same offers, and none may reach them twice.
 */
async function pasada(s: Services, client: pg.Client, anterior: Date, paralelo: number, repetir: boolean): Promise<Pasada> {
  const total = 2 * ALUMNOS;
  await volverAAyer(client, anterior);
  log(`\nAlertas diarias, ${paralelo} ${paralelo === 1 ? 'bucle' : 'bucles'} (lotes de 200, como el servidor; ${carga()})…`);
  const t0 = performance.now();
  const correos = await conProgreso(client, anterior, total, () => s.busquedasGuardadas.enviarAlertas('diaria', { paralelo }));
  const segundos = (performance.now() - t0) / 1000;
  const c = await comprobar(client, anterior);
  log(
    `  ${segundos.toFixed(1)} s (${(total / segundos).toFixed(0)} búsquedas/s): ${correos} correos (${pct(correos / total)} de las búsquedas), ` +
      `${c.ofertasEnCorreos} ofertas (${(c.ofertasEnCorreos / Math.max(1, c.correos)).toFixed(1)} por correo) de ${c.empresas} empresas; ${carga()}`,
  );
  log(
    `  cola ${c.correos}, en alertas_enviadas ${c.registradas} filas de ${c.correosRegistrados} correos (${c.sinCorreo} sin correo); ` +
      `${c.busquedasConDos} búsquedas con 2 correos, ${c.ofertasRepetidas} ofertas repetidas; máx. ${c.maxOfertas} ofertas y ` +
      `${c.maxPorEmpresa} de una empresa por correo; ${c.malDestinatario} a otro destinatario, ${c.fueraDeSuCorreo} fuera de su correo, ` +
      `${c.noNuevas} no nuevas o de otro perfil, ${c.yaInscritas} ya inscritas`,
  );
  const t1 = performance.now();
  const segunda = await s.busquedasGuardadas.enviarAlertas('diaria', { paralelo });
  log(`  segunda pasada (la hora siguiente): ${segunda} correos en ${((performance.now() - t1) / 1000).toFixed(1)} s`);
  if (!repetir) return { paralelo, segundos, correos, c, segunda, repeticion: null };
  await client.query(
    `UPDATE busquedas_guardadas SET ultimo_envio_en = $1
     WHERE id IN (SELECT DISTINCT id_busqueda FROM alertas_enviadas ORDER BY 1 LIMIT $2)`,
    [anterior, REPETIDAS],
  );
  const otra = await s.busquedasGuardadas.enviarAlertas('diaria', { paralelo });
  const tras = await comprobar(client, anterior);
  log(
    `  ${REPETIDAS} búsquedas de vuelta a ayer: ${otra} correos más (lo que los topes dejaron fuera), ` +
      `${tras.ofertasRepetidas} ofertas repetidas en una búsqueda`,
  );
  return { paralelo, segundos, correos, c, segunda, repeticion: { correos: otra, repetidas: tras.ofertasRepetidas } };
}

function cifras(pasadas: Pasada[]): Cifra[] {
  const [juzgada, ...otras] = pasadas as [Pasada, ...Pasada[]];
  const { c } = juzgada;
  const otrasIguales = otras.every((p) => p.correos === juzgada.correos && p.c.ofertasEnCorreos === c.ofertasEnCorreos);
  const rep = juzgada.repeticion;
  return [
    {
      cifra: CIFRA,
      medido: `${juzgada.segundos.toFixed(1)} s (${juzgada.paralelo} bucle${juzgada.paralelo === 1 ? '' : 's'}, lotes de 200)`,
      objetivo: `≤ ${OBJETIVO_S} s`,
      cumple: juzgada.segundos <= OBJETIVO_S,
    },
    ...otras.map((p) => ({
      cifra: `${CIFRA}, ${p.paralelo} bucles`,
      medido: `${p.segundos.toFixed(1)} s`,
      objetivo: 'se informa',
      cumple: null,
    })),
    {
      cifra: 'alertas diarias: correos encolados',
      medido:
        `${juzgada.correos} (${pct(juzgada.correos / (2 * ALUMNOS))} de las búsquedas), ${c.ofertasEnCorreos} ofertas` +
        (otras.length > 0
          ? `; ${otrasIguales ? 'los mismos' : 'OTROS'} con ${otras.map((p) => p.paralelo).join(', ')} bucles`
          : ''),
      objetivo: '> 0, = cola = alertas_enviadas',
      cumple: pasadas.every((p) => cuadra(p.c, p.correos)) && otrasIguales,
    },
    {
      cifra: 'alertas diarias: duplicados',
      medido:
        `${c.busquedasConDos} búsquedas con 2 correos, ${c.ofertasRepetidas} ofertas repetidas` +
        (rep ? `; ${REPETIDAS} búsquedas repetidas: ${rep.repetidas} (${rep.correos} correos con lo que los topes dejaron)` : ''),
      objetivo: '0',
      cumple: pasadas.every((p) => sinDuplicados(p.c)) && (rep?.repetidas ?? 0) === 0,
    },
    {
      cifra: 'alertas diarias: resúmenes ≤ 10 ofertas, ≤ 2 por empresa',
      medido: `máx. ${c.maxOfertas} ofertas, máx. ${c.maxPorEmpresa} de una empresa`,
      objetivo: '≤ 10, ≤ 2',
      cumple: pasadas.every((p) => topes(p.c)),
    },
    {
      cifra: 'alertas diarias: segunda pasada, correos',
      medido: pasadas.map((p) => String(p.segunda)).join(' / '),
      objetivo: '0',
      cumple: pasadas.every((p) => p.segunda === 0),
    },
  ];
}

export async function escenariosAlertas(): Promise<Cifra[]> {
  const tamano = tamanoPara(2 * ALUMNOS);
  log(
    `\n== Alertas diarias (issue 28): PostgreSQL (${new URL(ADMIN_URL).host}, base ${DB}), ${2 * ALUMNOS} búsquedas de ` +
      `${ALUMNOS} estudiantes, ${NUEVAS} ofertas nuevas de ${EMPRESAS_NUEVAS} empresas ==`,
  );
  if (2 * ALUMNOS !== 100_000) log(`AVISO: BENCH_ALERTAS_BUSQUEDAS=${BUSQUEDAS}; el objetivo es a 100 000 búsquedas.`);
  if (PARALELOS.length === 0) throw new Error('BENCH_ALERTAS_PARALELO no da ningún número de bucles');
  try {
    const t0 = Date.now();
    log(
      `Sembrando ${tamano.ofertas} ofertas, ${tamano.alumnos} estudiantes, ${tamano.alumnos * tamano.candidaturasPorAlumno} candidaturas y ${tamano.empresas} empresas…`,
    );
    await seedBenchDatabase(ADMIN_URL, DB, tamano, log);
    const client = new pg.Client({ connectionString: withDatabase(ADMIN_URL, DB) });
    await client.connect();
    try {
      const [{ anterior } = { anterior: new Date() }] = (
        await client.query<{ anterior: Date }>(`SELECT ${ANTERIOR_SQL} AS anterior`)
      ).rows;
      // The load's session only: no foreign-key triggers (the rows are consistent by construction), no commit flush.
      await client.query('SET session_replication_role = replica; SET synchronous_commit = off');
      const paso: Paso = async (label, sqlText, params = []) => {
        const t = Date.now();
        await client.query(sqlText, params);
        log(`  ${label} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
      };
      await poblar(paso, anterior, tamano.ofertas);
      await client.query('RESET session_replication_role; RESET synchronous_commit');
      log(`Base lista en ${((Date.now() - t0) / 1000).toFixed(1)} s; el resumen de ayer salió el ${anterior.toISOString()}`);
      const pasadas = await conServicios(async (s) => {
        const hechas: Pasada[] = [];
        for (const paralelo of PARALELOS) hechas.push(await pasada(s, client, anterior, paralelo, hechas.length === 0));
        return hechas;
      });
      return cifras(pasadas);
    } finally {
      await client.end();
    }
  } finally {
    if (process.env.BENCH_KEEP !== '1') await dropBenchDatabase(ADMIN_URL, DB).catch(() => undefined);
  }
}

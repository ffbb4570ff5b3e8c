import { cursoDe, INFORMES_CIFRAS, type InformeCifras } from '@puente/contract/cifras';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedDomain } from '../src/db/seed/domain';
import { hashPassword } from '../src/modules/auth/passwords';
import { BENCH_PASSWORD, dropBenchDatabase, withDatabase } from './bench-seed';
import { arrancarApiPostgres, type Cifra, comprobar, iniciarSesion, log, ms } from './comun';
import { ADMIN_URL } from './postgres';

/**
 * The office's numbers of issue 27 (decision 044, part "cifras"), on their own
 * PostgreSQL database: the project's schema and reference lists, then a
 * university's last three academic years made in SQL by generate_series —
 * 50 000 students with 1–2 studies (graduates among them), 20 000 companies
 * signed up and reviewed, 100 000 offers, exactly 1 000 000 candidacies (each
 * made after its offer's publication, pre-registrations answered among them),
 * 30 000 internships, programme adhesions, agreements and a follow-up survey
 * answered by 20 000 graduates. Each report is asked one request at a time
 * (the staff's use: a few people reading figures), VECES times for the current
 * academic year and VECES times with a filter: p95 ≤ 1 s each. "All years" and
 * the last complete academic year are read once each and reported.
 */
const DB = 'puente_bench_cifras';
/** A smaller data set for a quick check of the part itself (everything scales with it); the target is judged at 1 000 000. */
const CANDIDATURAS = Number(process.env.BENCH_CIFRAS_CANDIDATURAS ?? 1_000_000);
const VECES = 30;
const P95_MS = 1000;
const GESTOR = 'lectura.cifras@bench.puente.es';

const escala = (n: number, minimo: number) => Math.max(minimo, Math.round((n * CANDIDATURAS) / 1_000_000));
const TAMANO = {
  alumnos: escala(50_000, 100),
  empresas: escala(20_000, 50),
  ofertas: escala(100_000, 200),
  practicas: escala(30_000, 30),
  adhesionesAlumnos: escala(8_000, 10),
  adhesionesEmpresas: escala(3_000, 10),
};

/** The rows the part returns, by name: bench.ts prints them "sin datos" when the part fails as a whole. */
export const FILAS_CIFRAS = [
  'Cifras: candidaturas sin curso = filas de la base',
  ...INFORMES_CIFRAS.map((informe) => `Cifras: ${informe}, p95`),
];

const hoyMadrid = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });

async function crearBase() {
  await dropBenchDatabase(ADMIN_URL, DB);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${DB}`);
  } finally {
    await admin.end();
  }
  const esquema = await openDatabase({ url: withDatabase(ADMIN_URL, DB) });
  try {
    await migrate(esquema);
    await seedDomain(esquema);
  } finally {
    await esquema.close();
  }
}

/**
 * The data set, made on the server. `desde` is the first day of the oldest of the three academic years; every
 * date falls between it and now (Madrid). random() is seeded, so two runs make the same rows.
 */
async function poblar(desde: string) {
  const client = new pg.Client({ connectionString: withDatabase(ADMIN_URL, DB) });
  await client.connect();
  const paso = async (label: string, sqlText: string, params: unknown[] = []) => {
    const t0 = Date.now();
    await client.query(sqlText, params);
    log(`  ${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  };
  const { alumnos: A, empresas: E, ofertas: O } = TAMANO;
  // The window's start as an instant, its length, and its length in days.
  const T0 = `('${desde}'::date::timestamp at time zone 'Europe/Madrid')`;
  const SPAN = `(now() - ${T0})`;
  const DIAS = `(current_date - '${desde}'::date)`;
  const TITULACIONES = '(SELECT array_agg(id ORDER BY id) AS ids FROM titulaciones)';
  try {
    // The rows are consistent by construction: no foreign-key triggers, no commit flush (the load's session only).
    await client.query(
      `SET session_replication_role = replica; SET synchronous_commit = off; SET work_mem = '256MB';
       SET maintenance_work_mem = '512MB'; SELECT setseed(0.27)`,
    );
    await client.query(
      `INSERT INTO gestores (nick, email, nombre, apellidos, password_hash, permisos)
       VALUES ('lectura.cifras', $1, 'Lectora', 'De las cifras', $2, '{lectura}')`,
      [GESTOR, await hashPassword(BENCH_PASSWORD)],
    );
    // Secondary indexes are built once after the load, several times faster than row by row; those behind a
    // constraint stay.
    const { rows: indices } = await client.query<{ indexname: string; indexdef: string }>(
      `SELECT i.indexname, i.indexdef FROM pg_indexes i
       WHERE i.schemaname = 'public'
         AND i.tablename IN ('empresas', 'alumnos', 'estudios_alumno', 'ofertas', 'oferta_titulaciones', 'candidaturas',
                             'candidatura_historial', 'practicas')
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    );
    for (const i of indices) await client.query(`DROP INDEX ${i.indexname}`);

    // Companies: sectors skewed (a few sectors hold most), 80 % validated, 8 % rejected, 2 % blocked, reviewed
    // 1–30 days after signing up; the 10 % pending signed up in the last two months.
    await paso(
      `${E} empresas por sector y provincia, revisadas en tres cursos`,
      `INSERT INTO empresas (id, cif, nombre, nombre_comercial, descripcion, id_sector, id_provincia, localidad, estado,
         creado_en, revisada_en)
       SELECT i, 'B' || lpad(i::text, 8, '0'), 'Empresa de las cifras ' || i || ' S.L.', 'Empresa ' || i,
         'Empresa generada para medir las cifras de la oficina.',
         s.ids[1 + floor(cardinality(s.ids) * power(g.r1, 1.6))::int], 1 + (i * 13) % 52, 'Localidad ' || i, g.estado,
         g.alta, CASE WHEN g.estado <> 'pendiente' THEN least(now(), g.alta + (1 + i % 30) * interval '1 day' + (i % 600) * interval '1 minute') END
       FROM (SELECT i, r1, estado,
               CASE WHEN estado = 'pendiente' THEN now() - r2 * interval '60 days' ELSE ${T0} + r2 * ${SPAN} END AS alta
             FROM (SELECT i, random() AS r1, random() AS r2,
                     CASE WHEN i % 100 < 80 THEN 'validada' WHEN i % 100 < 88 THEN 'rechazada' WHEN i % 100 < 90 THEN 'bloqueada'
                          ELSE 'pendiente' END AS estado
                   FROM generate_series(1, ${E}) i) x) g,
         (SELECT array_agg(id ORDER BY id) AS ids FROM dominio_items WHERE lista = 'sectores_actividad') s;
       SELECT setval('empresas_id_seq', ${E})`,
    );

    // Students: 6 in 10 finished a degree within the window, 1 in 10 before it, the rest are studying; 1 in 4
    // has a second study in progress (1 in 40 outside the university). Degrees skewed, as real enrolment is.
    await paso(
      `${A} estudiantes`,
      `INSERT INTO alumnos (id, dni, email, nombre, apellido1, password_hash, con_practicas, con_empleo, id_provincia,
         primer_acceso, creado_en)
       SELECT i, 'CIFRAS' || i, 'cifras' || i || '@bench.puente.es', 'Estudiante', 'Cifras ' || i, $1, i % 3 <> 0, true,
         1 + i % 52, false, ${T0} - interval '1 year' + random() * (${SPAN} + interval '1 year')
       FROM generate_series(1, ${A}) i`,
      [await hashPassword(BENCH_PASSWORD)],
    );
    await paso(
      'sus estudios',
      `SELECT setval('alumnos_id_seq', ${A});
       INSERT INTO estudios_alumno (id_alumno, id_titulacion, de_la_universidad, finalizado, fecha_inicio, fecha_fin, creditos_superados)
       SELECT i, t.ids[1 + floor(cardinality(t.ids) * power(g.r, 1.4))::int], true, g.fin IS NOT NULL,
         coalesce(g.fin - 4 * 365, current_date - 60 - (i * 7) % 1400), g.fin, CASE WHEN g.fin IS NULL THEN 30 + i % 200 ELSE 240 END
       FROM (SELECT i, random() AS r,
               CASE WHEN i % 10 < 6 THEN '${desde}'::date + (i * 7919) % ${DIAS}
                    WHEN i % 10 = 6 THEN '${desde}'::date - 1 - (i * 7919) % 1000 END AS fin
             FROM generate_series(1, ${A}) i) g, ${TITULACIONES} t;
       INSERT INTO estudios_alumno (id_alumno, id_titulacion, de_la_universidad, finalizado, fecha_inicio, creditos_superados)
       SELECT i, t.ids[1 + (i * 31) % cardinality(t.ids)], i % 40 <> 0, false, current_date - 30 - i % 700, 30 + i % 60
       FROM generate_series(4, ${A}, 4) i, ${TITULACIONES} t`,
    );

    // Offers of validated companies, half of each profile, published over the window: 5 % pending and 5 % rejected
    // (never published), those older than 150 days closed and one in five of the rest; 1–3 degrees each.
    await paso(
      `${O} ofertas con 1–3 titulaciones`,
      `INSERT INTO ofertas (id, url_acceso, id_empresa, id_perfil, id_estado, titulo, puesto_trabajo, descripcion,
         id_provincia, localidad, plazas, fecha_publicacion, fecha_limite, id_tipo_contrato, id_tipo_formacion, salario,
         horario, modalidad, id_area_funcional, creado_en, actualizado_en)
       SELECT i, 'oferta-cifras-' || i, e.ids[1 + (i * 7) % cardinality(e.ids)], 1 + i % 2, g.estado,
         CASE i % 2 WHEN 0 THEN 'Prácticas en ' ELSE 'Puesto de ' END
           || (ARRAY['desarrollo web', 'marketing digital', 'administración', 'análisis de datos', 'enfermería',
                     'ingeniería civil', 'recursos humanos', 'atención al cliente'])[1 + (i / 2) % 8],
         'Puesto ' || i, 'Oferta generada para medir las cifras de la oficina.', 1 + (i * 17) % 52,
         'Localidad ' || (1 + (i * 17) % 52), CASE WHEN i % 10 = 0 THEN 5 + i % 6 ELSE 1 + i % 3 END,
         g.pub, CASE WHEN g.pub IS NOT NULL THEN (g.pub at time zone 'Europe/Madrid')::date + 30 + i % 120 END,
         CASE WHEN i % 2 = 1 THEN 1 + i % 8 END, CASE WHEN i % 2 = 0 THEN 1 + i % 4 END,
         CASE WHEN i % 2 = 1 THEN 18000 + (i % 30) * 1000 ELSE 300 + (i % 10) * 60 END, 'Lunes a viernes',
         (ARRAY['presencial', 'presencial', 'hibrida', 'remota'])[1 + (i * 3) % 4], 1 + i % 22,
         coalesce(g.pub, now() - (i % 20) * interval '1 day') - (1 + i % 3) * interval '1 day',
         coalesce(g.pub, now() - (i % 20) * interval '1 day')
       FROM (SELECT i, estado, CASE WHEN estado IN (2, 3) THEN base END AS pub
             FROM (SELECT i, base, CASE WHEN i % 20 = 0 THEN 1 WHEN i % 20 = 1 THEN 4
                                       WHEN base < now() - interval '150 days' OR i % 5 = 0 THEN 3 ELSE 2 END AS estado
                   FROM (SELECT i, ${T0} + random() * ${SPAN} AS base FROM generate_series(1, ${O}) i) b) s) g,
         (SELECT array_agg(id ORDER BY id) AS ids FROM empresas WHERE estado IN ('validada', 'bloqueada')) e;
       SELECT setval('ofertas_id_seq', ${O});
       INSERT INTO oferta_titulaciones (id_oferta, id_titulacion)
       SELECT i, t.ids[1 + (i * 7 + k * 37) % cardinality(t.ids)]
       FROM generate_series(1, ${O}) i, generate_series(0, 2) k, ${TITULACIONES} t
       WHERE k <= i % 3
       ON CONFLICT DO NOTHING`,
    );

    // Candidacies: each student 7–37 draws of an offer published (more on the first ones: some offers draw many,
    // others few; one in ten none at all), made between its publication and its deadline (most in the first days);
    // the pairs repeated drop out and exactly CANDIDATURAS of the rest are kept.
    await paso(
      `${CANDIDATURAS} candidaturas (pares únicos, tras la publicación)`,
      `CREATE TEMP TABLE pub AS
         SELECT (row_number() OVER (ORDER BY id) - 1)::int AS idx, id, fecha_publicacion AS desde,
           least(now(), (fecha_limite + 1)::timestamp at time zone 'Europe/Madrid') AS hasta
         FROM ofertas WHERE id_estado IN (2, 3) AND fecha_publicacion IS NOT NULL AND id % 10 <> 3;
       CREATE UNIQUE INDEX ON pub (idx);
       ANALYZE pub;
       CREATE TEMP TABLE cand AS
         SELECT DISTINCT ON (p.id, g.a) p.id AS id_oferta, g.a AS id_alumno,
           p.desde + (p.hasta - p.desde) * power(g.r2, 2) AS creado_en, g.r3
         FROM (SELECT a, random() AS r1, random() AS r2, random() AS r3
               FROM generate_series(1, ${A}) a, generate_series(1, 7 + (a * 7919) % 31) j) g
           JOIN pub p ON p.idx = floor((SELECT count(*) FROM pub) * power(g.r1, 1.5))::int
         ORDER BY p.id, g.a;
       INSERT INTO candidaturas (id, id_oferta, id_alumno, estado, creado_en, actualizado_en)
       SELECT n, id_oferta, id_alumno,
         CASE WHEN n % 20 = 0 THEN CASE WHEN n % 80 = 0 THEN 17 ELSE (ARRAY[1, 1, 2, 3, 4, 5, 6])[1 + (n / 20) % 7] END
              WHEN n % 40 = 1 THEN 16
              ELSE (ARRAY[1, 1, 1, 1, 2, 2, 3, 4, 5, 5, 6, 8, 8])[1 + (n * 7) % 13] END,
         creado_en, creado_en + (now() - creado_en) * 0.3 * random()
       FROM (SELECT row_number() OVER (ORDER BY creado_en) AS n, s.*
             FROM (SELECT * FROM cand ORDER BY r3 LIMIT ${CANDIDATURAS}) s) x;
       SELECT setval('candidaturas_id_seq', (SELECT max(id) FROM candidaturas));
       DROP TABLE cand; DROP TABLE pub`,
    );
    const [{ n: hechas } = { n: 0 }] = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM candidaturas')).rows;
    if (hechas !== CANDIDATURAS) throw new Error(`Se generaron ${hechas} candidaturas, no ${CANDIDATURAS}`);

    // Their history: the first state (a pre-registration is the university's, 16), the student's answer to a
    // pre-registration (16 → 1 or 17, one candidacy in 20), and the company's or the student's last change.
    await paso(
      'historial de candidaturas (alta, preinscripciones contestadas, cambios)',
      `INSERT INTO candidatura_historial (id_candidatura, estado_anterior, estado_nuevo, actor_tipo, actor_id, creado_en)
       SELECT id, NULL, CASE WHEN id % 20 = 0 OR estado = 16 THEN 16 ELSE 1 END,
         CASE WHEN id % 20 = 0 OR estado = 16 THEN 'gestor' ELSE 'alumno' END,
         CASE WHEN id % 20 = 0 OR estado = 16 THEN 1 ELSE id_alumno END, creado_en
       FROM candidaturas;
       INSERT INTO candidatura_historial (id_candidatura, estado_anterior, estado_nuevo, actor_tipo, actor_id, creado_en)
       SELECT id, 16, CASE WHEN estado = 17 THEN 17 ELSE 1 END, 'alumno', id_alumno, creado_en + (actualizado_en - creado_en) / 2
       FROM candidaturas WHERE id % 20 = 0;
       INSERT INTO candidatura_historial (id_candidatura, estado_anterior, estado_nuevo, actor_tipo, actor_id, creado_en)
       SELECT c.id, 1, c.estado, CASE WHEN c.estado = 8 THEN 'alumno' ELSE 'empresa' END,
         CASE WHEN c.estado = 8 THEN c.id_alumno ELSE o.id_empresa END, c.actualizado_en
       FROM candidaturas c JOIN ofertas o ON o.id = c.id_oferta WHERE c.estado NOT IN (1, 16, 17)`,
    );

    await paso(
      `12 programas, ${TAMANO.adhesionesAlumnos} adhesiones de estudiantes y ${TAMANO.adhesionesEmpresas} de empresas`,
      `INSERT INTO programas (titulo, url_acceso, creado_en)
       SELECT 'Programa de las cifras ' || i, 'programa-cifras-' || i, ${T0} - interval '30 days' FROM generate_series(1, 12) i;
       INSERT INTO programa_alumnos (id_programa, id_alumno, estado, creado_en, resuelto_en)
       SELECT p.ids[1 + i % 12], 1 + (i * 7) % ${A}, g.estado, g.alta,
         CASE WHEN g.estado <> 'solicitada' THEN least(now(), g.alta + (1 + i % 10) * interval '1 day') END
       FROM (SELECT i, ${T0} + random() * ${SPAN} AS alta,
               CASE WHEN i % 20 < 17 THEN 'adherida' WHEN i % 20 < 19 THEN 'rechazada' ELSE 'solicitada' END AS estado
             FROM generate_series(1, ${TAMANO.adhesionesAlumnos}) i) g,
         (SELECT array_agg(id ORDER BY id) AS ids FROM programas) p
       ON CONFLICT DO NOTHING;
       INSERT INTO programa_empresas (id_programa, id_empresa, estado, creado_en, resuelto_en)
       SELECT p.ids[1 + i % 12], 1 + (i * 11) % ${E}, g.estado, g.alta,
         CASE WHEN g.estado <> 'solicitada' THEN least(now(), g.alta + (1 + i % 15) * interval '1 day') END
       FROM (SELECT i, ${T0} + random() * ${SPAN} AS alta,
               CASE WHEN i % 20 < 17 THEN 'adherida' WHEN i % 20 < 19 THEN 'rechazada' ELSE 'solicitada' END AS estado
             FROM generate_series(1, ${TAMANO.adhesionesEmpresas}) i) g,
         (SELECT array_agg(id ORDER BY id) AS ids FROM programas) p
       ON CONFLICT DO NOTHING`,
    );

    // Internships started over the window (and in the 90 days before it, still running at its start), 60 %
    // curricular, 1 in 5 within a programme; en_curso until their end (1 in 20 left en_curso past it), then
    // finalizada or certificada; 2 % proposals or annulled, which the reports leave out.
    await paso(
      `${TAMANO.practicas} prácticas`,
      `INSERT INTO practicas (id_alumno, id_empresa, id_programa, tipo, estado, propuesta_por, fecha_inicio, fecha_fin, creado_en)
       SELECT 1 + (i * 7919) % ${A}, e.ids[1 + floor(cardinality(e.ids) * power(g.r, 1.4))::int],
         CASE WHEN i % 5 = 0 THEN p.ids[1 + i % 12] END,
         CASE WHEN i % 5 < 3 THEN 'curricular' ELSE 'extracurricular' END,
         CASE WHEN i % 50 = 0 THEN 'anulada' WHEN i % 50 = 1 THEN 'propuesta' WHEN g.fin >= current_date THEN 'en_curso'
              WHEN i % 20 = 2 THEN 'en_curso' WHEN i % 3 = 0 THEN 'certificada' ELSE 'finalizada' END,
         'gestor', g.inicio, g.fin, g.inicio - 20
       FROM (SELECT i, r, inicio, inicio + 60 + i % 120 AS fin
             FROM (SELECT i, random() AS r, '${desde}'::date - 90 + floor(random() * (${DIAS} + 90))::int AS inicio
                   FROM generate_series(1, ${TAMANO.practicas}) i) x) g,
         (SELECT array_agg(id ORDER BY id) AS ids FROM empresas WHERE estado = 'validada') e,
         (SELECT array_agg(id ORDER BY id) AS ids FROM programas) p`,
    );

    // Agreements of one validated company in four, generated after its review: 30 % generated, 20 % signed,
    // 45 % validated, 5 % rejected. Their PDFs are `archivos` rows without content (the reports never read them).
    await paso(
      'convenios',
      `CREATE TEMP TABLE cv AS
         SELECT id AS id_empresa, nombre, cif, revisada_en + (now() - revisada_en) * random() * 0.5 AS creado,
           CASE WHEN id % 20 < 6 THEN 'generado' WHEN id % 20 < 10 THEN 'firmado' WHEN id % 20 < 19 THEN 'validado'
                ELSE 'rechazado' END AS estado
         FROM empresas WHERE estado = 'validada' AND id % 4 = 0;
       INSERT INTO cuentas_facturacion (id_empresa, nombre_fiscal, cif, domicilio_fiscal, id_pais, poblacion, cp)
       SELECT id_empresa, nombre, cif, 'Calle de las cifras ' || id_empresa, 1, 'Localidad', '46' || lpad((id_empresa % 1000)::text, 3, '0')
       FROM cv;
       INSERT INTO archivos (id, propietario_tipo, propietario_id, uso, nombre, content_type, tamano, sha256, creado_en)
       SELECT md5(k || cv.id_empresa)::uuid, 'empresa', cv.id_empresa, 'convenio', k || '-' || cv.id_empresa || '.pdf',
         'application/pdf', 1000, encode(sha256((k || cv.id_empresa)::bytea), 'hex'), cv.creado
       FROM cv, (VALUES ('convenio'), ('firmado')) AS v(k);
       INSERT INTO convenios (id_empresa, id_cuenta_facturacion, firmante_nombre, firmante_apellidos, firmante_cargo,
         firmante_email, tramitacion_manual, pago_domiciliado, fecha_caducidad, estado, id_archivo_pdf, id_archivo_firmado,
         firmado_en, revisado_en, creado_en)
       SELECT cv.id_empresa, cf.id, 'Firmante', 'De las cifras', 'Gerente', 'firma' || cv.id_empresa || '@empresa.bench.puente.es',
         false, false, (cv.creado + interval '4 years')::date, cv.estado, md5('convenio' || cv.id_empresa)::uuid,
         CASE WHEN cv.estado <> 'generado' THEN md5('firmado' || cv.id_empresa)::uuid END,
         CASE WHEN cv.estado <> 'generado' THEN least(now(), cv.creado + (2 + cv.id_empresa % 20) * interval '1 day') END,
         CASE WHEN cv.estado IN ('validado', 'rechazado') THEN least(now(), cv.creado + (10 + cv.id_empresa % 20) * interval '1 day') END,
         cv.creado
       FROM cv JOIN cuentas_facturacion cf ON cf.id_empresa = cv.id_empresa;
       DROP TABLE cv`,
    );

    // The follow-up survey: one single-choice question whose four answers mean the four outcomes, answered by two
    // in three of the window's graduates (60 % employed, 15 % studying, 18 % seeking, 7 % not seeking).
    await paso(
      'encuesta de seguimiento contestada por titulados',
      `WITH e AS (INSERT INTO encuestas (titulo, url_acceso, para_alumnos, publicada, creado_en)
                  VALUES ('Seguimiento de titulados (medición)', 'seguimiento-cifras', true, true, ${T0}) RETURNING id),
       p AS (INSERT INTO encuesta_preguntas (id_encuesta, orden, tipo, texto)
             SELECT id, 1, 'unica', '¿Cuál es tu situación actual?' FROM e RETURNING id)
       INSERT INTO encuesta_respuestas (id_pregunta, orden, texto, situacion_egresado)
       SELECT p.id, s.orden, s.texto, s.situacion FROM p,
         (VALUES (1, 'Trabajo', 'empleo'), (2, 'Sigo estudiando', 'estudios'), (3, 'Busco empleo', 'buscando'),
                 (4, 'Ni trabajo ni busco', 'no_buscando')) AS s(orden, texto, situacion);
       UPDATE encuestas e SET id_pregunta_seguimiento = p.id, seguimiento_en = now()
       FROM encuesta_preguntas p WHERE p.id_encuesta = e.id AND e.url_acceso = 'seguimiento-cifras';
       WITH c AS (
         INSERT INTO encuesta_contestaciones (id_encuesta, tipo, id_usuario, dia)
         SELECT (SELECT id FROM encuestas WHERE url_acceso = 'seguimiento-cifras'), 'alumno', id_alumno,
           least(current_date, max(fecha_fin) + 30 + id_alumno % 150)
         FROM estudios_alumno WHERE finalizado AND fecha_fin >= '${desde}'::date AND id_alumno % 3 <> 0
         GROUP BY id_alumno
         RETURNING id, id_usuario)
       INSERT INTO encuesta_contestacion_valores (id_contestacion, id_pregunta, id_respuesta)
       SELECT c.id, r.id_pregunta, r.id FROM c
         JOIN encuesta_respuestas r ON r.orden = CASE WHEN (c.id_usuario * 7919) % 100 < 60 THEN 1
           WHEN (c.id_usuario * 7919) % 100 < 75 THEN 2 WHEN (c.id_usuario * 7919) % 100 < 93 THEN 3 ELSE 4 END
         JOIN encuestas e ON e.id_pregunta_seguimiento = r.id_pregunta AND e.url_acceso = 'seguimiento-cifras'`,
    );
    await paso(`${indices.length} índices secundarios`, indices.map((i) => i.indexdef).join('; '));
    await paso('VACUUM ANALYZE', 'VACUUM ANALYZE');
    const { rows } = await client.query<Record<string, number>>(
      `SELECT (SELECT count(*) FROM alumnos)::int AS alumnos, (SELECT count(*) FROM estudios_alumno)::int AS estudios,
         (SELECT count(*) FROM empresas)::int AS empresas, (SELECT count(*) FROM ofertas)::int AS ofertas,
         (SELECT count(*) FROM oferta_titulaciones)::int AS oferta_titulaciones,
         (SELECT count(*) FROM candidaturas)::int AS candidaturas,
         (SELECT count(*) FROM candidatura_historial)::int AS historial,
         (SELECT count(*) FROM candidatura_historial WHERE estado_anterior = 16)::int AS preinscripciones_contestadas,
         (SELECT count(*) FROM practicas)::int AS practicas, (SELECT count(*) FROM programa_alumnos)::int AS programa_alumnos,
         (SELECT count(*) FROM programa_empresas)::int AS programa_empresas, (SELECT count(*) FROM convenios)::int AS convenios,
         (SELECT count(*) FROM encuesta_contestaciones)::int AS contestaciones`,
    );
    log(
      `  filas: ${Object.entries(rows[0] ?? {})
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    // The filters measured: the degree most students read as theirs, and the sector with most companies.
    const { rows: filtros } = await client.query<{ titulacion: number; sector: number }>(
      `SELECT (SELECT id_titulacion FROM estudios_alumno WHERE de_la_universidad GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1) AS titulacion,
         (SELECT id_sector FROM empresas GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1) AS sector`,
    );
    return { candidaturas: rows[0]?.candidaturas ?? 0, titulacion: filtros[0]?.titulacion, sector: filtros[0]?.sector };
  } finally {
    await client.end();
  }
}

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

async function unaVez(api: string, path: string, headers: Record<string, string>) {
  const t0 = performance.now();
  await comprobar(api, path, headers);
  return performance.now() - t0;
}

export async function escenariosCifras(): Promise<Cifra[]> {
  const curso = cursoDe(hoyMadrid());
  const desde = `${curso - 2}-09-01`;
  log(`\n== Cifras de la oficina (issue 27): PostgreSQL, base ${DB}, ${CANDIDATURAS} candidaturas ==`);
  if (CANDIDATURAS !== 1_000_000)
    log(`AVISO: BENCH_CIFRAS_CANDIDATURAS=${CANDIDATURAS}; el objetivo es a 1 000 000 de candidaturas.`);
  try {
    const t0 = Date.now();
    await crearBase();
    log(`  esquema y listas de referencia (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    const datos = await poblar(desde);
    log(`Base lista en ${((Date.now() - t0) / 1000).toFixed(1)} s: ${datos.candidaturas} candidaturas, desde ${desde}`);
    const filtro: Record<InformeCifras, string> = {
      ofertas: `idSector=${datos.sector}`,
      candidaturas: `idTitulacion=${datos.titulacion}`,
      practicas: `idTitulacion=${datos.titulacion}`,
      empresas: `idSector=${datos.sector}`,
      seguimiento: `idTitulacion=${datos.titulacion}`,
    };
    const api = await arrancarApiPostgres(withDatabase(ADMIN_URL, DB), 'on');
    try {
      const login = await iniciarSesion(api.api, GESTOR, BENCH_PASSWORD, '/api/Gestion/logaUsuario');
      const headers = { authorization: `Bearer ${login.token}` };
      const todo = await comprobar<{ indicadores: { clave: string; valor: unknown }[] }>(
        api.api,
        '/api/Gestion/cifras/candidaturas',
        headers,
      );
      const contadas = todo.indicadores.find((i) => i.clave === 'candidaturas')?.valor;
      log(`Sin curso, el informe de candidaturas cuenta ${String(contadas)} (en la base: ${datos.candidaturas})`);
      const filas: Cifra[] = [
        {
          cifra: 'Cifras: candidaturas sin curso = filas de la base',
          medido: String(contadas),
          objetivo: String(CANDIDATURAS),
          cumple: contadas === CANDIDATURAS && datos.candidaturas === CANDIDATURAS,
        },
      ];
      const nombre = (c: number) => `${c}-${String((c + 1) % 100).padStart(2, '0')}`;
      log(
        `\nCada informe, una petición cada vez, ${VECES} veces en el curso ${nombre(curso)} y ${VECES} con un filtro; ` +
          `una vez sin curso y una en el curso completo ${nombre(curso - 1)}:`,
      );
      const informativas: Cifra[] = [];
      for (const informe of INFORMES_CIFRAS) {
        const base = `/api/Gestion/cifras/${informe}`;
        const solo = await tiempos(api.api, `${base}?curso=${curso}`, headers);
        const filtrado = await tiempos(api.api, `${base}?curso=${curso}&${filtro[informe]}`, headers);
        const todos = await unaVez(api.api, base, headers);
        const anterior = await unaVez(api.api, `${base}?curso=${curso - 1}`, headers);
        const peor = Math.max(solo.p95, filtrado.p95);
        log(
          `  ${informe.padEnd(13)} curso: p50 ${ms(solo.p50)}, p95 ${ms(solo.p95)}, máx ${ms(solo.max)}; ` +
            `${filtro[informe]}: p50 ${ms(filtrado.p50)}, p95 ${ms(filtrado.p95)}, máx ${ms(filtrado.max)}; ` +
            `todos los cursos ${ms(todos)}; curso ${nombre(curso - 1)} ${ms(anterior)}`,
        );
        filas.push({
          cifra: `Cifras: ${informe}, p95`,
          medido: `${ms(solo.p95)} (p50 ${ms(solo.p50)}, máx ${ms(solo.max)}); ${filtro[informe]} ${ms(filtrado.p95)}`,
          objetivo: `≤ ${P95_MS} ms`,
          cumple: peor <= P95_MS,
        });
        informativas.push({
          cifra: `Cifras: ${informe}, una vez`,
          medido: `todos los cursos ${ms(todos)}; curso ${nombre(curso - 1)} ${ms(anterior)}`,
          objetivo: 'se informa',
          cumple: null,
        });
      }
      return [...filas, ...informativas];
    } finally {
      await api.parar();
    }
  } finally {
    if (process.env.BENCH_KEEP !== '1') await dropBenchDatabase(ADMIN_URL, DB).catch(() => undefined);
  }
}

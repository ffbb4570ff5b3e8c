import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedDomain } from '../src/db/seed/domain';
import { plantillasEmpleo } from '../src/demo/data/ofertas-demo-empleo';
import { plantillasPracticas } from '../src/demo/data/ofertas-demo-practicas';
import { hashPassword } from '../src/modules/auth/passwords';

export const BENCH_PASSWORD = 'Bench2026!';

/** What one size of the data set holds; candidacies are always 5 × offers (10 per student, half as many students). */
export interface Tamano {
  ofertas: number;
  alumnos: number;
  empresas: number;
  candidaturasPorAlumno: number;
}

/**
 * The data set for a number of offers, in the proportions of a large university
 * (decision 027): half as many students as offers, each with 10 candidacies
 * (so 5 × offers), and one company per 50 offers. 100 000 offers give the
 * figures the issues quote: 50 000 students, 500 000 candidacies, 2 000 companies.
 */
export const tamanoPara = (ofertas: number): Tamano => ({
  ofertas,
  alumnos: Math.max(10, Math.floor(ofertas / 2)),
  empresas: Math.max(100, Math.floor(ofertas / 50)),
  candidaturasPorAlumno: 10,
});

const SUFIJOS = [
  '',
  'junior',
  'senior',
  'con inglés',
  'para nuevo proyecto',
  'a media jornada',
  'en remoto',
  'con incorporación inmediata',
];

export const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function admin(adminUrl: string, sqlText: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

/** Runs the tasks on `n` connections of their own at once, each taking the next task when it finishes one. */
async function enParalelo<T>(url: string, n: number, tareas: T[], hacer: (client: pg.Client, tarea: T) => Promise<void>) {
  const cola = [...tareas];
  await Promise.all(
    Array.from({ length: Math.min(n, cola.length) }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        for (let t = cola.shift(); t !== undefined; t = cola.shift()) await hacer(client, t);
      } finally {
        await client.end();
      }
    }),
  );
}

/** [from, to] ranges that split 1..n in `partes` (the load runs on both cores of the machine). */
const tramos = (n: number, partes: number) =>
  Array.from(
    { length: partes },
    (_, k) => [Math.floor((n * k) / partes) + 1, Math.floor((n * (k + 1)) / partes)] as const,
  ).filter(([a, b]) => a <= b);

/** Sessions the seed loads with at once: the machine's two cores (decision 056). */
const SESIONES = Number(process.env.BENCH_SEMILLA_SESIONES ?? 2);

export const dropBenchDatabase = (adminUrl: string, name: string) =>
  admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

/**
 * A separate database with the project's own schema (migrate() and the domain
 * lists) and a large data set made by generate_series on the server, of the
 * given size: offers (≈half published and in their deadline), students with
 * their studies and candidacies with one history row each.
 */
export async function seedBenchDatabase(adminUrl: string, name: string, tamano: Tamano, log: (line: string) => void) {
  await dropBenchDatabase(adminUrl, name);
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const esquema = await openDatabase({ url: withDatabase(adminUrl, name) });
  try {
    await migrate(esquema);
    await seedDomain(esquema);
  } finally {
    await esquema.close();
  }
  // The rows are generated consistent, so the load skips the foreign-key triggers and the commit flush
  // (a superuser's setting, tried and left out otherwise); the sessions opened next inherit it.
  const rapida = await admin(
    adminUrl,
    `ALTER DATABASE ${name} SET session_replication_role = replica; ALTER DATABASE ${name} SET synchronous_commit = off`,
  ).then(
    () => true,
    () => false,
  );
  const database = await openDatabase({ url: withDatabase(adminUrl, name) });
  try {
    // Secondary indexes are built once after the load, several times faster than row by row (GIN above all);
    // the ones behind a constraint stay, ON CONFLICT needs them.
    const indices = await database.query<{ indexname: string; indexdef: string }>(
      `SELECT i.indexname, i.indexdef FROM pg_indexes i
       WHERE i.schemaname = 'public'
         AND i.tablename IN ('ofertas', 'oferta_titulaciones', 'alumnos', 'estudios_alumno', 'candidaturas', 'candidatura_historial')
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    );
    for (const i of indices) await database.query(`DROP INDEX ${i.indexname}`);
    const paso = async (label: string, sqlText: string, params: unknown[] = []) => {
      const t0 = Date.now();
      await database.query(sqlText, params);
      log(`  ${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    };
    await paso(
      `${tamano.empresas} empresas`,
      `INSERT INTO empresas (id, cif, nombre, nombre_comercial, descripcion, id_provincia, localidad, estado)
       SELECT i, 'B' || lpad(i::text, 8, '0'), 'Empresa de medición ' || i || ' S.L.', 'Empresa ' || i,
              'Empresa generada para la medición de rendimiento.', 1 + i % 52, 'Localidad ' || i, 'validada'
       FROM generate_series(1, $1::int) i;
       SELECT setval('empresas_id_seq', $1::int)`.replace(/\$1::int/g, String(tamano.empresas)),
    );
    await paso(
      `${tamano.alumnos} estudiantes con sus estudios`,
      `INSERT INTO alumnos (id, dni, email, nombre, apellido1, password_hash, con_practicas, con_empleo, id_provincia, primer_acceso)
       SELECT i, 'BENCH' || i, 'bench' || i || '@bench.puente.es', 'Estudiante', 'Medición ' || i, $1, i % 3 <> 0, true, 1 + i % 52, false
       FROM generate_series(1, $2::int) i`,
      [await hashPassword(BENCH_PASSWORD), tamano.alumnos],
    );
    await database.query(
      `SELECT setval('alumnos_id_seq', $1::int);
       INSERT INTO estudios_alumno (id_alumno, id_titulacion, finalizado, creditos_superados)
       SELECT i, t.ids[1 + i % cardinality(t.ids)], i % 4 = 0, 60 + i % 180
       FROM generate_series(1, $1::int) i, (SELECT array_agg(id ORDER BY id) AS ids FROM titulaciones) t`.replace(
        /\$1::int/g,
        String(tamano.alumnos),
      ),
    );
    const campo = (k: 'titulo' | 'descripcion' | 'tareas' | 'requisitos' | 'puesto') => [
      plantillasEmpleo.map((p) => p[k]),
      plantillasPracticas.map((p) => p[k]),
    ];
    const [tE, tP] = campo('titulo');
    const [dE, dP] = campo('descripcion');
    const [taE, taP] = campo('tareas');
    const [rE, rP] = campo('requisitos');
    // One text of the empleo ($a) or prácticas ($b) templates, chosen by the row's number within its profile.
    const pick = (a: number, b: number, k: number) =>
      `CASE p.perfil WHEN 1 THEN ($${a}::text[])[1 + (p.n * ${k}) % cardinality($${a}::text[])] ELSE ($${b}::text[])[1 + (p.n * ${k}) % cardinality($${b}::text[])] END`;
    // Publication spread over the last 180 days and a 30–150 day window: about half are still open. Each offer
    // was created 1–3 days before its publication (the staff lists page and filter by creation). Province,
    // contract, functional area and modality come from hashes of the row's number with a salt each, so they are
    // independent of one another and of the profile (plain i % k made them move in step: every search of the
    // bench, text + province + one more filter, matched nothing; decision 056).
    const h = (sal: number, k: number) => `(1 + abs(hashint4(i + ${sal * 10_000_000})) % ${k})`;
    const url = withDatabase(adminUrl, name);
    const paralelo = async (
      label: string,
      tareas: (readonly [number, number])[],
      hacer: (c: pg.Client, t: readonly [number, number]) => Promise<void>,
    ) => {
      const t0 = Date.now();
      await enParalelo(url, SESIONES, tareas, hacer);
      log(`  ${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    };
    // The offers' stored columns (the tsvector above all) are computed row by row: the rows are split between sessions.
    await paralelo(
      `${tamano.ofertas} ofertas con sus titulaciones`,
      tramos(tamano.ofertas, SESIONES * 4),
      async (c, [desde, hasta]) => {
        await c.query(
          `INSERT INTO ofertas (id, url_acceso, id_empresa, id_perfil, id_estado, titulo, puesto_trabajo, descripcion, tareas, requisitos,
           id_provincia, localidad, plazas, fecha_publicacion, fecha_limite, id_tipo_contrato, id_tipo_formacion, salario, horario,
           modalidad, id_area_funcional, creado_en)
         SELECT i, 'oferta-bench-' || i, 1 + i % ${tamano.empresas}, p.perfil,
           CASE WHEN i % 20 = 0 THEN 1 WHEN i % 20 = 1 THEN 3 ELSE 2 END,
           trim(${pick(1, 2, 7)} || ' ' || ($9::text[])[1 + (p.n * 13) % cardinality($9::text[])]),
           'Puesto ' || i, ${pick(3, 4, 7)}, ${pick(5, 6, 11)}, ${pick(7, 8, 5)},
           ${h(1, 52)}, 'Localidad ' || ${h(1, 52)}, 1 + i % 3,
           now() - ((i * 37) % 180) * interval '1 day' - (i % 1440) * interval '1 minute',
           (now() - ((i * 37) % 180) * interval '1 day')::date + 30 + i % 120,
           CASE p.perfil WHEN 1 THEN ${h(2, 8)} END, CASE p.perfil WHEN 2 THEN ${h(3, 4)} END,
           CASE p.perfil WHEN 1 THEN 18000 + (i % 30) * 1000 ELSE 300 + (i % 10) * 60 END,
           'Lunes a viernes', (ARRAY['presencial', 'hibrida', 'remota'])[${h(4, 3)}], ${h(5, 22)},
           now() - ((i * 37) % 180 + 1 + i % 3) * interval '1 day' - (i % 1440) * interval '1 minute' - (i % 60) * interval '1 second'
         FROM generate_series(${desde}, ${hasta}) i, LATERAL (SELECT 1 + i % 2 AS perfil, i / 2 AS n) p`,
          [tE, tP, dE, dP, taE, taP, rE, rP, SUFIJOS],
        );
        await c.query(
          `INSERT INTO oferta_titulaciones (id_oferta, id_titulacion)
         SELECT DISTINCT i, t.ids[1 + (i * k) % cardinality(t.ids)]
         FROM generate_series(${desde}, ${hasta}) i, (VALUES (1), (7)) AS m(k), (SELECT array_agg(id ORDER BY id) AS ids FROM titulaciones) t`,
        );
      },
    );
    await database.query(`SELECT setval('ofertas_id_seq', ${tamano.ofertas})`);
    // Candidacies and their history are generated on the server, students split between sessions. COPY from
    // here was tried and measured slower (decision 056): the rows cost more to format, send and parse than to
    // generate where they are stored.
    await paralelo(
      `${tamano.alumnos * tamano.candidaturasPorAlumno} candidaturas con su historial`,
      tramos(tamano.alumnos, SESIONES),
      async (c, [desde, hasta]) => {
        await c.query(
          `INSERT INTO candidaturas (id_oferta, id_alumno, estado, creado_en, actualizado_en)
           SELECT 1 + (a * 37 + j * 10007) % ${tamano.ofertas}, a, (ARRAY[1, 1, 2, 3, 5, 5, 6, 8, 16, 4])[1 + (a + j) % 10],
                  now() - ((a + j) % 200) * interval '1 day', now() - ((a + j) % 100) * interval '1 day'
           FROM generate_series(${desde}, ${hasta}) a, generate_series(0, ${tamano.candidaturasPorAlumno - 1}) j
           ON CONFLICT DO NOTHING`,
        );
        await c.query(
          `INSERT INTO candidatura_historial (id_candidatura, estado_anterior, estado_nuevo, actor_tipo, actor_id, creado_en)
           SELECT id, NULL, estado, 'alumno', id_alumno, creado_en FROM candidaturas WHERE id_alumno BETWEEN ${desde} AND ${hasta}`,
        );
      },
    );
    // The secondary indexes, each session taking the next (a GIN index uses one core: two build at once).
    const t0 = Date.now();
    await enParalelo(url, SESIONES, [...indices], async (c, i) => {
      await c.query(`SET maintenance_work_mem = '256MB'; ${i.indexdef}`);
    });
    log(`  ${indices.length} índices secundarios (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    const t1 = Date.now();
    const tablas = await database.query<{ t: string }>(
      `SELECT relname AS t FROM pg_stat_user_tables ORDER BY pg_total_relation_size(relid) DESC`,
    );
    await enParalelo(url, SESIONES, tablas, async (c, { t }) => {
      await c.query(`VACUUM ANALYZE "${t}"`);
    });
    log(`  VACUUM ANALYZE (${((Date.now() - t1) / 1000).toFixed(1)} s)`);
  } finally {
    await database.close();
    if (rapida) await admin(adminUrl, `ALTER DATABASE ${name} RESET ALL`).catch(() => undefined);
  }
}

import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { plantillasEmpleo } from '../src/db/seed/data/ofertas-demo-empleo';
import { plantillasPracticas } from '../src/db/seed/data/ofertas-demo-practicas';
import { seedDomain } from '../src/db/seed/domain';
import { hashPassword } from '../src/modules/auth/passwords';

export const BENCH_PASSWORD = 'Bench2026!';
export const TAMANO = { empresas: 2_000, alumnos: 50_000, ofertas: 100_000, candidaturasPorAlumno: 10 } as const;

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

export const dropBenchDatabase = (adminUrl: string, name: string) =>
  admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

/**
 * A separate database with the project's own schema (migrate() and the domain
 * lists) and a large data set made by generate_series on the server: 100 000
 * offers (≈half published and in their deadline), 50 000 students with their
 * studies and 500 000 candidacies with one history row each.
 */
export async function seedBenchDatabase(adminUrl: string, name: string, log: (line: string) => void) {
  await dropBenchDatabase(adminUrl, name);
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ url: withDatabase(adminUrl, name) });
  try {
    await migrate(database);
    await seedDomain(database);
    const paso = async (label: string, sqlText: string, params: unknown[] = []) => {
      const t0 = Date.now();
      await database.query(sqlText, params);
      log(`  ${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    };
    await paso(
      `${TAMANO.empresas} empresas`,
      `INSERT INTO empresas (id, cif, nombre, nombre_comercial, descripcion, id_provincia, localidad, estado)
       SELECT i, 'B' || lpad(i::text, 8, '0'), 'Empresa de medición ' || i || ' S.L.', 'Empresa ' || i,
              'Empresa generada para la medición de rendimiento.', 1 + i % 52, 'Localidad ' || i, 'validada'
       FROM generate_series(1, $1::int) i;
       SELECT setval('empresas_id_seq', $1::int)`.replace(/\$1::int/g, String(TAMANO.empresas)),
    );
    await paso(
      `${TAMANO.alumnos} estudiantes con sus estudios`,
      `INSERT INTO alumnos (id, dni, email, nombre, apellido1, password_hash, con_practicas, con_empleo, id_provincia, primer_acceso)
       SELECT i, 'BENCH' || i, 'bench' || i || '@bench.puente.es', 'Estudiante', 'Medición ' || i, $1, i % 3 <> 0, true, 1 + i % 52, false
       FROM generate_series(1, $2::int) i`,
      [await hashPassword(BENCH_PASSWORD), TAMANO.alumnos],
    );
    await database.query(
      `SELECT setval('alumnos_id_seq', $1::int);
       INSERT INTO estudios_alumno (id_alumno, id_titulacion, finalizado, creditos_superados)
       SELECT i, t.ids[1 + i % cardinality(t.ids)], i % 4 = 0, 60 + i % 180
       FROM generate_series(1, $1::int) i, (SELECT array_agg(id ORDER BY id) AS ids FROM titulaciones) t`.replace(
        /\$1::int/g,
        String(TAMANO.alumnos),
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
    // Publication spread over the last 180 days and a 30–150 day window: about half are still open.
    await paso(
      `${TAMANO.ofertas} ofertas con sus titulaciones`,
      `INSERT INTO ofertas (id, url_acceso, id_empresa, id_perfil, id_estado, titulo, puesto_trabajo, descripcion, tareas, requisitos,
         id_provincia, localidad, plazas, fecha_publicacion, fecha_limite, id_tipo_contrato, id_tipo_formacion, salario, horario,
         modalidad, id_area_funcional)
       SELECT i, 'oferta-bench-' || i, 1 + i % ${TAMANO.empresas}, p.perfil,
         CASE WHEN i % 20 = 0 THEN 1 WHEN i % 20 = 1 THEN 3 ELSE 2 END,
         trim(${pick(1, 2, 7)} || ' ' || ($9::text[])[1 + (p.n * 13) % cardinality($9::text[])]),
         'Puesto ' || i, ${pick(3, 4, 7)}, ${pick(5, 6, 11)}, ${pick(7, 8, 5)},
         1 + (p.n * 17) % 52, 'Localidad ' || (1 + (p.n * 17) % 52), 1 + i % 3,
         now() - ((i * 37) % 180) * interval '1 day' - (i % 1440) * interval '1 minute',
         (now() - ((i * 37) % 180) * interval '1 day')::date + 30 + i % 120,
         CASE p.perfil WHEN 1 THEN 1 + i % 8 END, CASE p.perfil WHEN 2 THEN 1 + i % 4 END,
         CASE p.perfil WHEN 1 THEN 18000 + (i % 30) * 1000 ELSE 300 + (i % 10) * 60 END,
         'Lunes a viernes', (ARRAY['presencial', 'hibrida', 'remota'])[1 + i % 3], 1 + i % 22
       FROM generate_series(1, ${TAMANO.ofertas}) i, LATERAL (SELECT 1 + i % 2 AS perfil, i / 2 AS n) p`,
      [tE, tP, dE, dP, taE, taP, rE, rP, SUFIJOS],
    );
    await database.query(
      `SELECT setval('ofertas_id_seq', ${TAMANO.ofertas});
       INSERT INTO oferta_titulaciones (id_oferta, id_titulacion)
       SELECT i, t.ids[1 + (i * k) % cardinality(t.ids)]
       FROM generate_series(1, ${TAMANO.ofertas}) i, (VALUES (1), (7)) AS m(k), (SELECT array_agg(id ORDER BY id) AS ids FROM titulaciones) t
       ON CONFLICT DO NOTHING`,
    );
    await paso(
      `${TAMANO.alumnos * TAMANO.candidaturasPorAlumno} candidaturas con su historial`,
      `INSERT INTO candidaturas (id_oferta, id_alumno, estado, creado_en, actualizado_en)
       SELECT 1 + (a * 37 + j * 10007) % ${TAMANO.ofertas}, a, (ARRAY[1, 1, 2, 3, 5, 5, 6, 8, 16, 4])[1 + (a + j) % 10],
              now() - ((a + j) % 200) * interval '1 day', now() - ((a + j) % 100) * interval '1 day'
       FROM generate_series(1, ${TAMANO.alumnos}) a, generate_series(0, ${TAMANO.candidaturasPorAlumno - 1}) j
       ON CONFLICT DO NOTHING;
       INSERT INTO candidatura_historial (id_candidatura, estado_anterior, estado_nuevo, actor_tipo, actor_id, creado_en)
       SELECT id, NULL, estado, 'alumno', id_alumno, creado_en FROM candidaturas`,
    );
    await paso('VACUUM ANALYZE', 'VACUUM ANALYZE');
  } finally {
    await database.close();
  }
}

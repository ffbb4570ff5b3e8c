import pg from 'pg';
import { hashPassword } from '../src/modules/auth/passwords';

/** The data the crash test needs, put in with SQL on the database the API has just migrated. */

export const CHAOS_PASSWORD = 'Caos-2026!';

export const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

export async function admin(adminUrl: string, sqlText: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

/**
 * One validated company, one published job offer for Grado en Ingeniería
 * Informática (33) open for 30 days, and `alumnos` students who meet every
 * application rule for it (the same columns as the API tests' fixtures). Each
 * student applies once, so the limit of 3 simultaneous candidacies never
 * answers. Returns the offer's url.
 */
export async function sembrar(client: pg.Client, alumnos: number): Promise<{ urlOferta: string; idOferta: number }> {
  const empresa = await client.query<{ id: number }>(
    `INSERT INTO empresas (cif, nombre, nombre_comercial, descripcion, id_provincia, localidad, estado)
     VALUES ('B99999995', 'Prueba de Caída S.L.', 'Caída', 'Empresa de la prueba de caída.', 46, 'València', 'validada')
     RETURNING id`,
  );
  const urlOferta = 'oferta-prueba-de-caida';
  const oferta = await client.query<{ id: number }>(
    `INSERT INTO ofertas (url_acceso, id_empresa, id_perfil, id_estado, titulo, descripcion, id_provincia, localidad,
       fecha_publicacion, fecha_limite, id_tipo_contrato)
     VALUES ($1, $2, 1, 2, 'Oferta de la prueba de caída', 'Oferta creada por npm run chaos.', 46, 'València',
       now() - interval '1 day', current_date + 30, 1)
     RETURNING id`,
    [urlOferta, empresa.rows[0]?.id],
  );
  const idOferta = oferta.rows[0]?.id as number;
  await client.query('INSERT INTO oferta_titulaciones (id_oferta, id_titulacion) VALUES ($1, 33)', [idOferta]);
  await client.query(
    `INSERT INTO alumnos (dni, email, nombre, apellido1, password_hash, con_practicas, con_empleo, busqueda_practicas_activa,
       busqueda_empleo_activa, matriculado_practicas, de_la_universidad, cv_propio_subido, id_provincia, primer_acceso)
     SELECT 'CAOS' || i, 'caos' || i || '@caos.puente.es', 'Estudiante', 'Caída ' || i, $1, true, true, true, true, true, true,
       true, 46, false
     FROM generate_series(1, $2::int) i`,
    [await hashPassword(CHAOS_PASSWORD), alumnos],
  );
  await client.query(
    `INSERT INTO estudios_alumno (id_alumno, id_titulacion, finalizado, creditos_superados)
     SELECT id, 33, false, 180 FROM alumnos WHERE email LIKE 'caos%@caos.puente.es'`,
  );
  return { urlOferta, idOferta };
}

export interface Recuento {
  filas: number;
  alumnosDistintos: number;
  duplicadas: number;
  sinHistorial: number;
  sinAuditoria: number;
  alumnosConCandidatura: Set<string>;
}

/**
 * What the database holds for the offer after the crash: candidacy rows, the
 * students with more than one (the UNIQUE constraint should make it 0), and
 * candidacies missing the rows written in the same unit of work (history,
 * audit; a student's own application notifies nobody).
 */
export async function recontar(client: pg.Client, idOferta: number): Promise<Recuento> {
  const filas = await client.query<{ email: string }>(
    `SELECT a.email FROM candidaturas c JOIN alumnos a ON a.id = c.id_alumno WHERE c.id_oferta = $1`,
    [idOferta],
  );
  const n = async (sqlText: string) => (await client.query<{ n: number }>(sqlText, [idOferta])).rows[0]?.n ?? Number.NaN;
  return {
    filas: filas.rowCount ?? 0,
    alumnosDistintos: new Set(filas.rows.map((r) => r.email)).size,
    duplicadas: await n(
      `SELECT count(*)::int AS n FROM (SELECT id_alumno FROM candidaturas WHERE id_oferta = $1 GROUP BY id_alumno HAVING count(*) > 1) d`,
    ),
    sinHistorial: await n(
      `SELECT count(*)::int AS n FROM candidaturas c WHERE c.id_oferta = $1 AND NOT EXISTS
         (SELECT 1 FROM candidatura_historial h WHERE h.id_candidatura = c.id AND h.estado_nuevo = 1 AND h.estado_anterior IS NULL)`,
    ),
    sinAuditoria: await n(
      `SELECT count(*)::int AS n FROM candidaturas c WHERE c.id_oferta = $1 AND NOT EXISTS
         (SELECT 1 FROM auditoria x WHERE x.entidad = 'candidatura' AND x.entidad_id = c.id::text)`,
    ),
    alumnosConCandidatura: new Set(filas.rows.map((r) => r.email)),
  };
}

import type { TestApp } from '../../test/test-app';

/**
 * Fixtures for the candidacy and offer tests: a student or an offer built to
 * meet (or break) exactly one application rule. Rows go in with SQL so each
 * test states its data next to the rule it checks.
 */

let secuencia = 0;

export interface AlumnoFixture {
  conPracticas?: boolean;
  conEmpleo?: boolean;
  busquedaPracticas?: boolean;
  busquedaEmpleo?: boolean;
  matriculado?: boolean;
  deLaUniversidad?: boolean;
  cvPropio?: boolean;
  idProvincia?: number | null;
  estudios?: { titulacion: number; finalizado?: boolean; creditos?: number | null }[];
}

/** A student who passes every rule unless told otherwise: Grado en Ingeniería Informática (33), 180 credits. */
export async function crearAlumno(t: TestApp, o: AlumnoFixture = {}) {
  secuencia += 1;
  const email = `prueba.${secuencia}.${Date.now()}@test.puente.es`;
  const rows = await t.database.query<{ id: number }>(
    `INSERT INTO alumnos (dni, email, nombre, apellido1, password_hash, con_practicas, con_empleo, busqueda_practicas_activa,
       busqueda_empleo_activa, matriculado_practicas, de_la_universidad, cv_propio_subido, id_provincia, primer_acceso)
     SELECT $1, $2, 'Prueba', 'Pruebas', password_hash, $3, $4, $5, $6, $7, $8, $9, $10, false FROM alumnos WHERE dni = '12345678Z'
     RETURNING id`,
    [
      `T${secuencia}${Date.now()}`.slice(0, 12),
      email,
      o.conPracticas ?? true,
      o.conEmpleo ?? true,
      o.busquedaPracticas ?? true,
      o.busquedaEmpleo ?? true,
      o.matriculado ?? true,
      o.deLaUniversidad ?? true,
      o.cvPropio ?? true,
      o.idProvincia === undefined ? 46 : o.idProvincia,
    ],
  );
  const id = (rows[0] as { id: number }).id;
  for (const e of o.estudios ?? [{ titulacion: 33, creditos: 180 }]) {
    await t.database.query(
      'INSERT INTO estudios_alumno (id_alumno, id_titulacion, finalizado, creditos_superados) VALUES ($1, $2, $3, $4)',
      [id, e.titulacion, e.finalizado ?? false, e.creditos ?? null],
    );
  }
  return { id, email, token: await t.login('alumno', email) };
}

export interface OfertaFixture {
  perfil?: 1 | 2;
  estado?: number;
  titulo?: string;
  cif?: string;
  titulaciones?: number[];
  /** Days from today; null for no deadline. */
  limite?: number | null;
  inicio?: number | null;
  fin?: number | null;
  tipoFormacion?: number | null;
  soloTitulados?: boolean;
  soloPostgrado?: boolean;
  soloUniversidad?: boolean;
  creditosMinimos?: number | null;
  documentacion?: string | null;
  cvPropio?: boolean;
  idProvincia?: number;
  descripcion?: string;
  publicadaHaceDias?: number;
}

/** A published empleo offer of Innovación Levante for Ingeniería Informática (33), open for 30 days, unless told otherwise. */
export async function crearOferta(t: TestApp, o: OfertaFixture = {}) {
  secuencia += 1;
  const perfil = o.perfil ?? 1;
  const url = `oferta-prueba-${secuencia}-${Date.now()}`;
  const rows = await t.database.query<{ id: number }>(
    `INSERT INTO ofertas (url_acceso, id_empresa, id_perfil, id_estado, titulo, descripcion, id_provincia, localidad,
       fecha_publicacion, fecha_limite, fecha_inicio, fecha_fin, id_tipo_formacion, id_tipo_contrato, solo_titulados,
       solo_postgrado, solo_universidad, creditos_minimos, documentacion_necesaria, requiere_cv_propio)
     SELECT $1, e.id, $2, $3, $4, $5, $6, 'València', now() - make_interval(days => $7::int),
       current_date + $8::int, current_date + $9::int, current_date + $10::int, $11, $12, $13, $14, $15, $16, $17, $18
     FROM empresas e WHERE e.cif = $19 RETURNING id`,
    [
      url,
      perfil,
      o.estado ?? 2,
      o.titulo ?? `Oferta de prueba ${secuencia}`,
      o.descripcion ?? 'Oferta creada por una prueba automática.',
      o.idProvincia ?? 46,
      o.publicadaHaceDias ?? 1,
      o.limite === undefined ? 30 : o.limite,
      o.inicio === undefined ? 45 : o.inicio,
      o.fin === undefined ? 135 : o.fin,
      perfil === 2 ? (o.tipoFormacion === undefined ? 2 : o.tipoFormacion) : null,
      perfil === 1 ? 1 : null,
      o.soloTitulados ?? false,
      o.soloPostgrado ?? false,
      o.soloUniversidad ?? false,
      o.creditosMinimos ?? null,
      o.documentacion ?? null,
      o.cvPropio ?? false,
      o.cif ?? 'B12345674',
    ],
  );
  const id = (rows[0] as { id: number }).id;
  for (const titulacion of o.titulaciones ?? [33]) {
    await t.database.query('INSERT INTO oferta_titulaciones (id_oferta, id_titulacion) VALUES ($1, $2)', [id, titulacion]);
  }
  return { id, url };
}

/** A candidacy already in `estado`, as if the process had moved it there. */
export async function crearCandidatura(t: TestApp, idOferta: number, idAlumno: number, estado: number) {
  const rows = await t.database.query<{ id: number }>(
    'INSERT INTO candidaturas (id_oferta, id_alumno, estado) VALUES ($1, $2, $3) RETURNING id',
    [idOferta, idAlumno, estado],
  );
  const id = (rows[0] as { id: number }).id;
  await t.database.query(
    "INSERT INTO candidatura_historial (id_candidatura, estado_anterior, estado_nuevo, actor_tipo) VALUES ($1, NULL, $2, 'gestor')",
    [id, estado],
  );
  return id;
}

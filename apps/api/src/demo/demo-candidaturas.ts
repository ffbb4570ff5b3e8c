import type { Database } from '../db/client';
import { DEMO_PASSWORD } from '../modules/auth/password-demo';
import { hashPassword } from '../modules/auth/passwords';
import { diasDesde, insertRows } from './demo-seed-sql';

export interface OfertasDemo {
  /** urlAcceso of the published offer made from template n of empleo ('e') or prácticas ('p'). */
  url: (perfil: 'e' | 'p', n: number) => string;
  /** urlAcceso of the i-th non-published offer (pending, closed, expired, rejected). */
  otra: (i: number) => string;
}

/** Students besides Lucía and Marcos, so companies see real candidate lists. DNIs with a valid control letter. */
const OTROS_ALUMNOS = [
  { dni: '23456781R', email: 'ana.torres@demo.puente.es', nombre: 'Ana', apellido1: 'Torres', apellido2: 'Vidal', provincia: 46 },
  {
    dni: '34567812P',
    email: 'pablo.moreno@demo.puente.es',
    nombre: 'Pablo',
    apellido1: 'Moreno',
    apellido2: 'Sáez',
    provincia: 28,
  },
  {
    dni: '45678123P',
    email: 'sara.jimenez@demo.puente.es',
    nombre: 'Sara',
    apellido1: 'Jiménez',
    apellido2: 'Ortega',
    provincia: 41,
  },
  {
    dni: '56781234F',
    email: 'daniel.castro@demo.puente.es',
    nombre: 'Daniel',
    apellido1: 'Castro',
    apellido2: 'Peña',
    provincia: 46,
  },
];

/** Studies per DNI: [titulación, de la universidad, finalizada, años desde el inicio, créditos, nota]. */
const ESTUDIOS: Record<string, [number, boolean, boolean, number, number, number][]> = {
  '12345678Z': [
    [84, false, true, 6, 120, 8.4],
    [33, true, false, 4, 168, 7.85],
  ],
  '87654321X': [
    [21, true, true, 6, 240, 7.2],
    [48, true, false, 1, 30, 8.1],
  ],
  '23456781R': [[33, true, false, 4, 200, 8.0]],
  '34567812P': [[34, true, true, 5, 240, 7.0]],
  '45678123P': [[24, true, false, 3, 150, 7.6]],
  '56781234F': [[41, true, false, 3, 132, 8.9]],
};

/** The path each final status took, so the history reads like the real thing. */
const CAMINOS: Record<number, [number | null, number, 'alumno' | 'empresa' | 'gestor', number | null][]> = {
  1: [[null, 1, 'alumno', null]],
  2: [
    [null, 1, 'alumno', null],
    [1, 2, 'empresa', null],
  ],
  3: [
    [null, 1, 'alumno', null],
    [1, 2, 'empresa', null],
    [2, 3, 'empresa', null],
  ],
  4: [
    [null, 1, 'alumno', null],
    [1, 3, 'empresa', null],
    [3, 4, 'empresa', null],
  ],
  5: [
    [null, 1, 'alumno', null],
    [1, 5, 'empresa', 9],
  ],
  6: [
    [null, 1, 'alumno', null],
    [1, 2, 'empresa', null],
    [2, 4, 'empresa', null],
    [4, 6, 'empresa', null],
  ],
  8: [
    [null, 1, 'alumno', null],
    [1, 8, 'alumno', null],
  ],
  16: [[null, 16, 'gestor', null]],
};

/**
 * Studies, flags and candidacies of the demo students. Lucía (UTP) has 16, 1,
 * 3 and 5 — two that count towards the limit of 3, so she can still apply
 * once; Marcos (UTE) has 2, 6 and 8.
 */
export async function seedDemoCandidaturas(database: Database, hoy: string, ofertas: OfertasDemo) {
  const hash = await hashPassword(DEMO_PASSWORD);
  await insertRows(
    database,
    'alumnos',
    {
      dni: 'text',
      email: 'text',
      nombre: 'text',
      apellido1: 'text',
      apellido2: 'text',
      password_hash: 'text',
      id_provincia: 'int',
    },
    OTROS_ALUMNOS.map(({ provincia, ...a }) => ({ ...a, password_hash: hash, id_provincia: provincia })),
  );
  await database.query(
    `UPDATE alumnos SET con_practicas = dni <> '87654321X', busqueda_practicas_activa = dni <> '87654321X',
       matriculado_practicas = dni <> '87654321X', cv_propio_subido = true, primer_acceso = false,
       telefono = coalesce(telefono, '600000000'), id_pais_nacionalidad = 1,
       fecha_nacimiento = CASE dni WHEN '12345678Z' THEN date '2003-04-12' WHEN '87654321X' THEN date '1999-11-03' ELSE date '2002-06-01' END,
       id_provincia = coalesce(id_provincia, CASE dni WHEN '12345678Z' THEN 46 ELSE 28 END)
     WHERE dni = ANY($1)`,
    [Object.keys(ESTUDIOS)],
  );
  const alumnos = new Map(
    (
      await database.query<{ id: number; dni: string }>('SELECT id, dni FROM alumnos WHERE dni = ANY($1)', [
        Object.keys(ESTUDIOS),
      ])
    ).map((r) => [r.dni, r.id]),
  );
  const year = Number(hoy.slice(0, 4));
  await insertRows(
    database,
    'estudios_alumno',
    {
      id_alumno: 'int',
      id_titulacion: 'int',
      de_la_universidad: 'boolean',
      finalizado: 'boolean',
      fecha_inicio: 'date',
      fecha_fin: 'date',
      creditos_superados: 'int',
      nota_media: 'numeric',
    },
    Object.entries(ESTUDIOS).flatMap(([dni, estudios]) =>
      estudios.map(([titulacion, universidad, finalizado, anios, creditos, nota]) => ({
        id_alumno: alumnos.get(dni),
        id_titulacion: titulacion,
        de_la_universidad: universidad,
        finalizado,
        fecha_inicio: `${year - anios}-09-15`,
        fecha_fin: finalizado ? `${year - anios + 4}-06-30` : null,
        creditos_superados: creditos,
        nota_media: nota,
      })),
    ),
  );

  const { url, otra } = ofertas;
  const candidaturas: [string, string, number][] = [
    ['12345678Z', url('p', 0), 16],
    ['12345678Z', url('p', 2), 1],
    ['12345678Z', url('p', 1), 3],
    ['12345678Z', url('e', 0), 5],
    ['87654321X', url('e', 7), 2],
    ['87654321X', otra(5), 6],
    ['87654321X', url('e', 6), 8],
    ['23456781R', url('p', 0), 1],
    ['23456781R', url('e', 1), 3],
    ['23456781R', url('p', 24), 2],
    ['34567812P', url('e', 4), 4],
    ['34567812P', url('p', 4), 1],
    ['45678123P', url('e', 9), 2],
    ['45678123P', url('p', 10), 1],
    ['56781234F', url('p', 1), 1],
    ['56781234F', url('e', 3), 5],
  ];
  const actores = await database.query<{ empresa: number; gestor: number }>(
    'SELECT (SELECT min(id) FROM contactos_empresa) AS empresa, (SELECT min(id) FROM gestores) AS gestor',
  );
  const actor = actores[0] ?? { empresa: null, gestor: null };
  const filas = candidaturas.map(([dni, urlOferta, estado], i) => {
    const camino = CAMINOS[estado] ?? [];
    const inicio = -(8 + camino.length * 3 + (i % 5));
    return {
      dni,
      id_alumno: alumnos.get(dni),
      url: urlOferta,
      estado,
      creado_en: `${diasDesde(hoy, inicio)}T10:00:00Z`,
      actualizado_en: `${diasDesde(hoy, inicio + (camino.length - 1) * 3)}T11:30:00Z`,
      camino,
      inicio,
    };
  });
  const insertadas = await database.query<{ id: number; id_alumno: number; url: string }>(
    `WITH nuevas AS (
       INSERT INTO candidaturas (id_oferta, id_alumno, estado, creado_en, actualizado_en)
       SELECT o.id, x.id_alumno, x.estado, x.creado_en, x.actualizado_en
         FROM jsonb_to_recordset($1::jsonb) AS x(id_alumno int, url text, estado smallint, creado_en timestamptz, actualizado_en timestamptz)
         JOIN ofertas o ON o.url_acceso = x.url
       RETURNING id, id_alumno, id_oferta)
     SELECT n.id, n.id_alumno, o.url_acceso AS url FROM nuevas n JOIN ofertas o ON o.id = n.id_oferta`,
    [JSON.stringify(filas.map(({ camino: _c, inicio: _i, dni: _d, ...f }) => f))],
  );
  const idDe = new Map(insertadas.map((r) => [`${r.id_alumno}|${r.url}`, r.id]));
  await insertRows(
    database,
    'candidatura_historial',
    {
      id_candidatura: 'int',
      estado_anterior: 'smallint',
      estado_nuevo: 'smallint',
      id_motivo: 'int',
      actor_tipo: 'text',
      actor_id: 'int',
      creado_en: 'timestamptz',
    },
    filas.flatMap((f) =>
      f.camino.map(([anterior, nuevo, quien, motivo], paso) => ({
        id_candidatura: idDe.get(`${f.id_alumno}|${f.url}`),
        estado_anterior: anterior,
        estado_nuevo: nuevo,
        id_motivo: motivo,
        actor_tipo: quien,
        actor_id: quien === 'alumno' ? f.id_alumno : quien === 'empresa' ? actor.empresa : actor.gestor,
        creado_en: `${diasDesde(hoy, f.inicio + paso * 3)}T${String(10 + paso).padStart(2, '0')}:00:00Z`,
      })),
    ),
  );
}

import type { Database } from '../db/client';
import { hoyMadrid } from '../lib/fecha';
import { CIF_LEVANTE, CIF_MESETA, empresasDemo, sedesDemo } from './data/empresas-demo';
import { type PlantillaOferta, plantillasEmpleo } from './data/ofertas-demo-empleo';
import { plantillasPracticas } from './data/ofertas-demo-practicas';
import { seedDemoAvisos } from './demo-avisos';
import { seedDemoCandidaturas } from './demo-candidaturas';
import { diasDesde, insertRows, slug } from './demo-seed-sql';

/** Company of each template by position: 0 Levante, 1 Meseta, 2… the companies of empresas-demo.ts in order. */
const EMPRESA_EMPLEO = [0, 0, 1, 0, 1, 1, 1, 3, 0, 9, 9, 9, 10, 8, 8, 2, 2, 4, 4, 5, 1, 7, 7, 6, 0, 3, 6, 11, 8, 7, 1, 8, 11];
const EMPRESA_PRACTICAS = [0, 0, 1, 1, 1, 6, 1, 5, 3, 0, 9, 3, 9, 10, 8, 8, 2, 2, 4, 4, 5, 5, 7, 6, 0, 9, 11, 6, 8, 1, 11, 3];

/** The programmes of the demo offers, by position in PROGRAMA_DE; demo-programas.ts creates them through their service. */
const PROGRAMAS = ['talento-digital-2026', 'practicas-pymes-innovadoras', 'erasmus-practicas'];

/** Offers that show an application rule in the demo (see docs/candidaturas.md), keyed e<n> / p<n> by template. */
const REGLAS: Record<string, Record<string, unknown>> = {
  e7: { solo_titulados: true },
  e16: { solo_postgrado: true },
  e24: { requiere_cv_propio: true },
  e10: { url_inscripcion_externa: 'https://empleo.mediterrania.example.es/community-manager' },
  p2: { creditos_minimos: 120 },
  p8: { creditos_minimos: 150 },
  p9: { documentacion_necesaria: 'Carta de motivación (PDF, una página)' },
  p24: { solo_universidad: true },
};
const PROGRAMA_DE: Record<string, number> = { p0: 0, p1: 0, p29: 0, p7: 1, p17: 1, p21: 2 };

const TUTORES = [
  ['Marta Gil Navarro', 'Responsable de equipo'],
  ['Sergio Blanco Ruiz', 'Jefe de proyecto'],
  ['Irene Vidal Campos', 'Técnica de Recursos Humanos'],
  ['Alberto Prieto Sanz', 'Director de operaciones'],
] as const;

/** Process states besides the published ones: pending validation, closed, expired (published, deadline past), rejected. */
const OTRAS: { perfil: 1 | 2; plantilla: number; empresa: number; estado: 1 | 2 | 3 | 4; caducada?: boolean }[] = [
  { perfil: 1, plantilla: 3, empresa: 1, estado: 1 },
  { perfil: 2, plantilla: 4, empresa: 0, estado: 1 },
  { perfil: 1, plantilla: 24, empresa: 0, estado: 1 },
  { perfil: 2, plantilla: 10, empresa: 1, estado: 1 },
  { perfil: 1, plantilla: 1, empresa: 1, estado: 3 },
  { perfil: 1, plantilla: 30, empresa: 1, estado: 3 },
  { perfil: 1, plantilla: 2, empresa: 0, estado: 2, caducada: true },
  { perfil: 1, plantilla: 8, empresa: 1, estado: 2, caducada: true },
  { perfil: 2, plantilla: 5, empresa: 0, estado: 2, caducada: true },
  { perfil: 2, plantilla: 20, empresa: 1, estado: 2, caducada: true },
  { perfil: 1, plantilla: 13, empresa: 8, estado: 2, caducada: true },
  { perfil: 2, plantilla: 12, empresa: 9, estado: 4 },
];

/**
 * Demo offers: 65 published across provinces, degrees and both profiles, and
 * 12 pending, closed, expired or rejected; then the students' studies and
 * candidacies, notifications and communications. Deterministic: dates are
 * offsets from the day it runs. Once per database (marker in `ajustes`).
 */
export async function seedDemoOfertas(database: Database) {
  const done = await database.query("SELECT clave FROM ajustes WHERE clave = 'demo_ofertas'");
  if (done.length > 0) return false;
  const hoy = hoyMadrid();

  await insertRows(
    database,
    'empresas',
    {
      cif: 'text',
      nombre: 'text',
      nombre_comercial: 'text',
      descripcion: 'text',
      id_sector: 'int',
      id_provincia: 'int',
      localidad: 'text',
      web: 'text',
      estado: 'text',
    },
    empresasDemo.map((e) => ({
      cif: e.cif,
      nombre: e.nombre,
      nombre_comercial: e.comercial,
      descripcion: e.descripcion,
      id_sector: e.sector,
      id_provincia: e.sedes[0]?.[0] ?? null,
      localidad: e.sedes[0]?.[1] ?? null,
      web: `https://www.${slug(e.comercial)}.example.es`,
      estado: 'validada',
    })),
  );
  const cifs = [CIF_LEVANTE, CIF_MESETA, ...empresasDemo.map((e) => e.cif)];
  const byCif = new Map(
    (await database.query<{ id: number; cif: string }>('SELECT id, cif FROM empresas WHERE cif = ANY($1)', [cifs])).map((r) => [
      r.cif,
      r.id,
    ]),
  );
  const sedes = [...sedesDemo, ...empresasDemo.map((e) => e.sedes)];
  const COMERCIALES = ['Levante Tech', 'Meseta Industrial', ...empresasDemo.map((e) => e.comercial)];
  const porUrl = new Map(
    (
      await database.query<{ id: number; url_acceso: string }>(
        'SELECT id, url_acceso FROM programas WHERE url_acceso = ANY($1)',
        [PROGRAMAS],
      )
    ).map((r) => [r.url_acceso, r.id]),
  );
  const programas = PROGRAMAS.map((url) => ({ id: porUrl.get(url) ?? null }));

  const usos = new Map<number, number>();
  let seq = 0;
  const oferta = (perfil: 1 | 2, n: number, t: PlantillaOferta, empresa: number, estado: number, caducada = false) => {
    seq += 1;
    const uso = usos.get(empresa) ?? 0;
    usos.set(empresa, uso + 1);
    const lista = sedes[empresa] ?? [];
    const [idProvincia, localidad] = lista[uso % lista.length] ?? [46, 'València'];
    const key = `${perfil === 1 ? 'e' : 'p'}${n}`;
    const publicada = estado === 2 || estado === 3;
    const limite = caducada ? -(3 + (n % 20)) : 12 + ((n * 7) % 50);
    const inicio = limite + 15;
    const meses = perfil === 2 ? 3 + (n % 4) : null;
    const tutor = TUTORES[n % TUTORES.length] ?? TUTORES[0];
    const idPrograma = PROGRAMA_DE[key] === undefined || estado !== 2 ? null : (programas[PROGRAMA_DE[key]]?.id ?? null);
    return {
      url_acceso: `${slug(t.titulo)}-${perfil === 1 ? 'e' : 'p'}${String(seq).padStart(3, '0')}`,
      id_empresa: byCif.get(cifs[empresa] ?? '') ?? null,
      id_perfil: perfil,
      id_estado: estado,
      titulo: t.titulo,
      puesto_trabajo: t.puesto,
      departamento: t.departamento,
      descripcion: t.descripcion,
      tareas: t.tareas,
      requisitos: t.requisitos,
      id_provincia: idProvincia,
      localidad,
      plazas: 1 + (n % 3),
      fecha_publicacion: publicada ? `${diasDesde(hoy, caducada ? limite - 30 : -(1 + ((n * 5) % 40)))}T09:00:00Z` : null,
      fecha_limite: diasDesde(hoy, limite),
      fecha_inicio: diasDesde(hoy, inicio),
      fecha_fin: perfil === 2 ? diasDesde(hoy, inicio + (meses ?? 3) * 30) : null,
      id_tipo_contrato: perfil === 1 ? t.tipo : null,
      id_tipo_formacion: perfil === 2 ? t.tipo : null,
      salario: t.salario,
      horario: t.horario,
      horas_dia: perfil === 2 ? 5 : 8,
      modalidad: t.modalidad,
      id_area_funcional: t.area,
      id_programa: idPrograma,
      meses,
      tiempo_dedicacion: perfil === 2 ? 62 : null,
      dias_semana: perfil === 2 ? 5 : null,
      tutor_nombre: perfil === 2 ? tutor[0] : null,
      tutor_cargo: perfil === 2 ? tutor[1] : null,
      tutor_email: perfil === 2 ? `tutorias@${slug(COMERCIALES[empresa] ?? 'empresa')}.example.es` : null,
      tutor_telefono: perfil === 2 ? '960000000' : null,
      motivo_rechazo: estado === 4 ? 'La oferta no describe tareas formativas suficientes para unas prácticas.' : null,
      titulaciones: t.titulaciones,
      solo_titulados: false,
      solo_postgrado: false,
      solo_universidad: false,
      requiere_cv_propio: false,
      creditos_minimos: null,
      documentacion_necesaria: null,
      url_inscripcion_externa: null,
      ...(estado === 2 && !caducada ? (REGLAS[key] ?? {}) : {}),
    };
  };
  const filas = [
    ...plantillasEmpleo.map((t, i) => oferta(1, i, t, EMPRESA_EMPLEO[i] ?? 0, 2)),
    ...plantillasPracticas.map((t, i) => oferta(2, i, t, EMPRESA_PRACTICAS[i] ?? 0, 2)),
    ...OTRAS.map((o) => {
      const t = (o.perfil === 1 ? plantillasEmpleo : plantillasPracticas)[o.plantilla] ?? plantillasEmpleo[0];
      return oferta(o.perfil, o.plantilla + 100, t as PlantillaOferta, o.empresa, o.estado, o.caducada);
    }),
  ];
  const insertadas = await insertRows<{ id: number; url_acceso: string }>(
    database,
    'ofertas',
    OFERTA_COLUMNAS,
    filas,
    'id, url_acceso',
  );
  const idDe = new Map(insertadas.map((r) => [r.url_acceso, r.id]));
  await insertRows(
    database,
    'oferta_titulaciones',
    { id_oferta: 'int', id_titulacion: 'int' },
    filas.flatMap((f) => f.titulaciones.map((t) => ({ id_oferta: idDe.get(f.url_acceso), id_titulacion: t }))),
  );

  // Offers the students' candidacies point at, by template.
  const url = (perfil: 'e' | 'p', n: number) => filas[perfil === 'e' ? n : plantillasEmpleo.length + n]?.url_acceso ?? '';
  const otra = (i: number) => filas[plantillasEmpleo.length + plantillasPracticas.length + i]?.url_acceso ?? '';
  await seedDemoCandidaturas(database, hoy, { url, otra });
  await seedDemoAvisos(database, hoy, { url, cifLevante: CIF_LEVANTE, cifMeseta: CIF_MESETA });
  await database.query(`INSERT INTO ajustes (clave, valor) VALUES ('demo_ofertas', 'true'::jsonb)`);
  return true;
}

const OFERTA_COLUMNAS: Record<string, string> = {
  url_acceso: 'text',
  id_empresa: 'int',
  id_perfil: 'smallint',
  id_estado: 'smallint',
  titulo: 'text',
  puesto_trabajo: 'text',
  departamento: 'text',
  descripcion: 'text',
  tareas: 'text',
  requisitos: 'text',
  id_provincia: 'int',
  localidad: 'text',
  plazas: 'int',
  fecha_publicacion: 'timestamptz',
  fecha_limite: 'date',
  fecha_inicio: 'date',
  fecha_fin: 'date',
  id_tipo_contrato: 'int',
  id_tipo_formacion: 'int',
  salario: 'numeric',
  horario: 'text',
  horas_dia: 'numeric',
  modalidad: 'text',
  id_area_funcional: 'int',
  id_programa: 'int',
  meses: 'int',
  tiempo_dedicacion: 'int',
  dias_semana: 'int',
  tutor_nombre: 'text',
  tutor_cargo: 'text',
  tutor_email: 'text',
  tutor_telefono: 'text',
  motivo_rechazo: 'text',
  solo_titulados: 'boolean',
  solo_postgrado: 'boolean',
  solo_universidad: 'boolean',
  requiere_cv_propio: 'boolean',
  creditos_minimos: 'int',
  documentacion_necesaria: 'text',
  url_inscripcion_externa: 'text',
};

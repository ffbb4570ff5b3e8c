import type { Database } from '../client';
import { ambitos } from './data/ambitos';
import { areasFuncionales } from './data/areas-funcionales';
import { centrosEducativos } from './data/centros-educativos';
import { idiomas } from './data/idiomas';
import { localidades } from './data/localidades';
import { motivosCambioEstado } from './data/motivos-cambio-estado';
import { nivelesIdioma } from './data/niveles-idioma';
import { paises } from './data/paises';
import { periodosPracticas } from './data/periodos-practicas';
import { programasInformaticos } from './data/programas-informaticos';
import { provincias } from './data/provincias';
import { sectoresActividad } from './data/sectores-actividad';
import { tagsInteres } from './data/tags-interes';
import { tiposContacto } from './data/tipos-contacto';
import { tiposContrato } from './data/tipos-contrato';
import { tiposEmpresa } from './data/tipos-empresa';
import { tiposFormacion } from './data/tipos-formacion';
import { areasTitulacion, nivelesTitulacion, titulaciones } from './data/titulaciones';

/**
 * Inserts rows in batches with one multi-row VALUES statement each; later runs update changed labels, except
 * on rows staff changed (`editado_en` set, where the table has it): a rename or a retirement outlives a restart.
 */
async function upsert(
  database: Database,
  table: string,
  columns: string[],
  key: string[],
  rows: unknown[][],
  { respetaGestion = true } = {},
) {
  const update = columns.filter((c) => !key.includes(c));
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    const params: unknown[] = [];
    const values = batch.map((row) => `(${row.map((v) => `$${params.push(v)}`).join(', ')})`);
    const soloSinEditar = respetaGestion ? ` WHERE ${table}.editado_en IS NULL` : '';
    const onConflict = update.length
      ? `DO UPDATE SET ${update.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}${soloSinEditar}`
      : 'DO NOTHING';
    await database.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')} ON CONFLICT (${key.join(', ')}) ${onConflict}`,
      params,
    );
  }
}

/** The reference lists of spec §3, real Spanish data. Safe to run at every start. */
export async function seedDomain(database: Database) {
  const lists: [string, readonly { id: number; es: string; en: string }[]][] = [
    ['paises', paises],
    ['areas_funcionales', areasFuncionales],
    ['sectores_actividad', sectoresActividad],
    ['tipos_contrato', tiposContrato],
    ['ambitos', ambitos],
    ['tipos_formacion', tiposFormacion],
    ['tags_interes', tagsInteres],
    ['niveles_titulacion', nivelesTitulacion],
    ['areas_titulacion', areasTitulacion],
    ['idiomas', idiomas],
    ['niveles_idioma', nivelesIdioma],
    ['periodos_practicas', periodosPracticas],
    ['tipos_empresa', tiposEmpresa],
    ['tipos_contacto', tiposContacto],
  ];
  const items: unknown[][] = [];
  for (const [lista, rows] of lists) {
    for (const [i, r] of rows.entries()) items.push([lista, r.id, r.es, r.en, i]);
  }
  for (const [i, p] of programasInformaticos.entries()) items.push(['programas_informaticos', p.id, p.nombre, p.nombre, i]);
  await upsert(database, 'dominio_items', ['lista', 'id', 'es', 'en', 'orden'], ['lista', 'id'], items);
  await upsert(
    database,
    'provincias',
    ['id', 'nombre'],
    ['id'],
    provincias.map((p) => [p.id, p.nombre]),
    { respetaGestion: false },
  );
  await upsert(
    database,
    'localidades',
    ['id', 'id_provincia', 'nombre'],
    ['id'],
    localidades.map((l) => [l.id, l.idProvincia, l.nombre]),
    { respetaGestion: false },
  );
  await upsert(
    database,
    'titulaciones',
    ['id', 'nombre', 'id_nivel', 'id_area'],
    ['id'],
    titulaciones.map((t) => [t.id, t.nombre, t.idNivel, t.idArea]),
  );
  await upsert(
    database,
    'motivos_cambio_estado',
    ['id_motivo', 'id_estado', 'es', 'en'],
    ['id_motivo'],
    motivosCambioEstado.map((m) => [m.idMotivo, m.idEstado, m.es, m.en]),
  );
  await upsert(
    database,
    'centros_educativos',
    ['id', 'id_provincia', 'nombre', 'localidad'],
    ['id'],
    centrosEducativos.map((c) => [c.id, c.idProvincia, c.nombre, c.localidad]),
  );
}

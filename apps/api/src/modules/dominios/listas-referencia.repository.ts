import type { FiltroListaReferencia, ListaReferencia } from '@puente/contract/listas-referencia';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contarHasta, patronLike } from '../../db/queries/pagina';

/** Where each list lives: `dominio_items` under its key, or a table of its own. */
const CLAVE_ITEMS: Partial<Record<ListaReferencia, string>> = {
  areasTitulacion: 'areas_titulacion',
  areasFuncionales: 'areas_funcionales',
  tiposContacto: 'tipos_contacto',
};

/** Staff's own items start here, away from the ids a release seeds. */
export const PRIMER_ID_GESTION = 1_000_000;

/** One list as rows of the same shape, whatever its table. */
function fuente(lista: ListaReferencia): SQL {
  const clave = CLAVE_ITEMS[lista];
  if (clave)
    return sql`select id, es, en, retirado, editado_en, null::int as id_nivel, null::int as id_area, null::int as id_estado,
      null::int as id_provincia, null::text as localidad from dominio_items where lista = ${clave}`;
  if (lista === 'titulaciones')
    return sql`select id, nombre as es, null::text as en, retirado, editado_en, id_nivel, id_area, null::int as id_estado,
      null::int as id_provincia, null::text as localidad from titulaciones`;
  if (lista === 'motivosCambioEstado')
    return sql`select id_motivo as id, es, en, retirado, editado_en, null::int as id_nivel, null::int as id_area, id_estado,
      null::int as id_provincia, null::text as localidad from motivos_cambio_estado`;
  return sql`select id, nombre as es, null::text as en, retirado, editado_en, null::int as id_nivel, null::int as id_area,
    null::int as id_estado, id_provincia, localidad from centros_educativos`;
}

export interface FilaElemento {
  id: number;
  es: string;
  en: string | null;
  retirado: boolean;
  editado_en: Date | string | null;
  id_nivel: number | null;
  id_area: number | null;
  id_estado: number | null;
  id_provincia: number | null;
  localidad: string | null;
  /** The name as the list sorts it (no accents, lower case): the keyset's text. */
  orden: string;
}

/** What staff write; the fields another list does not have are ignored. */
export interface DatosElemento {
  es: string;
  en: string | null;
  idNivel: number | null;
  idArea: number | null;
  idEstado: number | null;
  idProvincia: number | null;
  localidad: string | null;
}

const filas = async <T>(db: Db, consulta: SQL) => ((await db.execute(consulta)) as unknown as { rows: T[] }).rows;

/** The reference lists as staff keep them (modules/dominios/listas-referencia.service.ts). */
export class ListasReferenciaRepository {
  constructor(private readonly db: Db) {}

  private condiciones(f: FiltroListaReferencia): SQL {
    const c: SQL[] = [sql`true`];
    if (f.texto) c.push(sql`f_unaccent(lower(e.es || ' ' || coalesce(e.en, ''))) like f_unaccent(${patronLike(f.texto)})`);
    if (f.estado) c.push(sql`e.retirado = ${f.estado === 'retirado'}`);
    if (f.idProvincia !== undefined) c.push(sql`e.id_provincia = ${f.idProvincia}`);
    return sql.join(c, sql` and `);
  }

  /** A page in alphabetical order (accents and case aside), after the keyset `desde` (name, id). */
  pagina(lista: ListaReferencia, f: FiltroListaReferencia, desde: [string, number] | null, limite: number) {
    const tras = desde ? sql` and (f_unaccent(lower(e.es)), e.id) > (${desde[0]}, ${desde[1]})` : sql``;
    return filas<FilaElemento>(
      this.db,
      sql`select e.*, f_unaccent(lower(e.es)) as orden from (${fuente(lista)}) as e
        where ${this.condiciones(f)}${tras} order by f_unaccent(lower(e.es)), e.id limit ${limite}`,
    );
  }

  total(lista: ListaReferencia, f: FiltroListaReferencia) {
    return contarHasta(this.db, sql`select e.id from (${fuente(lista)}) as e where ${this.condiciones(f)}`);
  }

  /** Every row the filter keeps, for the CSV (the lists are hundreds of rows, a few thousand schools at most). */
  todas(lista: ListaReferencia, f: FiltroListaReferencia) {
    return filas<FilaElemento>(
      this.db,
      sql`select e.*, f_unaccent(lower(e.es)) as orden from (${fuente(lista)}) as e
        where ${this.condiciones(f)} order by f_unaccent(lower(e.es)), e.id`,
    );
  }

  async leer(lista: ListaReferencia, id: number): Promise<FilaElemento | null> {
    const [fila] = await filas<FilaElemento>(
      this.db,
      sql`select e.*, f_unaccent(lower(e.es)) as orden from (${fuente(lista)}) as e where e.id = ${id}`,
    );
    return fila ?? null;
  }

  /**
   * Another active item of the list with the same Spanish name, accents and case aside (schools: in the same
   * province), but `salvo`: two "Grado en Derecho" would leave a student guessing which to pick.
   */
  async repetido(lista: ListaReferencia, es: string, idProvincia: number | null, salvo: number | null): Promise<boolean> {
    const provincia = lista === 'centrosEducativos' ? sql` and e.id_provincia = ${idProvincia}` : sql``;
    const otro = salvo === null ? sql`` : sql` and e.id <> ${salvo}`;
    const [fila] = await filas<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from (${fuente(lista)}) as e
        where not e.retirado and f_unaccent(lower(e.es)) = f_unaccent(lower(${es}))${provincia}${otro}`,
    );
    return Number(fila?.n ?? 0) > 0;
  }

  /** Whether `id` is an active item of a dominio_items list (a degree's level or area). */
  async existeItem(clave: 'niveles_titulacion' | 'areas_titulacion', id: number): Promise<boolean> {
    const [fila] = await filas<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from dominio_items where lista = ${clave} and id = ${id} and not retirado`,
    );
    return Number(fila?.n ?? 0) > 0;
  }

  async existeProvincia(id: number): Promise<boolean> {
    const [fila] = await filas<{ n: number }>(this.db, sql`select count(*)::int as n from provincias where id = ${id}`);
    return Number(fila?.n ?? 0) > 0;
  }

  /** Inside the transaction of a write: one writer at a time, so two new items never take the same id. */
  async bloquear() {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext('listas_referencia'))`);
  }

  /** Adds an item with the next id of staff's range; answers it. */
  async crear(lista: ListaReferencia, d: DatosElemento, ahora: Date): Promise<number> {
    const clave = CLAVE_ITEMS[lista];
    const siguiente = (tabla: SQL, columna: SQL, donde: SQL = sql`true`) =>
      sql`(select greatest(coalesce(max(${columna}), 0), ${PRIMER_ID_GESTION - 1}) + 1 from ${tabla} where ${donde})`;
    let consulta: SQL;
    if (clave)
      consulta = sql`insert into dominio_items (lista, id, es, en, orden, editado_en)
        values (${clave}, ${siguiente(sql`dominio_items`, sql`id`, sql`lista = ${clave}`)}, ${d.es}, ${d.en ?? d.es},
          (select coalesce(max(orden), 0) + 1 from dominio_items where lista = ${clave}), ${ahora}) returning id`;
    else if (lista === 'titulaciones')
      consulta = sql`insert into titulaciones (id, nombre, id_nivel, id_area, editado_en)
        values (${siguiente(sql`titulaciones`, sql`id`)}, ${d.es}, ${d.idNivel}, ${d.idArea}, ${ahora}) returning id`;
    else if (lista === 'motivosCambioEstado')
      consulta = sql`insert into motivos_cambio_estado (id_motivo, id_estado, es, en, editado_en)
        values (${siguiente(sql`motivos_cambio_estado`, sql`id_motivo`)}, ${d.idEstado}, ${d.es}, ${d.en ?? d.es}, ${ahora})
        returning id_motivo as id`;
    else
      consulta = sql`insert into centros_educativos (id, id_provincia, nombre, localidad, editado_en)
        values (${siguiente(sql`centros_educativos`, sql`id`)}, ${d.idProvincia}, ${d.es}, ${d.localidad}, ${ahora}) returning id`;
    const [fila] = await filas<{ id: number }>(this.db, consulta);
    if (!fila) throw new Error(`listas de referencia: insert into ${lista} returned no row`);
    return fila.id;
  }

  /** Renames (and re-files) an item; false when it does not exist. */
  async editar(lista: ListaReferencia, id: number, d: DatosElemento, ahora: Date): Promise<boolean> {
    const clave = CLAVE_ITEMS[lista];
    let consulta: SQL;
    if (clave)
      consulta = sql`update dominio_items set es = ${d.es}, en = ${d.en ?? d.es}, editado_en = ${ahora}
        where lista = ${clave} and id = ${id} returning id`;
    else if (lista === 'titulaciones')
      consulta = sql`update titulaciones set nombre = ${d.es}, id_nivel = ${d.idNivel}, id_area = ${d.idArea}, editado_en = ${ahora}
        where id = ${id} returning id`;
    else if (lista === 'motivosCambioEstado')
      consulta = sql`update motivos_cambio_estado set es = ${d.es}, en = ${d.en ?? d.es}, id_estado = ${d.idEstado},
        editado_en = ${ahora} where id_motivo = ${id} returning id_motivo as id`;
    else
      consulta = sql`update centros_educativos set nombre = ${d.es}, id_provincia = ${d.idProvincia}, localidad = ${d.localidad},
        editado_en = ${ahora} where id = ${id} returning id`;
    return (await filas(this.db, consulta)).length === 1;
  }

  /** Retires or restores an item; false when it does not exist. */
  async retirada(lista: ListaReferencia, id: number, retirado: boolean, ahora: Date): Promise<boolean> {
    const clave = CLAVE_ITEMS[lista];
    const consulta = clave
      ? sql`update dominio_items set retirado = ${retirado}, editado_en = ${ahora} where lista = ${clave} and id = ${id} returning id`
      : lista === 'titulaciones'
        ? sql`update titulaciones set retirado = ${retirado}, editado_en = ${ahora} where id = ${id} returning id`
        : lista === 'motivosCambioEstado'
          ? sql`update motivos_cambio_estado set retirado = ${retirado}, editado_en = ${ahora} where id_motivo = ${id} returning id_motivo`
          : sql`update centros_educativos set retirado = ${retirado}, editado_en = ${ahora} where id = ${id} returning id`;
    return (await filas(this.db, consulta)).length === 1;
  }
}

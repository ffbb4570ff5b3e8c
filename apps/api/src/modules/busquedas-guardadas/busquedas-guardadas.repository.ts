import type { FiltrosBusqueda, FrecuenciaAlerta } from '@puente/contract/endpoints/busquedas-guardadas';
import type { TipoOferta } from '@puente/contract/endpoints/ofertas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Idioma } from '../../lib/mensajes/render';

export interface FilaBusqueda {
  id: number;
  id_alumno: number;
  nombre: string;
  tipo: TipoOferta;
  filtros: FiltrosBusqueda;
  frecuencia: FrecuenciaAlerta;
  frecuencia_anterior: Exclude<FrecuenciaAlerta, 'ninguna'> | null;
  idioma: Idioma;
  creado_en: Date;
  ultimo_envio_en: Date;
  /** The last alert mail of this search, when any. */
  ultima_alerta: Date | null;
}

/** A search an alert run holds, with what its mail needs of the student. */
export interface BusquedaReclamada extends FilaBusqueda {
  email: string;
  nombre_alumno: string;
  token_baja: string;
}

const filas = async <T>(db: Db, consulta: SQL) => ((await db.execute(consulta)) as unknown as { rows: T[] }).rows;

/** A raw row's instants as Dates (each driver hands timestamptz back its own way). */
const instante = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
const conFechas = <T extends { creado_en: Date; ultimo_envio_en: Date; ultima_alerta: Date | null }>(f: T): T => ({
  ...f,
  creado_en: instante(f.creado_en),
  ultimo_envio_en: instante(f.ultimo_envio_en),
  ultima_alerta: f.ultima_alerta === null ? null : instante(f.ultima_alerta),
});

const COLUMNAS = sql`b.id, b.id_alumno, b.nombre, b.tipo, b.filtros, b.frecuencia, b.frecuencia_anterior, b.idioma, b.creado_en,
  b.ultimo_envio_en, (select max(a.enviado_en) from alertas_enviadas a where a.id_busqueda = b.id) as ultima_alerta`;

/**
 * The instant the alerts of a frequency look back to on `ahora`: any time for immediate ones, 08:00 (Madrid) of
 * today (or yesterday before 08:00) for daily ones, Monday 08:00 of this week for weekly ones. A search whose last run
 * is older is due.
 */
const momento = (frecuencia: Exclude<FrecuenciaAlerta, 'ninguna'>, ahora: Date): SQL => {
  const madrid = sql`(${ahora.toISOString()}::timestamptz at time zone 'Europe/Madrid')`;
  const ocho = (inicio: SQL) => sql`((${inicio} + interval '8 hours') at time zone 'Europe/Madrid')`;
  if (frecuencia === 'inmediata') return sql`${ahora.toISOString()}::timestamptz`;
  const unidad = frecuencia === 'diaria' ? sql.raw(`'day'`) : sql.raw(`'week'`);
  const hoy = sql`date_trunc(${unidad}, ${madrid})`;
  const atras = frecuencia === 'diaria' ? sql.raw(`interval '1 day'`) : sql.raw(`interval '7 days'`);
  return sql`case when ${madrid} >= ${hoy} + interval '8 hours' then ${ocho(hoy)} else ${ocho(sql`(${hoy} - ${atras})`)} end`;
};

export class BusquedasGuardadasRepository {
  constructor(private readonly db: Db) {}

  async listar(idAlumno: number) {
    const r = await filas<FilaBusqueda>(
      this.db,
      sql`select ${COLUMNAS} from busquedas_guardadas b where b.id_alumno = ${idAlumno} order by b.creado_en desc, b.id desc`,
    );
    return r.map(conFechas);
  }

  async contar(idAlumno: number): Promise<number> {
    const [f] = await filas<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from busquedas_guardadas where id_alumno = ${idAlumno}`,
    );
    return f?.n ?? 0;
  }

  async porId(id: number, idAlumno: number): Promise<FilaBusqueda | null> {
    const [f] = await filas<FilaBusqueda>(
      this.db,
      sql`select ${COLUMNAS} from busquedas_guardadas b where b.id = ${id} and b.id_alumno = ${idAlumno}`,
    );
    return f ? conFechas(f) : null;
  }

  /** Saves it unless the student already holds `maximo`, checked in the insert itself; null when over the limit. */
  async crear(
    idAlumno: number,
    d: { nombre: string; tipo: TipoOferta; filtros: FiltrosBusqueda; frecuencia: FrecuenciaAlerta; idioma: Idioma },
    tokenBaja: string,
    maximo: number,
  ): Promise<number | null> {
    const [f] = await filas<{ id: number }>(
      this.db,
      sql`insert into busquedas_guardadas (id_alumno, nombre, tipo, filtros, frecuencia, idioma, token_baja)
        select ${idAlumno}, ${d.nombre}, ${d.tipo}, ${JSON.stringify(d.filtros)}::jsonb, ${d.frecuencia}, ${d.idioma}, ${tokenBaja}
        where (select count(*) from busquedas_guardadas where id_alumno = ${idAlumno}) < ${maximo}
        returning id`,
    );
    return f?.id ?? null;
  }

  /** A new name or frequency; turning alerts back on reads offers from now on, never the backlog. */
  async actualizar(id: number, idAlumno: number, c: { nombre?: string | undefined; frecuencia?: FrecuenciaAlerta | undefined }) {
    const [f] = await filas<{ id: number }>(
      this.db,
      sql`update busquedas_guardadas set
          nombre = coalesce(${c.nombre ?? null}, nombre),
          frecuencia = coalesce(${c.frecuencia ?? null}, frecuencia),
          frecuencia_anterior = null,
          ultimo_envio_en = case when frecuencia = 'ninguna' and coalesce(${c.frecuencia ?? null}, 'ninguna') <> 'ninguna'
            then now() else ultimo_envio_en end,
          actualizado_en = now()
        where id = ${id} and id_alumno = ${idAlumno} returning id`,
    );
    return f !== undefined;
  }

  async borrar(id: number, idAlumno: number): Promise<boolean> {
    const [f] = await filas<{ id: number }>(
      this.db,
      sql`delete from busquedas_guardadas where id = ${id} and id_alumno = ${idAlumno} returning id`,
    );
    return f !== undefined;
  }

  async porToken(token: string) {
    const [f] = await filas<Pick<FilaBusqueda, 'nombre' | 'frecuencia' | 'frecuencia_anterior'>>(
      this.db,
      sql`select nombre, frecuencia, frecuencia_anterior from busquedas_guardadas where token_baja = ${token}`,
    );
    return f ?? null;
  }

  /** Stops its alerts at once, keeping the frequency an undo restores (a second unsubscribe changes nothing). */
  async darDeBaja(token: string) {
    const [f] = await filas<Pick<FilaBusqueda, 'nombre' | 'frecuencia' | 'frecuencia_anterior'>>(
      this.db,
      sql`update busquedas_guardadas set
          frecuencia_anterior = case when frecuencia <> 'ninguna' then frecuencia else frecuencia_anterior end,
          frecuencia = 'ninguna', actualizado_en = now()
        where token_baja = ${token} returning nombre, frecuencia, frecuencia_anterior`,
    );
    return f ?? null;
  }

  /** Undoes an unsubscribe: the frequency before it, reading offers from now on. */
  async deshacerBaja(token: string) {
    const [f] = await filas<Pick<FilaBusqueda, 'nombre' | 'frecuencia' | 'frecuencia_anterior'>>(
      this.db,
      sql`update busquedas_guardadas set
          frecuencia = coalesce(frecuencia_anterior, frecuencia),
          ultimo_envio_en = case when frecuencia = 'ninguna' and frecuencia_anterior is not null then now() else ultimo_envio_en end,
          frecuencia_anterior = null, actualizado_en = now()
        where token_baja = ${token} returning nombre, frecuencia, frecuencia_anterior`,
    );
    return f ?? null;
  }

  /**
   * Up to `limite` searches of a frequency due on `ahora` (their last run older than the frequency's moment) whose
   * student can sign in, after `despuesDe` in id order (a run walks them once), in the share `parte` of `partes`. An
   * immediate search is due only when an offer of its profile was published since its last run. `adelantar`: every
   * search of the frequency whose last run is before `ahora`, whatever the frequency's moment. Read without locks:
   * `tomar` holds each one while its alert is written.
   */
  async pendientes(
    frecuencia: Exclude<FrecuenciaAlerta, 'ninguna'>,
    ahora: Date,
    despuesDe: number,
    limite: number,
    { parte = 0, partes = 1, adelantar = false }: { parte?: number; partes?: number; adelantar?: boolean } = {},
  ) {
    const nuevas =
      frecuencia === 'inmediata'
        ? sql`and exists (select 1 from ofertas o where o.id_estado = 2
            and o.id_perfil = case when b.tipo = 'empleo' then 1 else 2 end
            and o.fecha_publicacion > b.ultimo_envio_en and o.fecha_publicacion <= ${ahora.toISOString()}::timestamptz)`
        : sql``;
    const debidaAntesDe = adelantar ? sql`${ahora.toISOString()}::timestamptz` : momento(frecuencia, ahora);
    const r = await filas<BusquedaReclamada>(
      this.db,
      sql`select b.id, b.id_alumno, b.nombre, b.tipo, b.filtros, b.frecuencia, b.frecuencia_anterior, b.idioma, b.creado_en,
          b.ultimo_envio_en, null as ultima_alerta, b.token_baja, al.email, al.nombre as nombre_alumno
        from busquedas_guardadas b join alumnos al on al.id = b.id_alumno
        where b.frecuencia = ${frecuencia} and b.ultimo_envio_en < ${debidaAntesDe}
          and b.id > ${despuesDe} and b.id % ${partes} = ${parte}
          and al.estado = 'activo' ${nuevas}
        order by b.id
        limit ${limite}`,
    );
    return r.map(conFechas);
  }

  /**
   * Holds, for the rest of the transaction, the searches nobody else holds whose last run is still the one read
   * (`leido`, to the millisecond): answers their ids. One another worker holds, or has already sent, is left out.
   */
  async tomar(frecuencia: FrecuenciaAlerta, leidas: readonly { id: number; leido: Date }[]): Promise<Set<number>> {
    if (leidas.length === 0) return new Set();
    const r = await filas<{ id: number }>(
      this.db,
      sql`select b.id from busquedas_guardadas b
          join unnest(${enteros(leidas.map((l) => l.id))}, ${sql.raw(
            `ARRAY[${leidas.map((l) => `'${l.leido.toISOString()}'`).join(',')}]::timestamptz[]`,
          )}) as l(id, leido) on l.id = b.id
        where b.frecuencia = ${frecuencia}
          and b.ultimo_envio_en >= l.leido and b.ultimo_envio_en < l.leido + interval '1 millisecond'
        order by b.id
        for update of b skip locked`,
    );
    return new Set(r.map((x) => x.id));
  }

  /** The offers each of these searches has already sent, by search. */
  async yaEnviadas(ids: readonly number[]): Promise<Map<number, Set<number>>> {
    const porBusqueda = new Map<number, Set<number>>();
    if (ids.length === 0) return porBusqueda;
    const r = await filas<{ id_busqueda: number; id_oferta: number }>(
      this.db,
      sql`select id_busqueda, id_oferta from alertas_enviadas where id_busqueda = any(${enteros(ids)})`,
    );
    for (const x of r) {
      const enviadas = porBusqueda.get(x.id_busqueda) ?? new Set<number>();
      enviadas.add(x.id_oferta);
      porBusqueda.set(x.id_busqueda, enviadas);
    }
    return porBusqueda;
  }

  /**
   * Records each offer as sent by its search in the mail that carries it. No conflict clause: a pair already there
   * (which the held searches rule out) fails the statement, and with it the transaction and its mails.
   */
  async registrarEnvios(envios: readonly { idBusqueda: number; idOferta: number; idCorreo: number }[]) {
    if (envios.length === 0) return;
    await this.db.execute(
      sql`insert into alertas_enviadas (id_busqueda, id_oferta, id_correo)
        select * from unnest(${enteros(envios.map((e) => e.idBusqueda))}, ${enteros(envios.map((e) => e.idOferta))},
          ${enteros(envios.map((e) => e.idCorreo))})`,
    );
  }

  async marcarEnvio(ids: readonly number[], corte: Date) {
    if (ids.length === 0) return;
    await this.db.execute(
      sql`update busquedas_guardadas set ultimo_envio_en = ${corte.toISOString()}::timestamptz where id = any(${enteros(ids)})`,
    );
  }
}

/** Integers as an int[] literal (they come from rows this module read, and are checked to be integers). */
function enteros(ids: readonly number[]) {
  return sql.raw(`ARRAY[${ids.map((i) => String(Math.trunc(Number(i)))).join(',')}]::int[]`);
}

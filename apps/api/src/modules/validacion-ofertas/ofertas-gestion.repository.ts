import type { FiltroOfertasGestion } from '@puente/contract/ofertas-gestion';
import { EstadoOferta } from '@puente/contract/procesos';
import { and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contarHasta, patronLike } from '../../db/queries/pagina';
import { ofertas, ofertaTitulaciones } from '../../db/schema/ofertas';
import { empresas } from '../../db/schema/personas';
import { loteOfertas, lotesGestion, ofertaValidaciones } from '../../db/schema/procesos';
import type { Clave } from '../../lib/pagina';

const columnasFila = {
  id: ofertas.id,
  urlAcceso: ofertas.urlAcceso,
  titulo: ofertas.titulo,
  idPerfil: ofertas.idPerfil,
  idEstado: ofertas.idEstado,
  creadoEn: ofertas.creadoEn,
  fechaLimite: ofertas.fechaLimite,
  reenvios: ofertas.reenvios,
  empresa: { id: empresas.id, nombre: empresas.nombre, cif: empresas.cif },
  // The cursor's key to the microsecond: a JavaScript Date keeps milliseconds, and a key cut short repeats rows.
  claveCreado: sql<string>`to_char(${ofertas.creadoEn} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};
export type FilaOfertaGestion = {
  id: number;
  urlAcceso: string;
  titulo: string;
  idPerfil: number;
  idEstado: number;
  creadoEn: Date;
  fechaLimite: string | null;
  reenvios: number;
  empresa: { id: number; nombre: string; cif: string };
  claveCreado: string;
};

/**
 * The filter as SQL conditions on ofertas alone (a company's name is matched
 * in a subquery): the same rows for the list, the bulk action and a CSV.
 */
function condiciones(f: FiltroOfertasGestion): SQL[] {
  const c: SQL[] = [];
  if (f.estado !== undefined) c.push(eq(ofertas.idEstado, f.estado));
  if (f.idEmpresa !== undefined) c.push(eq(ofertas.idEmpresa, f.idEmpresa));
  if (f.idPerfil !== undefined) c.push(eq(ofertas.idPerfil, f.idPerfil));
  if (f.reenviada !== undefined) c.push(f.reenviada ? gt(ofertas.reenvios, 0) : eq(ofertas.reenvios, 0));
  // Dates are the careers office's days, in Madrid.
  if (f.desde) c.push(sql`${ofertas.creadoEn} >= (${f.desde}::date)::timestamp at time zone 'Europe/Madrid'`);
  if (f.hasta) c.push(sql`${ofertas.creadoEn} < (${f.hasta}::date + 1)::timestamp at time zone 'Europe/Madrid'`);
  if (f.q) {
    const patron = patronLike(f.q);
    // The companies whose name or CIF match are looked up once, as an array of ids, rather than tested on every
    // offer's joined row: the title's trigram index and ofertas_empresa_idx then answer the two halves together.
    // titulo_busqueda (0033) is the title unaccented and in lower case, stored.
    c.push(sql`(ofertas.titulo_busqueda like f_unaccent(${patron})
      or ${ofertas.idEmpresa} = any(array(select eq.id from empresas eq
        where f_unaccent(lower(eq.nombre)) like f_unaccent(${patron}) or lower(eq.cif) = lower(${f.q.trim()}))))`);
  }
  return c;
}

/** Staff's view of every company's offers, paged by (creado_en, id), and the bulk decisions over them. */
export class OfertasGestionRepository {
  constructor(private readonly db: Db) {}

  private base(filtro: FiltroOfertasGestion, mas: SQL[] = []) {
    return this.db
      .select(columnasFila)
      .from(ofertas)
      .innerJoin(empresas, eq(empresas.id, ofertas.idEmpresa))
      .where(and(...condiciones(filtro), ...mas));
  }

  /** One page: `limite` rows after the cursor's key in the chosen direction. */
  async pagina(filtro: FiltroOfertasGestion, recientes: boolean, desde: Clave | null, limite: number) {
    const tras = desde
      ? recientes
        ? sql`(${ofertas.creadoEn}, ${ofertas.id}) < (${desde[0]}::timestamptz, ${desde[1]})`
        : sql`(${ofertas.creadoEn}, ${ofertas.id}) > (${desde[0]}::timestamptz, ${desde[1]})`
      : undefined;
    const orden = recientes ? [desc(ofertas.creadoEn), desc(ofertas.id)] : [asc(ofertas.creadoEn), asc(ofertas.id)];
    return (await this.base(filtro, tras ? [tras] : [])
      .orderBy(...orden)
      .limit(limite)) as FilaOfertaGestion[];
  }

  /** Without the join: every offer has its company (not null, foreign key), and the count may then read only an index. */
  total(filtro: FiltroOfertasGestion) {
    const filas = this.db
      .select({ id: ofertas.id })
      .from(ofertas)
      .where(and(...condiciones(filtro)));
    return contarHasta(this.db, filas.getSQL());
  }

  /**
   * The pending offers a bulk decision covers, whole (the completeness check
   * reads every field) with their degrees, locked until the batch commits so
   * a company's edit or another decision waits for it.
   */
  async pendientesDelLote(seleccion: { ids: number[] } | { filtro: FiltroOfertasGestion }) {
    const donde = 'ids' in seleccion ? [inArray(ofertas.id, seleccion.ids)] : [...condiciones(seleccion.filtro)];
    const filas = await this.db
      .select({
        oferta: ofertas,
        titulaciones: sql<
          number[]
        >`coalesce((select array_agg(${ofertaTitulaciones.idTitulacion} order by ${ofertaTitulaciones.idTitulacion})
          from ${ofertaTitulaciones} where ${ofertaTitulaciones.idOferta} = ${ofertas.id}), '{}')`,
      })
      .from(ofertas)
      .where(and(eq(ofertas.idEstado, EstadoOferta.PENDIENTE_VALIDACION), ...donde))
      .orderBy(asc(ofertas.id))
      .for('update', { of: ofertas });
    return filas.map((f) => ({ ...f, titulaciones: (f.titulaciones ?? []).map(Number) }));
  }

  /** Which of these ids are offers at all (those that are not pending are reported as such). */
  async titulos(ids: number[]) {
    if (ids.length === 0) return [];
    return this.db.select({ id: ofertas.id, titulo: ofertas.titulo }).from(ofertas).where(inArray(ofertas.id, ids));
  }

  async crearLote(l: { idGestor: number; decision: string; motivo: unknown; deshacerHasta: Date }) {
    const [fila] = await this.db
      .insert(lotesGestion)
      .values({ tipo: 'ofertas', ...l })
      .returning({ id: lotesGestion.id });
    return (fila as { id: number }).id;
  }

  /**
   * The batch's change, set-based: each offer remembers what it had, moves to
   * its new state and gets its decision row (the university has it in hand).
   */
  async aplicarLote(idLote: number, idGestor: number, ids: number[], validada: boolean, motivo: string | null) {
    if (ids.length === 0) return;
    const nuevo = validada ? EstadoOferta.PUBLICADA : EstadoOferta.RECHAZADA;
    await this.db.execute(sql`
      insert into ${loteOfertas} (id_lote, id_oferta, estado_anterior, estado_nuevo, motivo_anterior, fecha_publicacion_anterior)
      select ${idLote}, ${ofertas.id}, ${ofertas.idEstado}, ${nuevo}, ${ofertas.motivoRechazo}, ${ofertas.fechaPublicacion}
      from ${ofertas} where ${inArray(ofertas.id, ids)}`);
    await this.db
      .update(ofertas)
      .set({
        idEstado: nuevo,
        motivoRechazo: validada ? null : motivo,
        actualizadoEn: new Date(),
        ...(validada ? { fechaPublicacion: new Date() } : {}),
      })
      .where(inArray(ofertas.id, ids));
    await this.db.execute(sql`
      insert into ${ofertaValidaciones} (id_oferta, id_gestor, decision, motivo)
      select ${ofertas.id}, ${idGestor}, ${validada ? 'validada' : 'rechazada'}, ${motivo}
      from ${ofertas} where ${inArray(ofertas.id, ids)}`);
  }

  async lote(idLote: number) {
    const [fila] = await this.db.select().from(lotesGestion).where(eq(lotesGestion.id, idLote)).for('update');
    return fila ?? null;
  }

  /**
   * Puts back what the batch changed, only where the offer still has the
   * state the batch gave it (a company that closed it since keeps its close);
   * the batch's decision rows go too. Returns the offers restored.
   */
  async deshacerLote(idLote: number): Promise<number[]> {
    const { rows } = (await this.db.execute(sql`
      update ${ofertas} o set id_estado = lo.estado_anterior, motivo_rechazo = lo.motivo_anterior,
        fecha_publicacion = lo.fecha_publicacion_anterior, actualizado_en = now()
      from ${loteOfertas} lo
      where lo.id_lote = ${idLote} and o.id = lo.id_oferta and o.id_estado = lo.estado_nuevo
      returning o.id`)) as unknown as { rows: { id: number }[] };
    const ids = rows.map((r) => Number(r.id));
    if (ids.length > 0) {
      const [l] = await this.db.select({ creadoEn: lotesGestion.creadoEn }).from(lotesGestion).where(eq(lotesGestion.id, idLote));
      await this.db.execute(sql`
        delete from ${ofertaValidaciones} where ${inArray(ofertaValidaciones.idOferta, ids)}
          and ${ofertaValidaciones.creadoEn} >= ${l?.creadoEn ?? new Date(0)}`);
    }
    await this.db.update(lotesGestion).set({ deshechoEn: new Date() }).where(eq(lotesGestion.id, idLote));
    return ids;
  }

  async cuantasEnLote(idLote: number) {
    const [f] = await this.db.select({ n: sql<number>`count(*)::int` }).from(loteOfertas).where(eq(loteOfertas.idLote, idLote));
    return Number(f?.n ?? 0);
  }
}

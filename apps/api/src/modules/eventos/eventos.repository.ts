import { ID_ESTADO_PROCESO_PUBLICADO } from '@puente/contract/constants';
import type { FiltroEventosGestion } from '@puente/contract/eventos';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contarHasta } from '../../db/queries/pagina';
import { calendarioTokens, categoriasEvento, eventos, inscripcionesEvento } from '../../db/schema/eventos';
import { candidaturas, estudiosAlumno, ofertas, ofertasGuardadas } from '../../db/schema/ofertas';
import { alumnos, empresas } from '../../db/schema/personas';

export type FilaEvento = typeof eventos.$inferSelect & {
  categoriaSlug: string;
  categoriaNombre: string;
  categoriaNombreEn: string;
};
export type NuevoEvento = Omit<
  typeof eventos.$inferInsert,
  'id' | 'creadoEn' | 'actualizadoEn' | 'publicado' | 'idArchivoImagen'
>;

const columnas = {
  id: eventos.id,
  urlAcceso: eventos.urlAcceso,
  idCategoria: eventos.idCategoria,
  titulo: eventos.titulo,
  entradilla: eventos.entradilla,
  descripcion: eventos.descripcion,
  lugar: eventos.lugar,
  fecha: eventos.fecha,
  fechaFin: eventos.fechaFin,
  destacado: eventos.destacado,
  ulrImagenPrincipal: eventos.ulrImagenPrincipal,
  plazas: eventos.plazas,
  inscripcion: eventos.inscripcion,
  dirigidoA: eventos.dirigidoA,
  publico: eventos.publico,
  publicado: eventos.publicado,
  idArchivoImagen: eventos.idArchivoImagen,
  creadoEn: eventos.creadoEn,
  actualizadoEn: eventos.actualizadoEn,
  categoriaSlug: categoriasEvento.slug,
  categoriaNombre: categoriasEvento.nombre,
  categoriaNombreEn: categoriasEvento.nombreEn,
};

/** `%texto%` for LIKE, its wildcards escaped, lower case. */
const patronLike = (texto: string) =>
  `%${texto
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Events, their categories, the registrations and waiting lists, and the
 * calendar tokens. A student's reads carry their id in the WHERE; only staff
 * list an event's registrations.
 */
export class EventosRepository {
  constructor(private readonly db: Db) {}

  categorias() {
    return this.db.select().from(categoriasEvento).orderBy(asc(categoriasEvento.id));
  }

  async categoriaPorSlug(slug: string) {
    const rows = await this.db.select().from(categoriasEvento).where(eq(categoriasEvento.slug, slug));
    return rows[0] ?? null;
  }

  /** Published events, newest first, filtered by text on titulo/entradilla and a category slug. */
  publicados(filtro: { texto?: string; categoria?: string }) {
    const conds = [eq(eventos.publicado, true)];
    if (filtro.texto?.trim()) {
      const patron = patronLike(filtro.texto);
      conds.push(
        sql`(f_unaccent(lower(${eventos.titulo})) like f_unaccent(${patron}) or f_unaccent(lower(coalesce(${eventos.entradilla}, ''))) like f_unaccent(${patron}))`,
      );
    }
    if (filtro.categoria?.trim()) conds.push(eq(categoriasEvento.slug, filtro.categoria.trim()));
    return this.db
      .select(columnas)
      .from(eventos)
      .innerJoin(categoriasEvento, eq(categoriasEvento.id, eventos.idCategoria))
      .where(and(...conds))
      .orderBy(desc(eventos.fecha), desc(eventos.id)) as Promise<FilaEvento[]>;
  }

  /** The staff's filters: text on title or summary, a category, and the state on `ahora`. */
  private condicionesGestion(f: FiltroEventosGestion, ahora: Date): SQL[] {
    const c: SQL[] = [];
    if (f.texto) {
      const patron = patronLike(f.texto);
      c.push(
        sql`(f_unaccent(lower(${eventos.titulo})) like f_unaccent(${patron}) or f_unaccent(lower(coalesce(${eventos.entradilla}, ''))) like f_unaccent(${patron}))`,
      );
    }
    if (f.categoria) c.push(eq(categoriasEvento.slug, f.categoria));
    // An event is over once it has started (eventos-comun `caducado`), as the students' side reads it.
    if (f.estado === 'despublicado') c.push(eq(eventos.publicado, false));
    if (f.estado === 'proximo') c.push(and(eq(eventos.publicado, true), gte(eventos.fecha, ahora)) as SQL);
    if (f.estado === 'pasado') c.push(and(eq(eventos.publicado, true), sql`${eventos.fecha} < ${ahora}`) as SQL);
    return c;
  }

  /** A page of every event, the latest first, after the keyset `desde` (fecha as ISO, id). */
  paginaGestion(f: FiltroEventosGestion, ahora: Date, desde: [string, number] | null, limite: number) {
    const tras = desde ? [sql`(${eventos.fecha}, ${eventos.id}) < (${desde[0]}::timestamptz, ${desde[1]})`] : [];
    return this.db
      .select(columnas)
      .from(eventos)
      .innerJoin(categoriasEvento, eq(categoriasEvento.id, eventos.idCategoria))
      .where(and(...this.condicionesGestion(f, ahora), ...tras))
      .orderBy(desc(eventos.fecha), desc(eventos.id))
      .limit(limite) as Promise<FilaEvento[]>;
  }

  totalGestion(f: FiltroEventosGestion, ahora: Date) {
    const filas = this.db
      .select({ id: eventos.id })
      .from(eventos)
      .innerJoin(categoriasEvento, eq(categoriasEvento.id, eventos.idCategoria))
      .where(and(...this.condicionesGestion(f, ahora)));
    return contarHasta(this.db, filas.getSQL());
  }

  async porId(id: number): Promise<FilaEvento | null> {
    const rows = await this.db
      .select(columnas)
      .from(eventos)
      .innerJoin(categoriasEvento, eq(categoriasEvento.id, eventos.idCategoria))
      .where(eq(eventos.id, id));
    return rows[0] ?? null;
  }

  async porUrl(urlAcceso: string): Promise<FilaEvento | null> {
    const rows = await this.db
      .select(columnas)
      .from(eventos)
      .innerJoin(categoriasEvento, eq(categoriasEvento.id, eventos.idCategoria))
      .where(eq(eventos.urlAcceso, urlAcceso));
    return rows[0] ?? null;
  }

  /** Locks the event's row until the transaction ends: registrations of one event take turns (capacity holds). */
  async bloquear(id: number) {
    const rows = await this.db.select({ id: eventos.id }).from(eventos).where(eq(eventos.id, id)).for('update');
    return rows.length > 0;
  }

  async crear(e: NuevoEvento) {
    const rows = await this.db.insert(eventos).values(e).returning({ id: eventos.id });
    return (rows[0] as { id: number }).id;
  }

  async editar(id: number, e: Partial<NuevoEvento> & { publicado?: boolean; idArchivoImagen?: string | null }) {
    const rows = await this.db
      .update(eventos)
      .set({ ...e, actualizadoEn: new Date() })
      .where(eq(eventos.id, id))
      .returning({ id: eventos.id });
    return rows.length > 0;
  }

  // ─── Registrations ───────────────────────────────────────────────────────

  /** Registered and waiting counts per event. */
  async ocupacion(ids: readonly number[]) {
    const salida = new Map<number, { inscritos: number; enEspera: number }>();
    if (ids.length === 0) return salida;
    const rows = await this.db
      .select({ idEvento: inscripcionesEvento.idEvento, estado: inscripcionesEvento.estado, n: count() })
      .from(inscripcionesEvento)
      .where(inArray(inscripcionesEvento.idEvento, [...ids]))
      .groupBy(inscripcionesEvento.idEvento, inscripcionesEvento.estado);
    for (const r of rows) {
      const o = salida.get(r.idEvento) ?? { inscritos: 0, enEspera: 0 };
      if (r.estado === 'inscrito') o.inscritos = r.n;
      else o.enEspera = r.n;
      salida.set(r.idEvento, o);
    }
    return salida;
  }

  /** The student's registrations, by event: state and place in the queue (1-based) when waiting. */
  async delAlumno(idAlumno: number, ids?: readonly number[]) {
    const salida = new Map<number, { estado: string; posicion: number | null }>();
    if (ids && ids.length === 0) return salida;
    const mias = await this.db
      .select({ id: inscripcionesEvento.id, idEvento: inscripcionesEvento.idEvento, estado: inscripcionesEvento.estado })
      .from(inscripcionesEvento)
      .where(and(eq(inscripcionesEvento.idAlumno, idAlumno), ids ? inArray(inscripcionesEvento.idEvento, [...ids]) : undefined));
    for (const m of mias) {
      let posicion: number | null = null;
      if (m.estado === 'espera') {
        const r = await this.db
          .select({ n: count() })
          .from(inscripcionesEvento)
          .where(
            and(
              eq(inscripcionesEvento.idEvento, m.idEvento),
              eq(inscripcionesEvento.estado, 'espera'),
              lte(inscripcionesEvento.id, m.id),
            ),
          );
        posicion = r[0]?.n ?? null;
      }
      salida.set(m.idEvento, { estado: m.estado, posicion });
    }
    return salida;
  }

  /** The new registration's state, or null when the student already had one (the unique key decides: 76). */
  async inscribir(idEvento: number, idAlumno: number, estado: 'inscrito' | 'espera') {
    const rows = await this.db
      .insert(inscripcionesEvento)
      .values({ idEvento, idAlumno, estado })
      .onConflictDoNothing()
      .returning({ id: inscripcionesEvento.id });
    return rows.length > 0;
  }

  /** Removes the student's own registration; returns its state, or null when there was none. */
  async desinscribir(idEvento: number, idAlumno: number) {
    const rows = await this.db
      .delete(inscripcionesEvento)
      .where(and(eq(inscripcionesEvento.idEvento, idEvento), eq(inscripcionesEvento.idAlumno, idAlumno)))
      .returning({ estado: inscripcionesEvento.estado });
    return rows[0]?.estado ?? null;
  }

  /** Moves the first `n` of the waiting list onto the event; returns who moved. */
  async promover(idEvento: number, n: number) {
    if (n <= 0) return [];
    const primeros = this.db
      .select({ id: inscripcionesEvento.id })
      .from(inscripcionesEvento)
      .where(and(eq(inscripcionesEvento.idEvento, idEvento), eq(inscripcionesEvento.estado, 'espera')))
      .orderBy(asc(inscripcionesEvento.id))
      .limit(n);
    const rows = await this.db
      .update(inscripcionesEvento)
      .set({ estado: 'inscrito', promovidoEn: new Date() })
      .where(inArray(inscripcionesEvento.id, primeros))
      .returning({ idAlumno: inscripcionesEvento.idAlumno });
    return rows.map((r) => r.idAlumno);
  }

  /** Everyone on the event: registered first, then the queue in its order. */
  inscritos(idEvento: number) {
    return this.db
      .select({
        idAlumno: alumnos.id,
        nombre: sql<string>`concat_ws(' ', ${alumnos.nombre}, ${alumnos.apellido1}, ${alumnos.apellido2})`,
        email: alumnos.email,
        dni: alumnos.dni,
        estado: inscripcionesEvento.estado,
        creadoEn: inscripcionesEvento.creadoEn,
        asistio: inscripcionesEvento.asistio,
      })
      .from(inscripcionesEvento)
      .innerJoin(alumnos, eq(alumnos.id, inscripcionesEvento.idAlumno))
      .where(eq(inscripcionesEvento.idEvento, idEvento))
      .orderBy(desc(sql`${inscripcionesEvento.estado} = 'inscrito'`), asc(inscripcionesEvento.id));
  }

  /** Marks a registered (not waiting) student's attendance: false when they hold no place on the event. */
  async marcarAsistencia(idEvento: number, idAlumno: number, asistio: boolean, ahora: Date) {
    const rows = await this.db
      .update(inscripcionesEvento)
      .set({ asistio, asistenciaMarcadaEn: ahora })
      .where(
        and(
          eq(inscripcionesEvento.idEvento, idEvento),
          eq(inscripcionesEvento.idAlumno, idAlumno),
          eq(inscripcionesEvento.estado, 'inscrito'),
        ),
      )
      .returning({ id: inscripcionesEvento.id });
    return rows.length === 1;
  }

  // ─── Who the student is (estudiante / titulado) ──────────────────────────

  /** Finished and unfinished studies of the CV, counted. */
  async estudios(idAlumno: number) {
    const rows = await this.db
      .select({ finalizado: estudiosAlumno.finalizado, n: count() })
      .from(estudiosAlumno)
      .where(eq(estudiosAlumno.idAlumno, idAlumno))
      .groupBy(estudiosAlumno.finalizado);
    return {
      finalizados: rows.find((r) => r.finalizado)?.n ?? 0,
      enCurso: rows.find((r) => !r.finalizado)?.n ?? 0,
    };
  }

  // ─── Calendar ────────────────────────────────────────────────────────────

  async token(idAlumno: number) {
    const rows = await this.db
      .select({ token: calendarioTokens.token })
      .from(calendarioTokens)
      .where(eq(calendarioTokens.idAlumno, idAlumno));
    return rows[0]?.token ?? null;
  }

  /** Sets the student's token, replacing the old one (which stops working). */
  async guardarToken(idAlumno: number, token: string) {
    await this.db
      .insert(calendarioTokens)
      .values({ idAlumno, token })
      .onConflictDoUpdate({ target: calendarioTokens.idAlumno, set: { token, creadoEn: new Date() } });
  }

  /** Creates the token only when the student has none; answers the one that stands. */
  async tokenOCrear(idAlumno: number, nuevo: string) {
    await this.db.insert(calendarioTokens).values({ idAlumno, token: nuevo }).onConflictDoNothing();
    return (await this.token(idAlumno)) as string;
  }

  async duenoDeToken(token: string) {
    const rows = await this.db
      .select({ idAlumno: calendarioTokens.idAlumno })
      .from(calendarioTokens)
      .innerJoin(alumnos, eq(alumnos.id, calendarioTokens.idAlumno))
      .where(and(eq(calendarioTokens.token, token), eq(alumnos.estado, 'activo')));
    return rows[0]?.idAlumno ?? null;
  }

  /** The published events the student holds a place on (not the waiting list). */
  eventosInscritos(idAlumno: number) {
    return this.db
      .select(columnas)
      .from(inscripcionesEvento)
      .innerJoin(eventos, eq(eventos.id, inscripcionesEvento.idEvento))
      .innerJoin(categoriasEvento, eq(categoriasEvento.id, eventos.idCategoria))
      .where(
        and(eq(inscripcionesEvento.idAlumno, idAlumno), eq(inscripcionesEvento.estado, 'inscrito'), eq(eventos.publicado, true)),
      )
      .orderBy(asc(eventos.fecha)) as Promise<FilaEvento[]>;
  }

  /**
   * Closing dates (from `desde` on) of the offers the student has a live candidacy in, and of the published offers
   * they saved (issue 28); each offer once.
   */
  plazosOfertas(idAlumno: number, estados: readonly number[], desde: string) {
    const conCandidatura = this.db
      .select({ id: candidaturas.idOferta })
      .from(candidaturas)
      .where(and(eq(candidaturas.idAlumno, idAlumno), inArray(candidaturas.estado, [...estados])));
    const guardadas = this.db
      .select({ id: ofertasGuardadas.idOferta })
      .from(ofertasGuardadas)
      .where(eq(ofertasGuardadas.idAlumno, idAlumno));
    return this.db
      .select({
        idOferta: ofertas.id,
        titulo: ofertas.titulo,
        urlAcceso: ofertas.urlAcceso,
        idPerfil: ofertas.idPerfil,
        empresa: sql<string>`coalesce(${empresas.nombreComercial}, ${empresas.nombre})`,
        fechaLimite: ofertas.fechaLimite,
      })
      .from(ofertas)
      .innerJoin(empresas, eq(empresas.id, ofertas.idEmpresa))
      .where(
        and(
          or(
            inArray(ofertas.id, conCandidatura),
            and(inArray(ofertas.id, guardadas), eq(ofertas.idEstado, ID_ESTADO_PROCESO_PUBLICADO)),
          ),
          isNotNull(ofertas.fechaLimite),
          gte(ofertas.fechaLimite, desde),
        ),
      )
      .orderBy(asc(ofertas.fechaLimite), asc(ofertas.id));
  }
}

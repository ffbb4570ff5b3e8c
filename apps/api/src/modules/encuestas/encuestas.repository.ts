import type { FiltroEncuestasGestion } from '@puente/contract/encuestas';
import { and, asc, count, desc, eq, gt, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contarHasta, patronLike } from '../../db/queries/pagina';
import {
  encuestaAceptacionesRgpd,
  encuestaAnonimasDireccion,
  encuestaContestaciones,
  encuestaContestacionValores,
  encuestaDestinatarios,
  encuestaPreguntas,
  encuestaRespuestas,
  encuestas,
  encuestaTokensGastados,
} from '../../db/schema/encuestas';
import { alumnos, empresas } from '../../db/schema/personas';
import { practicas } from '../../db/schema/practicas';

export type FilaEncuesta = typeof encuestas.$inferSelect;
export type NuevaEncuesta = Omit<typeof encuestas.$inferInsert, 'id' | 'creadoEn' | 'actualizadoEn'>;
export type TipoUsuario = 'alumno' | 'empresa';
export interface Usuario {
  tipo: TipoUsuario;
  id: number;
}

export interface FilaPregunta {
  id: number;
  orden: number;
  tipo: string;
  texto: string;
  obligatoria: boolean;
  respuestas: { id: number; orden: number; texto: string; idPreguntaDestino: number | null }[];
}

export interface ValorContestado {
  idPregunta: number;
  idRespuesta: number | null;
  valor: number | null;
  texto: string | null;
}

/**
 * Surveys, their questions and the submissions. A respondent's reads carry
 * the survey and their own identity in the WHERE; only staff read the
 * aggregated results, and nothing here returns who sent an anonymous one.
 */
export class EncuestasRepository {
  constructor(private readonly db: Db) {}

  async porId(id: number) {
    const rows = await this.db.select().from(encuestas).where(eq(encuestas.id, id));
    return rows[0] ?? null;
  }

  async porUrl(urlAcceso: string) {
    const rows = await this.db.select().from(encuestas).where(eq(encuestas.urlAcceso, urlAcceso));
    return rows[0] ?? null;
  }

  private condicionesGestion(f: FiltroEncuestasGestion): SQL[] {
    const c: SQL[] = [];
    if (f.texto) c.push(sql`f_unaccent(lower(${encuestas.titulo})) like f_unaccent(${patronLike(f.texto)})`);
    if (f.publicada !== undefined) c.push(eq(encuestas.publicada, f.publicada));
    if (f.para === 'alumnos') c.push(eq(encuestas.paraAlumnos, true));
    if (f.para === 'empresas') c.push(eq(encuestas.paraEmpresa, true));
    return c;
  }

  /** A page of every survey, the newest first, after the id `desde`. */
  paginaGestion(f: FiltroEncuestasGestion, desde: number | null, limite: number) {
    return this.db
      .select()
      .from(encuestas)
      .where(and(...this.condicionesGestion(f), ...(desde === null ? [] : [lt(encuestas.id, desde)])))
      .orderBy(desc(encuestas.id))
      .limit(limite);
  }

  totalGestion(f: FiltroEncuestasGestion) {
    const filas = this.db
      .select({ id: encuestas.id })
      .from(encuestas)
      .where(and(...this.condicionesGestion(f)));
    return contarHasta(this.db, filas.getSQL());
  }

  /** The survey's named recipients, students then companies, for the builder. */
  destinatariosConNombre(idEncuesta: number) {
    return this.db
      .select({
        tipo: encuestaDestinatarios.tipo,
        id: encuestaDestinatarios.idUsuario,
        nombre: sql<string>`case when ${encuestaDestinatarios.tipo} = 'alumno'
          then (select concat_ws(' ', ${alumnos.nombre}, ${alumnos.apellido1}, ${alumnos.apellido2}) from ${alumnos}
            where ${alumnos.id} = ${encuestaDestinatarios.idUsuario})
          else (select coalesce(${empresas.nombreComercial}, ${empresas.nombre}) from ${empresas}
            where ${empresas.id} = ${encuestaDestinatarios.idUsuario}) end`,
      })
      .from(encuestaDestinatarios)
      .where(eq(encuestaDestinatarios.idEncuesta, idEncuesta))
      .orderBy(asc(encuestaDestinatarios.tipo), asc(encuestaDestinatarios.idUsuario));
  }

  async preguntas(idEncuesta: number): Promise<FilaPregunta[]> {
    const ps = await this.db
      .select()
      .from(encuestaPreguntas)
      .where(eq(encuestaPreguntas.idEncuesta, idEncuesta))
      .orderBy(asc(encuestaPreguntas.orden));
    if (ps.length === 0) return [];
    const rs = await this.db
      .select()
      .from(encuestaRespuestas)
      .where(
        inArray(
          encuestaRespuestas.idPregunta,
          ps.map((p) => p.id),
        ),
      )
      .orderBy(asc(encuestaRespuestas.idPregunta), asc(encuestaRespuestas.orden));
    return ps.map((p) => ({
      id: p.id,
      orden: p.orden,
      tipo: p.tipo,
      texto: p.texto,
      obligatoria: p.obligatoria,
      respuestas: rs
        .filter((r) => r.idPregunta === p.id)
        .map((r) => ({ id: r.id, orden: r.orden, texto: r.texto, idPreguntaDestino: r.idPreguntaDestino })),
    }));
  }

  destinatarios(idEncuesta: number) {
    return this.db
      .select({ tipo: encuestaDestinatarios.tipo, idUsuario: encuestaDestinatarios.idUsuario })
      .from(encuestaDestinatarios)
      .where(eq(encuestaDestinatarios.idEncuesta, idEncuesta));
  }

  /** Published surveys for a kind of user, with the specific people of each (to filter) and whether this one answered. */
  async publicadasPara(usuario: Usuario) {
    const flag = usuario.tipo === 'alumno' ? encuestas.paraAlumnos : encuestas.paraEmpresa;
    const rows = await this.db
      .select({
        encuesta: encuestas,
        // The outer column written out: drizzle leaves a lone table's columns unqualified, which the subquery would capture.
        contestada: sql<boolean>`exists (select 1 from encuesta_contestaciones c where c.id_encuesta = encuestas.id
          and c.tipo = ${usuario.tipo} and c.id_usuario = ${usuario.id})`,
        conDestinatarios: sql<boolean>`exists (select 1 from encuesta_destinatarios d where d.id_encuesta = encuestas.id
          and d.tipo = ${usuario.tipo})`,
        esDestinatario: sql<boolean>`exists (select 1 from encuesta_destinatarios d where d.id_encuesta = encuestas.id
          and d.tipo = ${usuario.tipo} and d.id_usuario = ${usuario.id})`,
      })
      .from(encuestas)
      .where(and(eq(encuestas.publicada, true), eq(flag, true)))
      .orderBy(asc(encuestas.id));
    return rows.filter((r) => !r.conDestinatarios || r.esDestinatario);
  }

  /** Whether the survey has specific people of this kind, and whether this one is among them. */
  async destinatario(idEncuesta: number, usuario: Usuario) {
    const rows = await this.db
      .select({ idUsuario: encuestaDestinatarios.idUsuario })
      .from(encuestaDestinatarios)
      .where(and(eq(encuestaDestinatarios.idEncuesta, idEncuesta), eq(encuestaDestinatarios.tipo, usuario.tipo)));
    return { hayLista: rows.length > 0, incluido: rows.some((r) => r.idUsuario === usuario.id) };
  }

  async contestada(idEncuesta: number, usuario: Usuario) {
    const rows = await this.db
      .select({ id: encuestaContestaciones.id })
      .from(encuestaContestaciones)
      .where(
        and(
          eq(encuestaContestaciones.idEncuesta, idEncuesta),
          eq(encuestaContestaciones.tipo, usuario.tipo),
          eq(encuestaContestaciones.idUsuario, usuario.id),
        ),
      );
    return rows.length > 0;
  }

  /** Which of these people have answered the survey, as `tipo:id`. */
  async contestaron(idEncuesta: number, usuarios: readonly Usuario[]): Promise<Set<string>> {
    const porTipo = (tipo: TipoUsuario) => usuarios.filter((u) => u.tipo === tipo).map((u) => u.id);
    const condiciones = (['alumno', 'empresa'] as const).flatMap((tipo) => {
      const ids = porTipo(tipo);
      return ids.length === 0 ? [] : [and(eq(encuestaContestaciones.tipo, tipo), inArray(encuestaContestaciones.idUsuario, ids))];
    });
    if (condiciones.length === 0) return new Set();
    const rows = await this.db
      .select({ tipo: encuestaContestaciones.tipo, id: encuestaContestaciones.idUsuario })
      .from(encuestaContestaciones)
      .where(and(eq(encuestaContestaciones.idEncuesta, idEncuesta), or(...condiciones)));
    return new Set(rows.map((r) => `${r.tipo}:${r.id}`));
  }

  /** A new submission; null when this person already sent one (39). Anonymous: no person, the day only, and the flag. */
  async nuevaContestacion(idEncuesta: number, usuario: Usuario | null, dia: string) {
    const rows = await this.db
      .insert(encuestaContestaciones)
      .values({ idEncuesta, tipo: usuario?.tipo ?? null, idUsuario: usuario?.id ?? null, dia, anonima: usuario === null })
      .onConflictDoNothing()
      .returning({ id: encuestaContestaciones.id });
    return rows[0]?.id ?? null;
  }

  /**
   * Spends an anonymous survey token (its `jti`, valid until `exp` seconds):
   * false when it was spent already. Spent rows whose token has expired go.
   */
  async gastarToken(jti: string, exp: number) {
    await this.db.delete(encuestaTokensGastados).where(lt(encuestaTokensGastados.caduca, new Date()));
    const rows = await this.db
      .insert(encuestaTokensGastados)
      .values({ jti, caduca: new Date(exp * 1000) })
      .onConflictDoNothing()
      .returning({ jti: encuestaTokensGastados.jti });
    return rows.length === 1;
  }

  /**
   * The anonymous submissions one keyed address (`direccionHmac`) sent to a survey: in the hour that starts at
   * `hora` and in the hours after `desde`, with the oldest of those hours. With `bloquear` (inside a unit of
   * work) that address and survey are held until the commit, so submissions at once count each other.
   */
  async anonimasDeDireccion(idEncuesta: number, direccionHmac: string, hora: Date, desde: Date, bloquear: boolean) {
    if (bloquear) {
      await this.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`encuesta-anonima|${idEncuesta}|${direccionHmac}`}))`);
    }
    const [fila] = await this.db
      .select({
        enLaHora:
          sql<number>`coalesce(sum(${encuestaAnonimasDireccion.contestaciones}) filter (where ${encuestaAnonimasDireccion.hora} = ${hora.toISOString()}::timestamptz), 0)`.mapWith(
            Number,
          ),
        enElDia: sql<number>`coalesce(sum(${encuestaAnonimasDireccion.contestaciones}), 0)`.mapWith(Number),
        primera: sql<Date | null>`min(${encuestaAnonimasDireccion.hora})`.mapWith((v) => (v === null ? null : new Date(v))),
      })
      .from(encuestaAnonimasDireccion)
      .where(
        and(
          eq(encuestaAnonimasDireccion.idEncuesta, idEncuesta),
          eq(encuestaAnonimasDireccion.direccionHmac, direccionHmac),
          gt(encuestaAnonimasDireccion.hora, desde),
        ),
      );
    return { enLaHora: fila?.enLaHora ?? 0, enElDia: fila?.enElDia ?? 0, primera: fila?.primera ?? null };
  }

  /** Counts one more anonymous submission of that address to the survey in the hour `hora`. */
  async contarAnonima(idEncuesta: number, direccionHmac: string, hora: Date) {
    await this.db
      .insert(encuestaAnonimasDireccion)
      .values({ idEncuesta, direccionHmac, hora, contestaciones: 1 })
      .onConflictDoUpdate({
        target: [encuestaAnonimasDireccion.idEncuesta, encuestaAnonimasDireccion.direccionHmac, encuestaAnonimasDireccion.hora],
        set: { contestaciones: sql`${encuestaAnonimasDireccion.contestaciones} + 1` },
      });
  }

  /** The counts of hours up to `hasta` go, whichever survey and address: nothing is kept past the window. */
  async barrerAnonimas(hasta: Date) {
    await this.db.delete(encuestaAnonimasDireccion).where(lte(encuestaAnonimasDireccion.hora, hasta));
  }

  async guardarValores(idContestacion: number, valores: ValorContestado[]) {
    if (valores.length === 0) return;
    await this.db.insert(encuestaContestacionValores).values(valores.map((v) => ({ ...v, idContestacion })));
  }

  async aceptarRgpd(idEncuesta: number, usuario: Usuario) {
    await this.db
      .insert(encuestaAceptacionesRgpd)
      .values({ idEncuesta, tipo: usuario.tipo, idUsuario: usuario.id })
      .onConflictDoNothing();
  }

  async rgpdAceptado(idEncuesta: number, usuario: Usuario) {
    const rows = await this.db
      .select({ n: count() })
      .from(encuestaAceptacionesRgpd)
      .where(
        and(
          eq(encuestaAceptacionesRgpd.idEncuesta, idEncuesta),
          eq(encuestaAceptacionesRgpd.tipo, usuario.tipo),
          eq(encuestaAceptacionesRgpd.idUsuario, usuario.id),
        ),
      );
    return (rows[0]?.n ?? 0) > 0;
  }

  // ─── Staff ────────────────────────────────────────────────────────────────

  async crear(e: NuevaEncuesta) {
    const rows = await this.db.insert(encuestas).values(e).returning();
    return rows[0] as FilaEncuesta;
  }

  async editar(id: number, e: Partial<NuevaEncuesta>) {
    const rows = await this.db
      .update(encuestas)
      .set({ ...e, actualizadoEn: new Date() })
      .where(eq(encuestas.id, id))
      .returning();
    return rows[0] ?? null;
  }

  async crearPregunta(p: { idEncuesta: number; orden: number; tipo: string; texto: string; obligatoria: boolean }) {
    const rows = await this.db.insert(encuestaPreguntas).values(p).returning({ id: encuestaPreguntas.id });
    return (rows[0] as { id: number }).id;
  }

  async crearRespuesta(r: { idPregunta: number; orden: number; texto: string; idPreguntaDestino: number | null }) {
    await this.db.insert(encuestaRespuestas).values(r);
  }

  async borrarPreguntas(idEncuesta: number) {
    await this.db.delete(encuestaPreguntas).where(eq(encuestaPreguntas.idEncuesta, idEncuesta));
  }

  async ponerDestinatarios(idEncuesta: number, lista: Usuario[]) {
    await this.db.delete(encuestaDestinatarios).where(eq(encuestaDestinatarios.idEncuesta, idEncuesta));
    if (lista.length === 0) return;
    await this.db
      .insert(encuestaDestinatarios)
      .values(lista.map((u) => ({ idEncuesta, tipo: u.tipo, idUsuario: u.id })))
      .onConflictDoNothing();
  }

  /** The ids of the list that exist. */
  async existentes(tipo: TipoUsuario | 'practica', ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const tabla = tipo === 'alumno' ? alumnos : tipo === 'empresa' ? empresas : practicas;
    const rows = await this.db.select({ id: tabla.id }).from(tabla).where(inArray(tabla.id, ids));
    return new Set(rows.map((r) => r.id));
  }

  async cifras(idEncuesta: number) {
    const [c] = await this.db
      .select({
        total: count(),
        anonimas: sql<number>`count(*) filter (where ${encuestaContestaciones.anonima})`.mapWith(Number),
      })
      .from(encuestaContestaciones)
      .where(eq(encuestaContestaciones.idEncuesta, idEncuesta));
    const [d] = await this.db
      .select({ n: count() })
      .from(encuestaDestinatarios)
      .where(eq(encuestaDestinatarios.idEncuesta, idEncuesta));
    const [p] = await this.db.select({ n: count() }).from(encuestaPreguntas).where(eq(encuestaPreguntas.idEncuesta, idEncuesta));
    return { contestaciones: c?.total ?? 0, anonimas: c?.anonimas ?? 0, destinatarios: d?.n ?? 0, preguntas: p?.n ?? 0 };
  }

  /** Every value of every submission of a survey, with the submission's id (staff only). */
  valores(idEncuesta: number) {
    return this.db
      .select({
        idContestacion: encuestaContestacionValores.idContestacion,
        idPregunta: encuestaContestacionValores.idPregunta,
        idRespuesta: encuestaContestacionValores.idRespuesta,
        valor: encuestaContestacionValores.valor,
        texto: encuestaContestacionValores.texto,
        anonima: encuestaContestaciones.anonima,
      })
      .from(encuestaContestacionValores)
      .innerJoin(encuestaContestaciones, eq(encuestaContestaciones.id, encuestaContestacionValores.idContestacion))
      .where(eq(encuestaContestaciones.idEncuesta, idEncuesta))
      .orderBy(asc(encuestaContestacionValores.idContestacion));
  }

  /** The submissions of a survey (staff's CSV): who for identified ones, nobody for anonymous or erased ones. */
  contestaciones(idEncuesta: number) {
    return this.db
      .select({
        id: encuestaContestaciones.id,
        dia: encuestaContestaciones.dia,
        tipo: encuestaContestaciones.tipo,
        idUsuario: encuestaContestaciones.idUsuario,
        anonima: encuestaContestaciones.anonima,
      })
      .from(encuestaContestaciones)
      .where(eq(encuestaContestaciones.idEncuesta, idEncuesta))
      .orderBy(asc(encuestaContestaciones.id));
  }
}

import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { motivosCambioEstado } from '../../db/schema/domain';
import { notificaciones } from '../../db/schema/ofertas';

export type DestinoTipo = 'alumno' | 'empresa';

export interface NuevaNotificacion {
  destinoTipo: DestinoTipo;
  destinoId: number;
  /** A kind of lib/mensajes; the texts are rendered when read, so the row holds no sentence. */
  clave: string;
  parametros: Record<string, unknown>;
  importante: boolean;
  urlAcceso: string | null;
  urlExterna: string | null;
  /** Sent by a staff bulk decision (0027): its undo withdraws it. */
  idLote?: number | null;
}

/** Rows per INSERT of a batch: well under PostgreSQL's 65 535 bound parameters. */
const FILAS_POR_INSERT = 1000;

/** Every query is scoped by (destinoTipo, destinoId), so one recipient never touches another's rows. */
export class NotificacionesRepository {
  constructor(private readonly db: Db) {}

  async insert(n: NuevaNotificacion) {
    await this.db.insert(notificaciones).values(n);
  }

  async insertMany(lista: NuevaNotificacion[]) {
    for (let i = 0; i < lista.length; i += FILAS_POR_INSERT) {
      await this.db.insert(notificaciones).values(lista.slice(i, i + FILAS_POR_INSERT));
    }
  }

  /** Withdraws what a bulk decision sent (its undo). */
  async borrarLote(idLote: number) {
    await this.db.delete(notificaciones).where(eq(notificaciones.idLote, idLote));
  }

  /** Each row with the reason its parameters name (`idMotivo`), in both languages, for rendering. */
  list(destinoTipo: DestinoTipo, destinoId: number, ultimas?: number) {
    const consulta = this.db
      .select({
        id: notificaciones.id,
        clave: notificaciones.clave,
        parametros: notificaciones.parametros,
        titulo: notificaciones.titulo,
        texto: notificaciones.texto,
        leida: notificaciones.leida,
        importante: notificaciones.importante,
        urlAcceso: notificaciones.urlAcceso,
        urlExterna: notificaciones.urlExterna,
        creadoEn: notificaciones.creadoEn,
        motivoEs: motivosCambioEstado.es,
        motivoEn: motivosCambioEstado.en,
      })
      .from(notificaciones)
      // Compared as text: parameters are stored JSON, and a cast would fail the whole list on one odd value.
      .leftJoin(motivosCambioEstado, sql`${motivosCambioEstado.idMotivo}::text = ${notificaciones.parametros}->>'idMotivo'`)
      .where(this.of(destinoTipo, destinoId));
    // The reader's panel puts the important ones first; "the latest n" (staff's view of a student) goes by date alone.
    return ultimas === undefined
      ? consulta.orderBy(desc(notificaciones.importante), desc(notificaciones.creadoEn), desc(notificaciones.id))
      : consulta.orderBy(desc(notificaciones.creadoEn), desc(notificaciones.id)).limit(ultimas);
  }

  /** Returns how many rows changed, so the service can tell "not yours / not found" from success. */
  async marcarLeida(destinoTipo: DestinoTipo, destinoId: number, id: number) {
    const rows = await this.db
      .update(notificaciones)
      .set({ leida: true })
      .where(and(this.of(destinoTipo, destinoId), eq(notificaciones.id, id)))
      .returning({ id: notificaciones.id });
    return rows.length;
  }

  async remove(destinoTipo: DestinoTipo, destinoId: number, id: number) {
    const rows = await this.db
      .delete(notificaciones)
      .where(and(this.of(destinoTipo, destinoId), eq(notificaciones.id, id)))
      .returning({ id: notificaciones.id });
    return rows.length;
  }

  /** Closing the panel marks as read the ones without a link (spec §4); linked ones stay unread until opened. */
  async marcarLeidasSinEnlace(destinoTipo: DestinoTipo, destinoId: number) {
    const rows = await this.db
      .update(notificaciones)
      .set({ leida: true })
      .where(
        and(
          this.of(destinoTipo, destinoId),
          eq(notificaciones.leida, false),
          isNull(notificaciones.urlAcceso),
          isNull(notificaciones.urlExterna),
        ),
      )
      .returning({ id: notificaciones.id });
    return rows.length;
  }

  async marcarTodasLeidas(destinoTipo: DestinoTipo, destinoId: number) {
    const rows = await this.db
      .update(notificaciones)
      .set({ leida: true })
      .where(and(this.of(destinoTipo, destinoId), eq(notificaciones.leida, false)))
      .returning({ id: notificaciones.id });
    return rows.length;
  }

  /**
   * Marks done (read, no longer important) the recipient's notifications of these kinds that point to `urlAcceso`:
   * the action they asked for has been done. Returns how many changed.
   */
  async resolver(destinoTipo: DestinoTipo, destinoId: number, claves: readonly string[], urlAcceso: string) {
    const rows = await this.db
      .update(notificaciones)
      .set({ leida: true, importante: false })
      .where(and(this.of(destinoTipo, destinoId), this.deAccion(claves, urlAcceso), this.pendiente()))
      .returning({ id: notificaciones.id });
    return rows.length;
  }

  /**
   * Asks each of these recipients for an action (acciones.ts): one important notification at `urlAcceso`, except
   * for those who still hold one of these kinds there not yet done (unread, or still important), so a trigger that
   * repeats never piles up the same to-do. Serialised per link inside the caller's unit of work. Answers the
   * recipients asked now.
   */
  async pedir(
    destinoTipo: DestinoTipo,
    destinoIds: readonly number[],
    claves: readonly string[],
    n: { clave: string; parametros: Record<string, unknown>; urlAcceso: string },
  ): Promise<number[]> {
    const ids = [...new Set(destinoIds)];
    if (ids.length === 0) return [];
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`notificaciones:${destinoTipo}:${n.urlAcceso}`}))`);
    const ya = await this.db
      .select({ id: notificaciones.destinoId })
      .from(notificaciones)
      .where(
        and(
          eq(notificaciones.destinoTipo, destinoTipo),
          inArray(notificaciones.destinoId, ids),
          this.deAccion(claves, n.urlAcceso),
          this.pendiente(),
        ),
      );
    const tienen = new Set(ya.map((r) => r.id));
    const nuevos = ids.filter((id) => !tienen.has(id));
    await this.insertMany(
      nuevos.map((destinoId) => ({
        destinoTipo,
        destinoId,
        clave: n.clave,
        parametros: n.parametros,
        importante: true,
        urlAcceso: n.urlAcceso,
        urlExterna: null,
      })),
    );
    return nuevos;
  }

  /**
   * Withdraws the to-dos of these kinds at `urlAcceso` that are not done yet: what they asked for can no longer be
   * done (a survey unpublished, a recipient taken off it). Only these recipients when given, else everyone's. Those
   * already done stay, as the record of what was done. Answers how many went.
   */
  async retirar(claves: readonly string[], urlAcceso: string, destinos?: { tipo: DestinoTipo; ids: readonly number[] }) {
    if (destinos?.ids.length === 0) return 0;
    const rows = await this.db
      .delete(notificaciones)
      .where(
        and(
          this.deAccion(claves, urlAcceso),
          this.pendiente(),
          ...(destinos
            ? [eq(notificaciones.destinoTipo, destinos.tipo), inArray(notificaciones.destinoId, [...destinos.ids])]
            : []),
        ),
      )
      .returning({ id: notificaciones.id });
    return rows.length;
  }

  private deAccion(claves: readonly string[], urlAcceso: string) {
    return and(inArray(notificaciones.clave, [...claves]), eq(notificaciones.urlAcceso, urlAcceso));
  }

  /** A to-do not done yet: unread, or read and still important. */
  private pendiente() {
    return or(eq(notificaciones.leida, false), eq(notificaciones.importante, true));
  }

  async eliminarTodas(destinoTipo: DestinoTipo, destinoId: number) {
    const rows = await this.db.delete(notificaciones).where(this.of(destinoTipo, destinoId)).returning({ id: notificaciones.id });
    return rows.length;
  }

  async unreadCount(destinoTipo: DestinoTipo, destinoId: number) {
    const rows = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notificaciones)
      .where(and(this.of(destinoTipo, destinoId), eq(notificaciones.leida, false)));
    return rows[0]?.n ?? 0;
  }

  private of(destinoTipo: DestinoTipo, destinoId: number) {
    return and(eq(notificaciones.destinoTipo, destinoTipo), eq(notificaciones.destinoId, destinoId));
  }
}

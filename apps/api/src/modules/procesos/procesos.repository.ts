import { ESTADOS_ACTIVOS, EstadoCandidatura } from '@puente/contract/candidaturas';
import { ESTADOS_EDITABLES, EstadoOferta, REENVIOS_MAX } from '@puente/contract/procesos';
import { and, asc, desc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { provincias, titulaciones } from '../../db/schema/domain';
import { candidaturaHistorial, candidaturas, ofertas, ofertaTitulaciones, programas } from '../../db/schema/ofertas';
import { ofertaValidaciones, programaEmpresas } from '../../db/schema/procesos';

/** A declined offer the company may still correct and resubmit once (contract `corregibleTrasRechazo`). */
const corregibleTrasRechazo = and(eq(ofertas.idEstado, EstadoOferta.RECHAZADA), lt(ofertas.reenvios, REENVIOS_MAX));
/** The contract's `editablePorEmpresa`, as SQL. */
const editableAhora = or(inArray(ofertas.idEstado, [...ESTADOS_EDITABLES]), corregibleTrasRechazo);
/** The contract's `reenviablePorEmpresa`, as SQL. */
const reenviableAhora = or(eq(ofertas.idEstado, EstadoOferta.CAMBIOS_PEDIDOS), corregibleTrasRechazo);

export type OfertaFila = typeof ofertas.$inferSelect;
/** The columns a company writes; ids, state and timestamps are set here. */
export type OfertaEscritura = Omit<
  typeof ofertas.$inferInsert,
  | 'id'
  | 'urlAcceso'
  | 'idEmpresa'
  | 'idContacto'
  | 'idEstado'
  | 'fechaPublicacion'
  | 'motivoRechazo'
  | 'creadoEn'
  | 'actualizadoEn'
  | 'reenvios'
  | 'cambiosPedidos'
  | 'cambiosPedidosEn'
>;

export interface Actor {
  tipo: 'empresa' | 'gestor';
  id: number;
}

/** Every read and write is scoped by the company, and a deleted offer (5) is invisible to it. */
export class ProcesosRepository {
  constructor(private readonly db: Db) {}

  private visible(idEmpresa: number) {
    return and(eq(ofertas.idEmpresa, idEmpresa), ne(ofertas.idEstado, EstadoOferta.BORRADA));
  }

  async byId(idEmpresa: number, idOferta: number) {
    const rows = await this.db
      .select()
      .from(ofertas)
      .where(and(this.visible(idEmpresa), eq(ofertas.id, idOferta)));
    return rows[0] ?? null;
  }

  async byUrl(idEmpresa: number, urlAcceso: string) {
    const rows = await this.db
      .select()
      .from(ofertas)
      .where(and(this.visible(idEmpresa), eq(ofertas.urlAcceso, urlAcceso)));
    return rows[0] ?? null;
  }

  async titulacionesDe(idOferta: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: ofertaTitulaciones.idTitulacion })
      .from(ofertaTitulaciones)
      .where(eq(ofertaTitulaciones.idOferta, idOferta))
      .orderBy(asc(ofertaTitulaciones.idTitulacion));
    return rows.map((r) => r.id);
  }

  /** The university has decided on it (validated or rejected): code 25 when the company tries to edit. */
  async tieneGestor(idOferta: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: ofertaValidaciones.id })
      .from(ofertaValidaciones)
      .where(eq(ofertaValidaciones.idOferta, idOferta))
      .limit(1);
    return rows.length > 0;
  }

  async urlLibre(urlAcceso: string): Promise<boolean> {
    const rows = await this.db.select({ id: ofertas.id }).from(ofertas).where(eq(ofertas.urlAcceso, urlAcceso)).limit(1);
    return rows.length === 0;
  }

  async provinciaExiste(id: number): Promise<boolean> {
    return (await this.db.select({ id: provincias.id }).from(provincias).where(eq(provincias.id, id))).length > 0;
  }

  async titulacionesExistentes(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.select({ id: titulaciones.id }).from(titulaciones).where(inArray(titulaciones.id, ids));
    return new Set(rows.map((r) => r.id));
  }

  async insert(
    alta: { idEmpresa: number; idContacto: number; urlAcceso: string; idEstado: number },
    valores: OfertaEscritura,
    idsTitulaciones: number[],
  ) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ofertas)
        .values({
          ...valores,
          ...alta,
          fechaPublicacion: alta.idEstado === EstadoOferta.PUBLICADA ? new Date() : null,
        })
        .returning();
      if (!row) throw new Error('La oferta no se ha insertado');
      if (idsTitulaciones.length > 0) {
        await tx.insert(ofertaTitulaciones).values(idsTitulaciones.map((idTitulacion) => ({ idOferta: row.id, idTitulacion })));
      }
      return row;
    });
  }

  /**
   * Only while still editable (pending, changes asked, or declined for the first time): the state is
   * re-checked in the UPDATE, so a decision taken meanwhile wins.
   */
  async updatePendiente(
    idEmpresa: number,
    idOferta: number,
    valores: OfertaEscritura,
    idsTitulaciones: number[],
    publicar: boolean,
  ) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(ofertas)
        .set({
          ...valores,
          actualizadoEn: new Date(),
          ...(publicar ? { idEstado: EstadoOferta.PUBLICADA, fechaPublicacion: new Date() } : {}),
        })
        .where(and(eq(ofertas.id, idOferta), eq(ofertas.idEmpresa, idEmpresa), editableAhora))
        .returning();
      if (!row) return null;
      await tx.delete(ofertaTitulaciones).where(eq(ofertaTitulaciones.idOferta, idOferta));
      await tx.insert(ofertaTitulaciones).values(idsTitulaciones.map((idTitulacion) => ({ idOferta, idTitulacion })));
      return row;
    });
  }

  /**
   * Back to the queue after the changes the university asked for (6 → 1) or after a first decline (4 → 1,
   * decision 040), counted; null if it was neither.
   */
  async reenviar(idEmpresa: number, idOferta: number) {
    const rows = await this.db
      .update(ofertas)
      .set({
        idEstado: EstadoOferta.PENDIENTE_VALIDACION,
        reenvios: sql`${ofertas.reenvios} + 1`,
        actualizadoEn: new Date(),
      })
      .where(and(eq(ofertas.id, idOferta), eq(ofertas.idEmpresa, idEmpresa), reenviableAhora))
      .returning();
    return rows[0] ?? null;
  }

  async cerrar(idEmpresa: number, idOferta: number, desde: readonly number[]) {
    const rows = await this.db
      .update(ofertas)
      .set({ idEstado: EstadoOferta.CERRADA, actualizadoEn: new Date() })
      .where(and(eq(ofertas.id, idOferta), eq(ofertas.idEmpresa, idEmpresa), inArray(ofertas.idEstado, [...desde])))
      .returning();
    return rows[0] ?? null;
  }

  /**
   * Without candidacies the offer goes for good. With them it stays as
   * deleted (5) and each live candidacy moves to "offer cancelled" with a
   * history row. The offer row is locked first so an application arriving
   * meanwhile waits and then finds the offer gone.
   */
  async borrar(idEmpresa: number, idOferta: number, actor: Actor) {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM ${ofertas} WHERE ${ofertas.id} = ${idOferta} FOR UPDATE`);
      const all = await tx
        .select({ id: candidaturas.id, idAlumno: candidaturas.idAlumno, estado: candidaturas.estado })
        .from(candidaturas)
        .where(eq(candidaturas.idOferta, idOferta));
      if (all.length === 0) {
        await tx.delete(ofertas).where(and(eq(ofertas.id, idOferta), eq(ofertas.idEmpresa, idEmpresa)));
        return { conservada: false, canceladas: [] as { id: number; idAlumno: number }[] };
      }
      await tx
        .update(ofertas)
        .set({ idEstado: EstadoOferta.BORRADA, actualizadoEn: new Date() })
        .where(and(eq(ofertas.id, idOferta), eq(ofertas.idEmpresa, idEmpresa)));
      const vivas = all.filter((c) => (ESTADOS_ACTIVOS as readonly number[]).includes(c.estado));
      if (vivas.length > 0) {
        await tx
          .update(candidaturas)
          .set({ estado: EstadoCandidatura.OFERTA_CANCELADA, actualizadoEn: new Date() })
          .where(
            inArray(
              candidaturas.id,
              vivas.map((c) => c.id),
            ),
          );
        await tx.insert(candidaturaHistorial).values(
          vivas.map((c) => ({
            idCandidatura: c.id,
            estadoAnterior: c.estado,
            estadoNuevo: EstadoCandidatura.OFERTA_CANCELADA,
            comentario: 'Oferta borrada por la empresa',
            actorTipo: actor.tipo,
            actorId: actor.id,
          })),
        );
      }
      return { conservada: true, canceladas: vivas.map(({ id, idAlumno }) => ({ id, idAlumno })) };
    });
  }

  /** The company's processes with candidate counts, newest first. */
  procesos(idEmpresa: number) {
    return this.db
      .select({
        oferta: ofertas,
        numCandidatos: sql<number>`count(${candidaturas.id})::int`,
        numCandidatosNuevos: sql<number>`count(${candidaturas.id}) filter (where ${candidaturas.estado} = ${EstadoCandidatura.INSCRITA})::int`,
      })
      .from(ofertas)
      .leftJoin(candidaturas, eq(candidaturas.idOferta, ofertas.id))
      .where(this.visible(idEmpresa))
      .groupBy(ofertas.id)
      .orderBy(desc(ofertas.creadoEn), desc(ofertas.id));
  }

  /**
   * The company's active programmes with its adhesion: every active one when
   * the brand has no adhesion step, otherwise those it asked to join
   * (solicitada) or joined (adherida; only these take offers).
   */
  programas(idEmpresa: number, conAdhesion: boolean) {
    const adhesion = and(eq(programaEmpresas.idPrograma, programas.id), eq(programaEmpresas.idEmpresa, idEmpresa));
    return this.db
      .select({
        id: programas.id,
        titulo: programas.titulo,
        urlAcceso: programas.urlAcceso,
        financiacion: programas.financiacion,
        fechaInicio: programas.fechaInicio,
        fechaFin: programas.fechaFin,
        meses: programas.meses,
        estadoAdhesion: programaEmpresas.estado,
      })
      .from(programas)
      .leftJoin(programaEmpresas, adhesion)
      .where(
        conAdhesion
          ? and(eq(programas.activo, true), inArray(programaEmpresas.estado, ['solicitada', 'adherida']))
          : eq(programas.activo, true),
      )
      .orderBy(asc(programas.titulo));
  }
}

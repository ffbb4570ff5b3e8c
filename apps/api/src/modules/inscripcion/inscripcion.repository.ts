import { and, eq, exists, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { titulaciones } from '../../db/schema/domain';
import { alumnoDocumentosOferta, candidaturas, ofertas, ofertaTitulaciones } from '../../db/schema/ofertas';
import type { OfertaInscripcion } from './reglas-inscripcion';

/**
 * What the application rules read, for one student and a page of offers at
 * once: a list of 20 cards costs the same few queries as one detail.
 */
export class InscripcionRepository {
  constructor(private readonly db: Db) {}

  /** Each offer's rule data with its degrees (as a JSON sub-select, one round trip). */
  async ofertas(ids: readonly number[]): Promise<Map<number, OfertaInscripcion & { id: number; idPrograma: number | null }>> {
    if (ids.length === 0) return new Map();
    // Qualified by hand: Drizzle writes a bare "id" in a one-table select, which the sub-select would read as t.id.
    const tits = sql<OfertaInscripcion['titulaciones']>`coalesce((
      select json_agg(json_build_object('id', t.id, 'idArea', t.id_area, 'idNivel', t.id_nivel))
      from ${ofertaTitulaciones} ot join ${titulaciones} t on t.id = ot.id_titulacion where ot.id_oferta = "ofertas"."id"), '[]'::json)`;
    const rows = await this.db
      .select({
        id: ofertas.id,
        idPerfil: ofertas.idPerfil,
        idEstado: ofertas.idEstado,
        fechaLimite: ofertas.fechaLimite,
        soloTitulados: ofertas.soloTitulados,
        soloPostgrado: ofertas.soloPostgrado,
        soloUniversidad: ofertas.soloUniversidad,
        creditosMinimos: ofertas.creditosMinimos,
        documentacionNecesaria: ofertas.documentacionNecesaria,
        requiereCvPropio: ofertas.requiereCvPropio,
        idTipoFormacion: ofertas.idTipoFormacion,
        idPrograma: ofertas.idPrograma,
        titulaciones: tits,
      })
      .from(ofertas)
      .where(inArray(ofertas.id, [...ids]));
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** The student's candidacy status on each offer, any status (a withdrawn one too). */
  async estados(idAlumno: number, ids: readonly number[]) {
    if (ids.length === 0) return new Map<number, number>();
    const rows = await this.db
      .select({ idOferta: candidaturas.idOferta, estado: candidaturas.estado })
      .from(candidaturas)
      .where(and(eq(candidaturas.idAlumno, idAlumno), inArray(candidaturas.idOferta, [...ids])));
    return new Map(rows.map((r) => [r.idOferta, r.estado]));
  }

  async activas(idAlumno: number, estados: readonly number[]) {
    const rows = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(candidaturas)
      .where(and(eq(candidaturas.idAlumno, idAlumno), inArray(candidaturas.estado, [...estados])));
    return rows[0]?.n ?? 0;
  }

  /**
   * Offers whose [start, end] meets another internship the student is selected
   * (6) in. Open ends count as overlapping; an offer without a start overlaps nothing.
   */
  async solapan(idAlumno: number, ids: readonly number[]) {
    if (ids.length === 0) return new Set<number>();
    const otra = alias(ofertas, 'otra');
    const seleccionadaQueSolapa = this.db
      .select({ one: sql`1` })
      .from(candidaturas)
      .innerJoin(otra, eq(otra.id, candidaturas.idOferta))
      .where(
        and(
          eq(candidaturas.idAlumno, idAlumno),
          eq(candidaturas.estado, 6),
          eq(otra.idPerfil, 2),
          ne(otra.id, ofertas.id),
          sql`${otra.fechaInicio} <= coalesce(${ofertas.fechaFin}, 'infinity'::date)`,
          sql`coalesce(${otra.fechaFin}, 'infinity'::date) >= ${ofertas.fechaInicio}`,
        ),
      );
    const rows = await this.db
      .select({ id: ofertas.id })
      .from(ofertas)
      .where(and(inArray(ofertas.id, [...ids]), isNotNull(ofertas.fechaInicio), exists(seleccionadaQueSolapa)));
    return new Set(rows.map((r) => r.id));
  }

  /** Offers the student has handed a document in for. */
  async documentacionAportada(idAlumno: number, ids: readonly number[]) {
    if (ids.length === 0) return new Set<number>();
    const rows = await this.db
      .selectDistinct({ idOferta: alumnoDocumentosOferta.idOferta })
      .from(alumnoDocumentosOferta)
      .where(and(eq(alumnoDocumentosOferta.idAlumno, idAlumno), inArray(alumnoDocumentosOferta.idOferta, [...ids])));
    return new Set(rows.map((r) => r.idOferta));
  }
}

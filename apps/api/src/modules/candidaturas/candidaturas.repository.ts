import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { motivosCambioEstado, provincias, titulaciones } from '../../db/schema/domain';
import { candidaturaHistorial, candidaturas, ofertas, ofertaTitulaciones } from '../../db/schema/ofertas';
import { alumnos, empresas } from '../../db/schema/personas';

export interface Actor {
  tipo: 'alumno' | 'empresa' | 'gestor' | 'sistema';
  id: number | null;
}

export type ResultadoInscripcion = { ok: true; id: number } | { ok: false; motivo: 'duplicada' | 'limite' };

/** A student's candidacies and their history. Every read is scoped to one student. */
export class CandidaturasRepository {
  constructor(private readonly db: Db) {}

  /** The offer an application targets, with what the rules read. */
  async ofertaPorUrl(urlAcceso: string) {
    const rows = await this.db.select().from(ofertas).where(eq(ofertas.urlAcceso, urlAcceso));
    const oferta = rows[0];
    if (!oferta) return null;
    const tits = await this.db
      .select({ id: titulaciones.id, idArea: titulaciones.idArea, idNivel: titulaciones.idNivel })
      .from(ofertaTitulaciones)
      .innerJoin(titulaciones, eq(titulaciones.id, ofertaTitulaciones.idTitulacion))
      .where(eq(ofertaTitulaciones.idOferta, oferta.id));
    return { ...oferta, titulaciones: tits };
  }

  async candidatura(idOferta: number, idAlumno: number) {
    const rows = await this.db
      .select()
      .from(candidaturas)
      .where(and(eq(candidaturas.idOferta, idOferta), eq(candidaturas.idAlumno, idAlumno)));
    return rows[0] ?? null;
  }

  async activas(idAlumno: number, estados: readonly number[]) {
    const rows = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(candidaturas)
      .where(and(eq(candidaturas.idAlumno, idAlumno), inArray(candidaturas.estado, [...estados])));
    return rows[0]?.n ?? 0;
  }

  /**
   * Creates the candidacy. The student's row is locked so two applications to
   * different offers cannot both pass the limit; ON CONFLICT DO NOTHING on
   * UNIQUE(id_oferta, id_alumno) makes two simultaneous applications to the
   * same offer create one row.
   */
  inscribir(
    idOferta: number,
    idAlumno: number,
    estadosActivos: readonly number[],
    limite: number,
  ): Promise<ResultadoInscripcion> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: alumnos.id }).from(alumnos).where(eq(alumnos.id, idAlumno)).for('update');
      const activas = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(candidaturas)
        .where(and(eq(candidaturas.idAlumno, idAlumno), inArray(candidaturas.estado, [...estadosActivos])));
      if ((activas[0]?.n ?? 0) >= limite) return { ok: false, motivo: 'limite' } as const;
      const rows = await tx
        .insert(candidaturas)
        .values({ idOferta, idAlumno, estado: 1 })
        .onConflictDoNothing({ target: [candidaturas.idOferta, candidaturas.idAlumno] })
        .returning({ id: candidaturas.id });
      const id = rows[0]?.id;
      if (id === undefined) return { ok: false, motivo: 'duplicada' } as const;
      await tx
        .insert(candidaturaHistorial)
        .values({ idCandidatura: id, estadoAnterior: null, estadoNuevo: 1, actorTipo: 'alumno', actorId: idAlumno });
      return { ok: true, id } as const;
    });
  }

  /**
   * Moves a candidacy only if it is still in one of `desde` (checked in the
   * UPDATE itself, so two answers at once cannot both apply) and records who did it.
   */
  cambiarEstado(id: number, desde: readonly number[], hacia: number, actor: Actor, idMotivo: number | null = null) {
    return this.db.transaction(async (tx) => {
      const previo = await tx
        .select({ estado: candidaturas.estado })
        .from(candidaturas)
        .where(eq(candidaturas.id, id))
        .for('update');
      const estadoAnterior = previo[0]?.estado;
      if (estadoAnterior === undefined || !desde.includes(estadoAnterior)) return false;
      await tx.update(candidaturas).set({ estado: hacia, actualizadoEn: sql`now()` }).where(eq(candidaturas.id, id));
      await tx
        .insert(candidaturaHistorial)
        .values({ idCandidatura: id, estadoAnterior, estadoNuevo: hacia, idMotivo, actorTipo: actor.tipo, actorId: actor.id });
      return true;
    });
  }

  /** The student's candidacies of one profile, with the offer card fields; latest activity first. */
  listar(idAlumno: number, idPerfil: number) {
    return this.db
      .select({
        titulo: ofertas.titulo,
        empresa: sql<string>`coalesce(${empresas.nombreComercial}, ${empresas.nombre})`,
        fechaPublicacion: ofertas.fechaPublicacion,
        provincia: provincias.nombre,
        estado: candidaturas.estado,
        urlAcceso: ofertas.urlAcceso,
        idPerfil: ofertas.idPerfil,
        creadoEn: candidaturas.creadoEn,
      })
      .from(candidaturas)
      .innerJoin(ofertas, eq(ofertas.id, candidaturas.idOferta))
      .innerJoin(empresas, eq(empresas.id, ofertas.idEmpresa))
      .leftJoin(provincias, eq(provincias.id, ofertas.idProvincia))
      .where(and(eq(candidaturas.idAlumno, idAlumno), eq(ofertas.idPerfil, idPerfil)))
      .orderBy(desc(candidaturas.actualizadoEn), desc(candidaturas.id));
  }

  historial(idCandidatura: number) {
    return this.db
      .select({
        creadoEn: candidaturaHistorial.creadoEn,
        estadoAnterior: candidaturaHistorial.estadoAnterior,
        estadoNuevo: candidaturaHistorial.estadoNuevo,
        motivo: motivosCambioEstado.es,
        motivoEn: motivosCambioEstado.en,
        actorTipo: candidaturaHistorial.actorTipo,
      })
      .from(candidaturaHistorial)
      .leftJoin(motivosCambioEstado, eq(motivosCambioEstado.idMotivo, candidaturaHistorial.idMotivo))
      .where(eq(candidaturaHistorial.idCandidatura, idCandidatura))
      .orderBy(asc(candidaturaHistorial.creadoEn), asc(candidaturaHistorial.id));
  }

  async motivo(idMotivo: number) {
    const rows = await this.db.select().from(motivosCambioEstado).where(eq(motivosCambioEstado.idMotivo, idMotivo));
    return rows[0] ?? null;
  }
}

import { EstadoOferta } from '@puente/contract/procesos';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { motivosCambioEstado, provincias, titulaciones } from '../../db/schema/domain';
import { candidaturaHistorial, candidaturas, estudiosAlumno, ofertas } from '../../db/schema/ofertas';
import { alumnos } from '../../db/schema/personas';
import type { Actor } from './procesos.repository';

/**
 * Candidacies as the company sees them. A candidacy is reached only through
 * an offer of the caller's company that is not deleted, so another company's
 * ids answer exactly like missing ones.
 */
export class CandidatosRepository {
  constructor(private readonly db: Db) {}

  deOferta(idOferta: number) {
    return this.db
      .select({
        idCandidatura: candidaturas.id,
        idAlumno: alumnos.id,
        nombre: alumnos.nombre,
        apellido1: alumnos.apellido1,
        apellido2: alumnos.apellido2,
        email: alumnos.email,
        telefono: alumnos.telefono,
        estado: candidaturas.estado,
        creadoEn: candidaturas.creadoEn,
        actualizadoEn: candidaturas.actualizadoEn,
      })
      .from(candidaturas)
      .innerJoin(alumnos, eq(alumnos.id, candidaturas.idAlumno))
      .where(eq(candidaturas.idOferta, idOferta))
      .orderBy(asc(candidaturas.creadoEn), asc(candidaturas.id));
  }

  async deEmpresa(idEmpresa: number, idCandidatura: number) {
    const rows = await this.db
      .select({
        candidatura: candidaturas,
        oferta: { id: ofertas.id, titulo: ofertas.titulo, urlAcceso: ofertas.urlAcceso, idEstado: ofertas.idEstado },
        alumno: {
          nombre: alumnos.nombre,
          apellido1: alumnos.apellido1,
          apellido2: alumnos.apellido2,
          email: alumnos.email,
          telefono: alumnos.telefono,
        },
        provincia: provincias.nombre,
      })
      .from(candidaturas)
      .innerJoin(ofertas, eq(ofertas.id, candidaturas.idOferta))
      .innerJoin(alumnos, eq(alumnos.id, candidaturas.idAlumno))
      .leftJoin(provincias, eq(provincias.id, alumnos.idProvincia))
      .where(
        and(eq(candidaturas.id, idCandidatura), eq(ofertas.idEmpresa, idEmpresa), ne(ofertas.idEstado, EstadoOferta.BORRADA)),
      );
    return rows[0] ?? null;
  }

  estudios(idAlumno: number) {
    return this.db
      .select({
        id: estudiosAlumno.id,
        titulacion: titulaciones.nombre,
        idNivel: titulaciones.idNivel,
        deLaUniversidad: estudiosAlumno.deLaUniversidad,
        finalizado: estudiosAlumno.finalizado,
        fechaInicio: estudiosAlumno.fechaInicio,
        fechaFin: estudiosAlumno.fechaFin,
        notaMedia: estudiosAlumno.notaMedia,
      })
      .from(estudiosAlumno)
      .innerJoin(titulaciones, eq(titulaciones.id, estudiosAlumno.idTitulacion))
      .where(eq(estudiosAlumno.idAlumno, idAlumno))
      .orderBy(desc(estudiosAlumno.fechaInicio), asc(estudiosAlumno.id));
  }

  historial(idCandidatura: number) {
    return this.db
      .select({
        estadoAnterior: candidaturaHistorial.estadoAnterior,
        estadoNuevo: candidaturaHistorial.estadoNuevo,
        motivo: motivosCambioEstado.es,
        comentario: candidaturaHistorial.comentario,
        creadoEn: candidaturaHistorial.creadoEn,
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

  /**
   * Moves the candidacy only if it is still in `desde`: two contacts acting at
   * once cannot both move it from the same state. Returns false when it had
   * moved meanwhile.
   */
  async cambiarEstado(
    idCandidatura: number,
    cambio: { desde: number; hasta: number; idMotivo: number | null; comentario: string | null },
    actor: Actor,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const moved = await tx
        .update(candidaturas)
        .set({ estado: cambio.hasta, actualizadoEn: new Date() })
        .where(and(eq(candidaturas.id, idCandidatura), eq(candidaturas.estado, cambio.desde)))
        .returning({ id: candidaturas.id });
      if (moved.length === 0) return false;
      await tx.insert(candidaturaHistorial).values({
        idCandidatura,
        estadoAnterior: cambio.desde,
        estadoNuevo: cambio.hasta,
        idMotivo: cambio.idMotivo,
        comentario: cambio.comentario,
        actorTipo: actor.tipo,
        actorId: actor.id,
      });
      return true;
    });
  }
}

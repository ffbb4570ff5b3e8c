import { EstadoOferta } from '@puente/contract/procesos';
import { and, asc, eq, exists, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { archivos } from '../../db/schema/archivos';
import { alumnoDocumentosOferta, candidaturas, ofertas } from '../../db/schema/ofertas';
import { empresas } from '../../db/schema/personas';

export type DocumentoFila = typeof alumnoDocumentosOferta.$inferSelect;

/**
 * Documents handed in for offers. A student reaches only rows with their own
 * id; a company only through a candidacy to one of its offers that is not
 * deleted, so another's ids answer like missing ones.
 */
export class DocumentosProcesoRepository {
  constructor(private readonly db: Db) {}

  async oferta(urlAcceso: string) {
    const rows = await this.db
      .select({
        id: ofertas.id,
        idEstado: ofertas.idEstado,
        fechaLimite: ofertas.fechaLimite,
        documentacionNecesaria: ofertas.documentacionNecesaria,
      })
      .from(ofertas)
      .where(eq(ofertas.urlAcceso, urlAcceso));
    return rows[0] ?? null;
  }

  async deOferta(idAlumno: number, idOferta: number) {
    const rows = await this.db
      .select()
      .from(alumnoDocumentosOferta)
      .where(and(eq(alumnoDocumentosOferta.idAlumno, idAlumno), eq(alumnoDocumentosOferta.idOferta, idOferta)));
    return rows[0] ?? null;
  }

  async propio(idAlumno: number, id: number) {
    const rows = await this.db
      .select()
      .from(alumnoDocumentosOferta)
      .where(and(eq(alumnoDocumentosOferta.id, id), eq(alumnoDocumentosOferta.idAlumno, idAlumno)));
    return rows[0] ?? null;
  }

  /** Null when the student already has one for that offer (UNIQUE id_alumno, id_oferta): code 56. */
  async insertar(documento: Omit<DocumentoFila, 'id' | 'creadoEn'>) {
    const rows = await this.db
      .insert(alumnoDocumentosOferta)
      .values(documento)
      .onConflictDoNothing({ target: [alumnoDocumentosOferta.idAlumno, alumnoDocumentosOferta.idOferta] })
      .returning();
    return rows[0] ?? null;
  }

  /**
   * Offers asking for a document that the student applied to or handed one in
   * for, with the document if any; deleted offers are left out.
   */
  solicitados(idAlumno: number) {
    const candidatura = this.db
      .select({ id: candidaturas.id })
      .from(candidaturas)
      .where(and(eq(candidaturas.idOferta, ofertas.id), eq(candidaturas.idAlumno, idAlumno)));
    return this.db
      .select({
        idOferta: ofertas.id,
        urlOferta: ofertas.urlAcceso,
        tituloOferta: ofertas.titulo,
        empresa: sql<string>`coalesce(${empresas.nombreComercial}, ${empresas.nombre})`,
        documentacionNecesaria: sql<string>`${ofertas.documentacionNecesaria}`,
        inscrito: sql<boolean>`exists (${candidatura})`,
        documento: alumnoDocumentosOferta,
        // The size is file metadata, which stays in `archivos` whichever store holds the bytes.
        tamano: archivos.tamano,
      })
      .from(ofertas)
      .innerJoin(empresas, eq(empresas.id, ofertas.idEmpresa))
      .leftJoin(
        alumnoDocumentosOferta,
        and(eq(alumnoDocumentosOferta.idOferta, ofertas.id), eq(alumnoDocumentosOferta.idAlumno, idAlumno)),
      )
      .leftJoin(archivos, eq(archivos.id, alumnoDocumentosOferta.idArchivo))
      .where(
        and(
          isNotNull(ofertas.documentacionNecesaria),
          ne(ofertas.idEstado, EstadoOferta.BORRADA),
          or(isNotNull(alumnoDocumentosOferta.id), exists(candidatura)),
        ),
      )
      .orderBy(asc(ofertas.titulo), asc(ofertas.id));
  }

  /**
   * The candidacy of a company's offer and the document its student handed in
   * for that offer: null when the candidacy is not the company's; `documento`
   * null when there is none.
   */
  async deCandidatura(idEmpresa: number, idCandidatura: number) {
    const rows = await this.db
      .select({ idCandidatura: candidaturas.id, documento: alumnoDocumentosOferta })
      .from(candidaturas)
      .innerJoin(ofertas, eq(ofertas.id, candidaturas.idOferta))
      .leftJoin(
        alumnoDocumentosOferta,
        and(
          eq(alumnoDocumentosOferta.idOferta, candidaturas.idOferta),
          eq(alumnoDocumentosOferta.idAlumno, candidaturas.idAlumno),
        ),
      )
      .where(
        and(eq(candidaturas.id, idCandidatura), eq(ofertas.idEmpresa, idEmpresa), ne(ofertas.idEstado, EstadoOferta.BORRADA)),
      );
    return rows[0] ?? null;
  }
}

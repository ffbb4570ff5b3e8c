import { EstadoOferta } from '@puente/contract/procesos';
import { and, asc, eq, exists, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { archivos } from '../../db/schema/archivos';
import { documentosAlumno } from '../../db/schema/cv';
import { alumnoDocumentosOferta, candidaturas, ofertas } from '../../db/schema/ofertas';
import { alumnos } from '../../db/schema/personas';

export type DocumentoCvFila = typeof documentosAlumno.$inferSelect;

/**
 * The CV's files: documents (`documentos_alumno`) and the photo
 * (`alumnos.id_archivo_foto`); the bytes are lib/storage's. A student reaches
 * only rows with their own id; a company only through a candidacy to one of
 * its own offers that is not deleted (the condition of procesos' dameCandidato).
 */
export class CvArchivosRepository {
  constructor(private readonly db: Db) {}

  /** Locks the student's row for the rest of the unit of work, so two uploads of the same file cannot both pass the 56 check. */
  async bloquearAlumno(idAlumno: number) {
    await this.db.select({ id: alumnos.id }).from(alumnos).where(eq(alumnos.id, idAlumno)).for('update');
  }

  async documentoPropio(idAlumno: number, id: number) {
    const rows = await this.db
      .select({ documento: documentosAlumno, tamano: archivos.tamano })
      .from(documentosAlumno)
      .innerJoin(archivos, eq(archivos.id, documentosAlumno.idArchivo))
      .where(and(eq(documentosAlumno.id, id), eq(documentosAlumno.idAlumno, idAlumno)));
    return rows[0] ?? null;
  }

  /** Another CV document of the student with these bytes (its SHA-256), besides the file just stored. */
  async documentoConMismoContenido(idAlumno: number, sha256: string, idArchivoNuevo: string) {
    const rows = await this.db
      .select({ id: documentosAlumno.id })
      .from(documentosAlumno)
      .innerJoin(archivos, eq(archivos.id, documentosAlumno.idArchivo))
      .where(and(eq(documentosAlumno.idAlumno, idAlumno), eq(archivos.sha256, sha256), ne(archivos.id, idArchivoNuevo)));
    return rows[0] ?? null;
  }

  async insertarDocumento(documento: Omit<DocumentoCvFila, 'id' | 'creadoEn'>) {
    const rows = await this.db.insert(documentosAlumno).values(documento).returning();
    return rows[0] as DocumentoCvFila;
  }

  /** `cv_propio_subido` (rule 55) is true while the student keeps a document marked as their CV. */
  async recalcularCvPropio(idAlumno: number) {
    const propio = this.db
      .select({ id: documentosAlumno.id })
      .from(documentosAlumno)
      .where(and(eq(documentosAlumno.idAlumno, idAlumno), eq(documentosAlumno.esCv, true)));
    await this.db
      .update(alumnos)
      .set({ cvPropioSubido: exists(propio) })
      .where(eq(alumnos.id, idAlumno));
  }

  async foto(idAlumno: number): Promise<string | null> {
    const rows = await this.db.select({ id: alumnos.idArchivoFoto }).from(alumnos).where(eq(alumnos.id, idAlumno));
    return rows[0]?.id ?? null;
  }

  async ponerFoto(idAlumno: number, idArchivo: string | null) {
    await this.db.update(alumnos).set({ idArchivoFoto: idArchivo }).where(eq(alumnos.id, idAlumno));
  }

  /** The candidacy to one of the company's own offers (not deleted), or null: another company's id reads as missing. */
  async candidatura(idEmpresa: number, idCandidatura: number) {
    const rows = await this.db
      .select({ id: candidaturas.id, idAlumno: candidaturas.idAlumno, idOferta: candidaturas.idOferta })
      .from(candidaturas)
      .innerJoin(ofertas, eq(ofertas.id, candidaturas.idOferta))
      .where(
        and(eq(candidaturas.id, idCandidatura), eq(ofertas.idEmpresa, idEmpresa), ne(ofertas.idEstado, EstadoOferta.BORRADA)),
      );
    return rows[0] ?? null;
  }

  /** The documents the student handed in for that one offer (rule 11), as the company's CV view lists them. */
  documentosDeOferta(idAlumno: number, idOferta: number) {
    return this.db
      .select({
        id: alumnoDocumentosOferta.id,
        nombre: alumnoDocumentosOferta.nombre,
        extension: alumnoDocumentosOferta.extension,
        creadoEn: alumnoDocumentosOferta.creadoEn,
        tituloOferta: ofertas.titulo,
        urlOferta: ofertas.urlAcceso,
      })
      .from(alumnoDocumentosOferta)
      .innerJoin(ofertas, eq(ofertas.id, alumnoDocumentosOferta.idOferta))
      .where(and(eq(alumnoDocumentosOferta.idAlumno, idAlumno), eq(alumnoDocumentosOferta.idOferta, idOferta)))
      .orderBy(asc(alumnoDocumentosOferta.id));
  }
}

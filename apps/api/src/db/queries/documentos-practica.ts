import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { archivos } from '../schema/archivos';
import { documentosPractica, documentosRequeridosPractica, practicas } from '../schema/practicas';

const columnasRequerido = {
  id: documentosRequeridosPractica.id,
  idPrograma: documentosRequeridosPractica.idPrograma,
  tipoPractica: documentosRequeridosPractica.tipoPractica,
  nombre: documentosRequeridosPractica.nombre,
  descripcion: documentosRequeridosPractica.descripcion,
  aportadoPor: documentosRequeridosPractica.aportadoPor,
  idArchivoPlantilla: documentosRequeridosPractica.idArchivoPlantilla,
  activo: documentosRequeridosPractica.activo,
};
export type FilaRequeridoPractica = Awaited<ReturnType<DocumentosPracticaRepository['documentosRequeridos']>>[number];

const columnasEntregado = {
  id: documentosPractica.id,
  idPractica: documentosPractica.idPractica,
  idDocumentoRequerido: documentosPractica.idDocumentoRequerido,
  idArchivo: documentosPractica.idArchivo,
  nombre: documentosPractica.nombre,
  aportadoPorTipo: documentosPractica.aportadoPorTipo,
  creadoEn: documentosPractica.creadoEn,
};
export type FilaEntregadoPractica = Awaited<ReturnType<DocumentosPracticaRepository['entregados']>>[number];

/** Whose internships a read is limited to: the student's or the company's. */
export type DuenoPractica = { idAlumno: number } | { idEmpresa: number };

/**
 * The documents of an internship, as both sides read and give them: the
 * university's list of required documents and what has been handed in. The
 * student's and the company's repositories extend it; each keeps its own
 * ownership-scoped reads, which pass their owner to `entregadoDe`.
 */
export class DocumentosPracticaRepository {
  constructor(protected readonly db: Db) {}

  /**
   * Active required documents of every internship and of these programmes, in
   * the university's order; with `aportadoPor`, only those that side gives.
   */
  documentosRequeridos(idProgramas: readonly number[], aportadoPor?: 'alumno' | 'empresa') {
    return this.db
      .select(columnasRequerido)
      .from(documentosRequeridosPractica)
      .where(
        and(
          eq(documentosRequeridosPractica.activo, true),
          aportadoPor === undefined ? undefined : eq(documentosRequeridosPractica.aportadoPor, aportadoPor),
          idProgramas.length > 0
            ? or(
                isNull(documentosRequeridosPractica.idPrograma),
                inArray(documentosRequeridosPractica.idPrograma, [...idProgramas]),
              )
            : isNull(documentosRequeridosPractica.idPrograma),
        ),
      )
      .orderBy(
        sql`${documentosRequeridosPractica.idPrograma} NULLS FIRST`,
        asc(documentosRequeridosPractica.orden),
        asc(documentosRequeridosPractica.id),
      );
  }

  /** Any required document, active or not, or null. */
  async documentoRequerido(id: number) {
    const rows = await this.db
      .select(columnasRequerido)
      .from(documentosRequeridosPractica)
      .where(eq(documentosRequeridosPractica.id, id));
    return rows[0] ?? null;
  }

  /** What has been handed in for these internships. */
  entregados(idPracticas: readonly number[]) {
    if (idPracticas.length === 0) return Promise.resolve([]);
    return this.db
      .select(columnasEntregado)
      .from(documentosPractica)
      .where(inArray(documentosPractica.idPractica, [...idPracticas]))
      .orderBy(asc(documentosPractica.id));
  }

  /** A document handed in for one of the owner's internships, or null (another owner's id reads as missing). */
  protected async entregadoDe(dueno: DuenoPractica, id: number) {
    const deDueno = 'idAlumno' in dueno ? eq(practicas.idAlumno, dueno.idAlumno) : eq(practicas.idEmpresa, dueno.idEmpresa);
    const rows = await this.db
      .select(columnasEntregado)
      .from(documentosPractica)
      .innerJoin(practicas, eq(practicas.id, documentosPractica.idPractica))
      .where(and(eq(documentosPractica.id, id), deDueno));
    return rows[0] ?? null;
  }

  /** Another document of the internship with these bytes, besides the file just stored. */
  async entregadoConMismoContenido(idPractica: number, sha256: string, idArchivoNuevo: string) {
    const rows = await this.db
      .select({ id: documentosPractica.id })
      .from(documentosPractica)
      .innerJoin(archivos, eq(archivos.id, documentosPractica.idArchivo))
      .where(and(eq(documentosPractica.idPractica, idPractica), eq(archivos.sha256, sha256), ne(archivos.id, idArchivoNuevo)));
    return rows[0] ?? null;
  }

  async insertarEntregado(fila: Omit<typeof documentosPractica.$inferInsert, 'id' | 'creadoEn'>): Promise<number> {
    const rows = await this.db.insert(documentosPractica).values(fila).returning({ id: documentosPractica.id });
    return (rows[0] as { id: number }).id;
  }
}

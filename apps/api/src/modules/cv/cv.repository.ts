import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { archivos } from '../../db/schema/archivos';
import {
  alumnoAreasFuncionales,
  alumnoProgramas,
  alumnoTagsInteres,
  documentosAlumno,
  expedientesUniversidad,
  experienciasAlumno,
  idiomasAlumno,
} from '../../db/schema/cv';
import { titulaciones } from '../../db/schema/domain';
import { alumnoDocumentosOferta, estudiosAlumno, ofertas } from '../../db/schema/ofertas';
import { alumnos } from '../../db/schema/personas';

export type AlumnoFila = typeof alumnos.$inferSelect;
export type EstudioFila = typeof estudiosAlumno.$inferSelect;
export type ExperienciaFila = typeof experienciasAlumno.$inferSelect;
type NuevoEstudio = Omit<typeof estudiosAlumno.$inferInsert, 'id'>;
type NuevaExperiencia = Omit<typeof experienciasAlumno.$inferInsert, 'id'>;

/**
 * The student's CV rows. Every query that reaches one entry by its id also
 * takes the student's id, so another student's ids find nothing.
 */
export class CvRepository {
  constructor(private readonly db: Db) {}

  async alumno(id: number) {
    const rows = await this.db.select().from(alumnos).where(eq(alumnos.id, id));
    return rows[0] ?? null;
  }

  async actualizarAlumno(id: number, cambios: Partial<Omit<AlumnoFila, 'id'>>) {
    await this.db.update(alumnos).set(cambios).where(eq(alumnos.id, id));
  }

  /** Another student already uses this e-mail, whatever its case. */
  async emailDeOtro(email: string, idAlumno: number) {
    const rows = await this.db
      .select({ id: alumnos.id })
      .from(alumnos)
      .where(and(sql`lower(${alumnos.email}) = lower(${email})`, ne(alumnos.id, idAlumno)))
      .limit(1);
    return rows.length > 0;
  }

  /** Studies, catalogue ones with their degree (studies outside it have a `titulo` instead). */
  estudios(idAlumno: number) {
    return this.db
      .select({ estudio: estudiosAlumno, nombre: titulaciones.nombre, idNivel: titulaciones.idNivel })
      .from(estudiosAlumno)
      .leftJoin(titulaciones, eq(titulaciones.id, estudiosAlumno.idTitulacion))
      .where(eq(estudiosAlumno.idAlumno, idAlumno))
      .orderBy(desc(estudiosAlumno.deLaUniversidad), asc(estudiosAlumno.fechaInicio), asc(estudiosAlumno.id));
  }

  async estudio(idAlumno: number, id: number) {
    const rows = await this.db
      .select()
      .from(estudiosAlumno)
      .where(and(eq(estudiosAlumno.id, id), eq(estudiosAlumno.idAlumno, idAlumno)));
    return rows[0] ?? null;
  }

  async numEstudios(idAlumno: number) {
    const rows = await this.db.select({ n: count() }).from(estudiosAlumno).where(eq(estudiosAlumno.idAlumno, idAlumno));
    return rows[0]?.n ?? 0;
  }

  async insertarEstudio(estudio: NuevoEstudio) {
    const rows = await this.db.insert(estudiosAlumno).values(estudio).returning({ id: estudiosAlumno.id });
    return (rows[0] as { id: number }).id;
  }

  async actualizarEstudio(idAlumno: number, id: number, cambios: Partial<NuevoEstudio>) {
    await this.db
      .update(estudiosAlumno)
      .set(cambios)
      .where(and(eq(estudiosAlumno.id, id), eq(estudiosAlumno.idAlumno, idAlumno)));
  }

  async borrarEstudio(idAlumno: number, id: number) {
    await this.db.delete(estudiosAlumno).where(and(eq(estudiosAlumno.id, id), eq(estudiosAlumno.idAlumno, idAlumno)));
  }

  /** The university's records of the student's own degrees. */
  expedientes(idAlumno: number) {
    return this.db
      .select({ expediente: expedientesUniversidad, nombre: titulaciones.nombre, idNivel: titulaciones.idNivel })
      .from(expedientesUniversidad)
      .innerJoin(titulaciones, eq(titulaciones.id, expedientesUniversidad.idTitulacion))
      .where(eq(expedientesUniversidad.idAlumno, idAlumno))
      .orderBy(asc(titulaciones.nombre));
  }

  /** Null when the degree is already in the student's records (UNIQUE id_alumno, id_titulacion). */
  async insertarExpediente(expediente: Omit<typeof expedientesUniversidad.$inferInsert, 'id'>) {
    const rows = await this.db
      .insert(expedientesUniversidad)
      .values(expediente)
      .onConflictDoNothing({ target: [expedientesUniversidad.idAlumno, expedientesUniversidad.idTitulacion] })
      .returning({ id: expedientesUniversidad.id });
    return rows[0]?.id ?? null;
  }

  async existeTitulacion(id: number) {
    const rows = await this.db.select({ id: titulaciones.id }).from(titulaciones).where(eq(titulaciones.id, id));
    return rows.length > 0;
  }

  idiomas(idAlumno: number) {
    return this.db.select().from(idiomasAlumno).where(eq(idiomasAlumno.idAlumno, idAlumno)).orderBy(asc(idiomasAlumno.id));
  }

  /** Null when the student already has that language (UNIQUE id_alumno, id_idioma): code 8. */
  async insertarIdioma(idAlumno: number, idIdioma: number, idNivel: number) {
    const rows = await this.db
      .insert(idiomasAlumno)
      .values({ idAlumno, idIdioma, idNivel })
      .onConflictDoNothing({ target: [idiomasAlumno.idAlumno, idiomasAlumno.idIdioma] })
      .returning({ id: idiomasAlumno.id });
    return rows[0]?.id ?? null;
  }

  /** The number of rows changed: 0 when the id is not the student's. */
  async actualizarIdioma(idAlumno: number, id: number, idIdioma: number, idNivel: number) {
    const rows = await this.db
      .update(idiomasAlumno)
      .set({ idIdioma, idNivel })
      .where(and(eq(idiomasAlumno.id, id), eq(idiomasAlumno.idAlumno, idAlumno)))
      .returning({ id: idiomasAlumno.id });
    return rows.length;
  }

  async borrarIdioma(idAlumno: number, id: number) {
    const rows = await this.db
      .delete(idiomasAlumno)
      .where(and(eq(idiomasAlumno.id, id), eq(idiomasAlumno.idAlumno, idAlumno)))
      .returning({ id: idiomasAlumno.id });
    return rows.length;
  }

  experiencias(idAlumno: number) {
    return this.db
      .select({ experiencia: experienciasAlumno, nombreAdjunto: archivos.nombre })
      .from(experienciasAlumno)
      .leftJoin(archivos, eq(archivos.id, experienciasAlumno.idArchivoAdjunto))
      .where(eq(experienciasAlumno.idAlumno, idAlumno))
      .orderBy(desc(experienciasAlumno.fechaInicio), desc(experienciasAlumno.id));
  }

  async experiencia(idAlumno: number, id: number) {
    const rows = await this.db
      .select()
      .from(experienciasAlumno)
      .where(and(eq(experienciasAlumno.id, id), eq(experienciasAlumno.idAlumno, idAlumno)));
    return rows[0] ?? null;
  }

  async insertarExperiencia(experiencia: NuevaExperiencia) {
    const rows = await this.db.insert(experienciasAlumno).values(experiencia).returning({ id: experienciasAlumno.id });
    return (rows[0] as { id: number }).id;
  }

  async actualizarExperiencia(idAlumno: number, id: number, cambios: Partial<NuevaExperiencia>) {
    await this.db
      .update(experienciasAlumno)
      .set(cambios)
      .where(and(eq(experienciasAlumno.id, id), eq(experienciasAlumno.idAlumno, idAlumno)));
  }

  async borrarExperiencia(idAlumno: number, id: number) {
    await this.db.delete(experienciasAlumno).where(and(eq(experienciasAlumno.id, id), eq(experienciasAlumno.idAlumno, idAlumno)));
  }

  async tags(idAlumno: number) {
    const rows = await this.db
      .select({ id: alumnoTagsInteres.idTag })
      .from(alumnoTagsInteres)
      .where(eq(alumnoTagsInteres.idAlumno, idAlumno));
    return rows.map((r) => r.id);
  }

  async reemplazarTags(idAlumno: number, ids: readonly number[]) {
    await this.db.delete(alumnoTagsInteres).where(eq(alumnoTagsInteres.idAlumno, idAlumno));
    if (ids.length > 0) await this.db.insert(alumnoTagsInteres).values(ids.map((idTag) => ({ idAlumno, idTag })));
  }

  programas(idAlumno: number) {
    return this.db
      .select({ idPrograma: alumnoProgramas.idPrograma, nivel: alumnoProgramas.nivel })
      .from(alumnoProgramas)
      .where(eq(alumnoProgramas.idAlumno, idAlumno));
  }

  async reemplazarProgramas(idAlumno: number, programas: readonly { idPrograma: number; nivel: number }[]) {
    await this.db.delete(alumnoProgramas).where(eq(alumnoProgramas.idAlumno, idAlumno));
    if (programas.length > 0) await this.db.insert(alumnoProgramas).values(programas.map((p) => ({ idAlumno, ...p })));
  }

  async areas(idAlumno: number) {
    const rows = await this.db
      .select({ id: alumnoAreasFuncionales.idArea })
      .from(alumnoAreasFuncionales)
      .where(eq(alumnoAreasFuncionales.idAlumno, idAlumno));
    return rows.map((r) => r.id);
  }

  async reemplazarAreas(idAlumno: number, ids: readonly number[]) {
    await this.db.delete(alumnoAreasFuncionales).where(eq(alumnoAreasFuncionales.idAlumno, idAlumno));
    if (ids.length > 0) await this.db.insert(alumnoAreasFuncionales).values(ids.map((idArea) => ({ idAlumno, idArea })));
  }

  /** The CV's documents (kept by modules/cv-archivos), with their size from the file metadata. */
  documentos(idAlumno: number) {
    return this.db
      .select({ documento: documentosAlumno, tamano: archivos.tamano })
      .from(documentosAlumno)
      .leftJoin(archivos, eq(archivos.id, documentosAlumno.idArchivo))
      .where(eq(documentosAlumno.idAlumno, idAlumno))
      .orderBy(desc(documentosAlumno.creadoEn), desc(documentosAlumno.id));
  }

  /** Documents handed in for offers (rule 11), with the offer. */
  documentosProcesos(idAlumno: number) {
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
      .where(eq(alumnoDocumentosOferta.idAlumno, idAlumno))
      .orderBy(desc(alumnoDocumentosOferta.creadoEn), desc(alumnoDocumentosOferta.id));
  }
}

import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { archivos } from '../../db/schema/archivos';
import { ofertas, programas } from '../../db/schema/ofertas';
import { alumnos, empresas } from '../../db/schema/personas';
import { documentosPractica, documentosRequeridosPractica, practicas } from '../../db/schema/practicas';
import { datosPracticaAlumno } from '../../db/schema/practicas-alumno';

const columnasPractica = {
  id: practicas.id,
  idAlumno: practicas.idAlumno,
  empresa: sql<string>`coalesce(${empresas.nombreComercial}, ${empresas.nombre})`,
  idPrograma: practicas.idPrograma,
  programa: programas.titulo,
  financiacion: programas.financiacion,
  ofertaTitulo: ofertas.titulo,
  ofertaUrl: ofertas.urlAcceso,
  tipo: practicas.tipo,
  estado: practicas.estado,
  fechaInicio: practicas.fechaInicio,
  fechaFin: practicas.fechaFin,
  tareas: practicas.tareas,
  horasDia: practicas.horasDia,
  diasSemana: practicas.diasSemana,
  dedicacion: practicas.dedicacion,
  horasTotales: practicas.horasTotales,
  tutorEmpresaNombre: practicas.tutorEmpresaNombre,
  tutorEmpresaEmail: practicas.tutorEmpresaEmail,
  tutorEmpresaTelefono: practicas.tutorEmpresaTelefono,
  tutorAcademicoNombre: practicas.tutorAcademicoNombre,
  tutorAcademicoEmail: practicas.tutorAcademicoEmail,
};
export type FilaPracticaAlumno = Awaited<ReturnType<PracticasAlumnoRepository['practicasDeAlumno']>>[number];

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
export type FilaRequeridoAlumno = Awaited<ReturnType<PracticasAlumnoRepository['documentosRequeridos']>>[number];

const columnasEntregado = {
  id: documentosPractica.id,
  idPractica: documentosPractica.idPractica,
  idDocumentoRequerido: documentosPractica.idDocumentoRequerido,
  idArchivo: documentosPractica.idArchivo,
  nombre: documentosPractica.nombre,
  aportadoPorTipo: documentosPractica.aportadoPorTipo,
  creadoEn: documentosPractica.creadoEn,
};
export type FilaEntregadoAlumno = Awaited<ReturnType<PracticasAlumnoRepository['entregados']>>[number];

export type DatosPracticaFila = { iban: string | null; swift: string | null; nss: string | null; actualizadoEn: Date };

/**
 * A student's internships, the documents they give and their bank data.
 * Every student read carries the student's id in its WHERE (directly or
 * through the internship), so another student's ids find nothing.
 */
export class PracticasAlumnoRepository {
  constructor(private readonly db: Db) {}

  private consultaPracticas() {
    return this.db
      .select(columnasPractica)
      .from(practicas)
      .innerJoin(empresas, eq(empresas.id, practicas.idEmpresa))
      .leftJoin(programas, eq(programas.id, practicas.idPrograma))
      .leftJoin(ofertas, eq(ofertas.id, practicas.idOferta));
  }

  /** The student's internships, the latest to start first. */
  practicasDeAlumno(idAlumno: number) {
    return this.consultaPracticas()
      .where(eq(practicas.idAlumno, idAlumno))
      .orderBy(desc(practicas.fechaInicio), desc(practicas.id));
  }

  /** One of the student's internships, or null; `bloquear` holds it for the unit of work (one upload of a document at a time). */
  async practicaDeAlumno(idAlumno: number, id: number, bloquear = false) {
    const consulta = this.consultaPracticas().where(and(eq(practicas.id, id), eq(practicas.idAlumno, idAlumno)));
    const rows = bloquear ? await consulta.for('update', { of: practicas }) : await consulta;
    return rows[0] ?? null;
  }

  /** Active documents the student gives, of every internship and of these programmes, in the university's order. */
  documentosRequeridos(idProgramas: readonly number[]) {
    return this.db
      .select(columnasRequerido)
      .from(documentosRequeridosPractica)
      .where(
        and(
          eq(documentosRequeridosPractica.activo, true),
          eq(documentosRequeridosPractica.aportadoPor, 'alumno'),
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

  async documentoRequerido(id: number) {
    const rows = await this.db
      .select(columnasRequerido)
      .from(documentosRequeridosPractica)
      .where(eq(documentosRequeridosPractica.id, id));
    return rows[0] ?? null;
  }

  entregados(idPracticas: readonly number[]) {
    if (idPracticas.length === 0) return Promise.resolve([]);
    return this.db
      .select(columnasEntregado)
      .from(documentosPractica)
      .where(inArray(documentosPractica.idPractica, [...idPracticas]))
      .orderBy(asc(documentosPractica.id));
  }

  /** A document given in one of the student's internships, or null. */
  async entregadoDeAlumno(idAlumno: number, id: number) {
    const rows = await this.db
      .select(columnasEntregado)
      .from(documentosPractica)
      .innerJoin(practicas, eq(practicas.id, documentosPractica.idPractica))
      .where(and(eq(documentosPractica.id, id), eq(practicas.idAlumno, idAlumno)));
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

  // ─── Bank and social-security data ───────────────────────────────────────

  async datos(idAlumno: number): Promise<DatosPracticaFila | null> {
    const rows = await this.db
      .select({
        iban: datosPracticaAlumno.iban,
        swift: datosPracticaAlumno.swift,
        nss: datosPracticaAlumno.nss,
        actualizadoEn: datosPracticaAlumno.actualizadoEn,
      })
      .from(datosPracticaAlumno)
      .where(eq(datosPracticaAlumno.idAlumno, idAlumno));
    return rows[0] ?? null;
  }

  async guardarDatos(idAlumno: number, datos: { iban: string; swift: string | null; nss: string }) {
    const ahora = new Date();
    await this.db
      .insert(datosPracticaAlumno)
      .values({ idAlumno, ...datos, actualizadoEn: ahora })
      .onConflictDoUpdate({ target: datosPracticaAlumno.idAlumno, set: { ...datos, actualizadoEn: ahora } });
  }

  // ─── Staff's registration ────────────────────────────────────────────────

  async existeAlumno(id: number) {
    return (await this.db.select({ id: alumnos.id }).from(alumnos).where(eq(alumnos.id, id))).length > 0;
  }

  async existeEmpresa(id: number) {
    return (await this.db.select({ id: empresas.id }).from(empresas).where(eq(empresas.id, id))).length > 0;
  }

  async ofertaDeEmpresa(idOferta: number, idEmpresa: number) {
    const rows = await this.db
      .select({ id: ofertas.id })
      .from(ofertas)
      .where(and(eq(ofertas.id, idOferta), eq(ofertas.idEmpresa, idEmpresa)));
    return rows.length > 0;
  }

  async existePrograma(id: number) {
    return (await this.db.select({ id: programas.id }).from(programas).where(eq(programas.id, id))).length > 0;
  }

  async insertarPractica(fila: Omit<typeof practicas.$inferInsert, 'id' | 'creadoEn' | 'actualizadoEn'>): Promise<number> {
    const rows = await this.db.insert(practicas).values(fila).returning({ id: practicas.id });
    return (rows[0] as { id: number }).id;
  }
}

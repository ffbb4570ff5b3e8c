import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  DocumentosPracticaRepository,
  type FilaEntregadoPractica,
  type FilaRequeridoPractica,
} from '../../db/queries/documentos-practica';
import { columnasCondicionesPractica, columnasEstadoPractica } from '../../db/queries/practica';
import { ofertas, programas } from '../../db/schema/ofertas';
import { alumnos, empresas } from '../../db/schema/personas';
import { practicas } from '../../db/schema/practicas';
import { datosPracticaAlumno } from '../../db/schema/practicas-alumno';
import type { Cifrado } from '../../lib/cifrado/cifrado';

const columnasPractica = {
  id: practicas.id,
  idAlumno: practicas.idAlumno,
  empresa: sql<string>`coalesce(${empresas.nombreComercial}, ${empresas.nombre})`,
  idPrograma: practicas.idPrograma,
  programa: programas.titulo,
  financiacion: programas.financiacion,
  ofertaTitulo: ofertas.titulo,
  ofertaUrl: ofertas.urlAcceso,
  ...columnasEstadoPractica,
  ...columnasCondicionesPractica,
};
export type FilaPracticaAlumno = Awaited<ReturnType<PracticasAlumnoRepository['practicasDeAlumno']>>[number];

export type FilaRequeridoAlumno = FilaRequeridoPractica;
export type FilaEntregadoAlumno = FilaEntregadoPractica;

export type DatosPracticaFila = { iban: string | null; swift: string | null; nss: string | null; actualizadoEn: Date };

/**
 * A student's internships, the documents they give and their bank data.
 * Every student read carries the student's id in its WHERE (directly or
 * through the internship), so another student's ids find nothing. The
 * internship's documents are the shared DocumentosPracticaRepository's (the
 * service lists the required ones with `aportadoPor` 'alumno').
 */
export class PracticasAlumnoRepository extends DocumentosPracticaRepository {
  constructor(
    db: Db,
    private readonly cifrado: Cifrado,
  ) {
    super(db);
  }

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

  /**
   * Every student's internships still proposed, accepted or under way that a required document applies to (its
   * programme or all, its kind or both); the caller reads the effective state.
   */
  practicasConRequerido(r: { idPrograma: number | null; tipoPractica: string | null }) {
    return this.consultaPracticas()
      .where(
        and(
          inArray(practicas.estado, ['propuesta', 'aceptada', 'en_curso']),
          r.idPrograma === null ? undefined : eq(practicas.idPrograma, r.idPrograma),
          r.tipoPractica === null ? undefined : eq(practicas.tipo, r.tipoPractica),
        ),
      )
      .orderBy(practicas.id);
  }

  /** A document given in one of the student's internships, or null. */
  entregadoDeAlumno(idAlumno: number, id: number) {
    return this.entregadoDe({ idAlumno }, id);
  }

  // ─── Bank and social-security data ───────────────────────────────────────

  /** The IBAN and NSS are stored encrypted (decision 051): read and written in clear here only. */
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
    const fila = rows[0];
    if (!fila) return null;
    return {
      ...fila,
      iban: await this.cifrado.descifrar('datos_practica_alumno.iban', idAlumno, fila.iban),
      nss: await this.cifrado.descifrar('datos_practica_alumno.nss', idAlumno, fila.nss),
    };
  }

  async guardarDatos(idAlumno: number, claros: { iban: string; swift: string | null; nss: string }) {
    const ahora = new Date();
    const datos = {
      ...claros,
      iban: this.cifrado.cifrar('datos_practica_alumno.iban', idAlumno, claros.iban),
      nss: this.cifrado.cifrar('datos_practica_alumno.nss', idAlumno, claros.nss),
    };
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

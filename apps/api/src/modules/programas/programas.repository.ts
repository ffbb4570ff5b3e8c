import { EstadoOferta } from '@puente/contract/procesos';
import type { FiltroProgramasGestion } from '@puente/contract/programas';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contarHasta, patronLike } from '../../db/queries/pagina';
import { provincias, titulaciones } from '../../db/schema/domain';
import { candidaturas, estudiosAlumno, ofertas, programas } from '../../db/schema/ofertas';
import { alumnos, empresas } from '../../db/schema/personas';
import { practicas } from '../../db/schema/practicas';
import { programaEmpresas } from '../../db/schema/procesos';
import { programaAlumnos } from '../../db/schema/programas';

export type FilaPrograma = typeof programas.$inferSelect;
export type NuevoPrograma = Omit<typeof programas.$inferInsert, 'id' | 'creadoEn' | 'actualizadoEn' | 'activo'>;

const nombreEmpresa = sql<string>`coalesce(${empresas.nombreComercial}, ${empresas.nombre})`;

/**
 * Programmes, the adhesions of students and companies, and what the
 * conditions read of a student. A student's or company's reads carry their
 * id in the WHERE; only staff list a programme's adhesions.
 */
export class ProgramasRepository {
  constructor(private readonly db: Db) {}

  activos() {
    return this.db
      .select()
      .from(programas)
      .where(eq(programas.activo, true))
      .orderBy(asc(programas.fechaInicio), asc(programas.id));
  }

  private condicionesGestion(f: FiltroProgramasGestion): SQL[] {
    const c: SQL[] = [];
    if (f.texto) c.push(sql`f_unaccent(lower(${programas.titulo})) like f_unaccent(${patronLike(f.texto)})`);
    if (f.activo !== undefined) c.push(eq(programas.activo, f.activo));
    if (f.conPendientes !== undefined) {
      const hay = sql`(exists (select 1 from ${programaAlumnos} where ${programaAlumnos.idPrograma} = ${programas.id}
          and ${programaAlumnos.estado} = 'solicitada')
        or exists (select 1 from ${programaEmpresas} where ${programaEmpresas.idPrograma} = ${programas.id}
          and ${programaEmpresas.estado} = 'solicitada'))`;
      c.push(f.conPendientes ? hay : sql`not ${hay}`);
    }
    return c;
  }

  /** A page of every programme, the newest first, after the id `desde`. */
  paginaGestion(f: FiltroProgramasGestion, desde: number | null, limite: number) {
    return this.db
      .select()
      .from(programas)
      .where(and(...this.condicionesGestion(f), ...(desde === null ? [] : [lt(programas.id, desde)])))
      .orderBy(desc(programas.id))
      .limit(limite);
  }

  totalGestion(f: FiltroProgramasGestion) {
    const filas = this.db
      .select({ id: programas.id })
      .from(programas)
      .where(and(...this.condicionesGestion(f)));
    return contarHasta(this.db, filas.getSQL());
  }

  /** Adhesions awaiting a decision per programme (students and companies). */
  async pendientes(ids: readonly number[]): Promise<Map<number, number>> {
    const salida = new Map<number, number>();
    if (ids.length === 0) return salida;
    for (const tabla of [programaAlumnos, programaEmpresas] as const) {
      const filas = await this.db
        .select({ id: tabla.idPrograma, n: count() })
        .from(tabla)
        .where(and(inArray(tabla.idPrograma, [...ids]), eq(tabla.estado, 'solicitada')))
        .groupBy(tabla.idPrograma);
      for (const f of filas) salida.set(f.id, (salida.get(f.id) ?? 0) + Number(f.n));
    }
    return salida;
  }

  /** The programme's offers with their candidacies, the newest first. */
  ofertasDe(idPrograma: number) {
    return this.db
      .select({
        idOferta: ofertas.id,
        titulo: ofertas.titulo,
        empresa: nombreEmpresa,
        idEstado: ofertas.idEstado,
        plazas: ofertas.plazas,
        candidaturas: sql<number>`(select count(*)::int from ${candidaturas} where ${candidaturas.idOferta} = ${ofertas.id})`,
      })
      .from(ofertas)
      .innerJoin(empresas, eq(empresas.id, ofertas.idEmpresa))
      .where(and(eq(ofertas.idPrograma, idPrograma), sql`${ofertas.idEstado} <> ${EstadoOferta.BORRADA}`))
      .orderBy(desc(ofertas.id));
  }

  /** The internships of the programme, the latest to start first. */
  practicasDe(idPrograma: number) {
    return this.db
      .select({
        id: practicas.id,
        alumno: sql<string>`concat_ws(' ', ${alumnos.nombre}, ${alumnos.apellido1}, ${alumnos.apellido2})`,
        empresa: nombreEmpresa,
        estado: practicas.estado,
        fechaInicio: practicas.fechaInicio,
        fechaFin: practicas.fechaFin,
      })
      .from(practicas)
      .innerJoin(alumnos, eq(alumnos.id, practicas.idAlumno))
      .innerJoin(empresas, eq(empresas.id, practicas.idEmpresa))
      .where(eq(practicas.idPrograma, idPrograma))
      .orderBy(desc(practicas.fechaInicio), desc(practicas.id));
  }

  async programa(id: number, soloActivo: boolean) {
    const rows = await this.db
      .select()
      .from(programas)
      .where(and(eq(programas.id, id), soloActivo ? eq(programas.activo, true) : undefined));
    return rows[0] ?? null;
  }

  async porUrl(urlAcceso: string) {
    const rows = await this.db.select({ id: programas.id }).from(programas).where(eq(programas.urlAcceso, urlAcceso));
    return rows[0]?.id ?? null;
  }

  async crear(p: NuevoPrograma) {
    const rows = await this.db.insert(programas).values(p).returning();
    return rows[0] as FilaPrograma;
  }

  async editar(id: number, p: Partial<NuevoPrograma> & { activo?: boolean }) {
    const rows = await this.db
      .update(programas)
      .set({ ...p, actualizadoEn: new Date() })
      .where(eq(programas.id, id))
      .returning();
    return rows[0] ?? null;
  }

  // ─── What the conditions read of a student ───────────────────────────────

  estudios(idAlumno: number) {
    return this.db
      .select({
        idNivel: titulaciones.idNivel,
        finalizado: estudiosAlumno.finalizado,
        deLaUniversidad: estudiosAlumno.deLaUniversidad,
        fechaFin: estudiosAlumno.fechaFin,
      })
      .from(estudiosAlumno)
      .innerJoin(titulaciones, eq(titulaciones.id, estudiosAlumno.idTitulacion))
      .where(eq(estudiosAlumno.idAlumno, idAlumno));
  }

  /** The student's adhesions, by programme. */
  async adhesionesAlumno(idAlumno: number) {
    const rows = await this.db
      .select({ idPrograma: programaAlumnos.idPrograma, estado: programaAlumnos.estado })
      .from(programaAlumnos)
      .where(eq(programaAlumnos.idAlumno, idAlumno));
    return new Map(rows.map((r) => [r.idPrograma, r.estado]));
  }

  /** Programmes with an offer the student has a candidacy in one of these states. */
  async programasConCandidaturas(idAlumno: number, estados: readonly number[]) {
    const rows = await this.db
      .selectDistinct({ idPrograma: ofertas.idPrograma })
      .from(candidaturas)
      .innerJoin(ofertas, eq(ofertas.id, candidaturas.idOferta))
      .where(and(eq(candidaturas.idAlumno, idAlumno), inArray(candidaturas.estado, [...estados])));
    return new Set(rows.flatMap((r) => (r.idPrograma === null ? [] : [r.idPrograma])));
  }

  async dni(idAlumno: number) {
    const rows = await this.db.select({ dni: alumnos.dni }).from(alumnos).where(eq(alumnos.id, idAlumno));
    return rows[0]?.dni ?? null;
  }

  // ─── Adhesions ───────────────────────────────────────────────────────────

  /** The new adhesion, or null when the student already has one (the primary key decides between two at once: 64). */
  async adherirAlumno(idPrograma: number, idAlumno: number, estado: 'solicitada' | 'adherida') {
    const rows = await this.db
      .insert(programaAlumnos)
      .values({ idPrograma, idAlumno, estado, resueltoEn: estado === 'adherida' ? new Date() : null })
      .onConflictDoNothing()
      .returning({ estado: programaAlumnos.estado });
    return rows[0] ?? null;
  }

  async adhesionesEmpresa(idEmpresa: number) {
    const rows = await this.db
      .select({ idPrograma: programaEmpresas.idPrograma, estado: programaEmpresas.estado })
      .from(programaEmpresas)
      .where(eq(programaEmpresas.idEmpresa, idEmpresa));
    return new Map(rows.map((r) => [r.idPrograma, r.estado]));
  }

  async adherirEmpresa(idPrograma: number, idEmpresa: number) {
    const rows = await this.db
      .insert(programaEmpresas)
      .values({ idPrograma, idEmpresa, estado: 'solicitada' })
      .onConflictDoNothing()
      .returning({ estado: programaEmpresas.estado });
    return rows[0] ?? null;
  }

  /** Every adhesion of a programme, students then companies, oldest first. */
  async adhesiones(idPrograma: number) {
    const deAlumnos = await this.db
      .select({
        id: programaAlumnos.idAlumno,
        nombre: sql<string>`concat_ws(' ', ${alumnos.nombre}, ${alumnos.apellido1}, ${alumnos.apellido2})`,
        estado: programaAlumnos.estado,
        creadoEn: programaAlumnos.creadoEn,
      })
      .from(programaAlumnos)
      .innerJoin(alumnos, eq(alumnos.id, programaAlumnos.idAlumno))
      .where(eq(programaAlumnos.idPrograma, idPrograma))
      .orderBy(asc(programaAlumnos.creadoEn));
    const deEmpresas = await this.db
      .select({
        id: programaEmpresas.idEmpresa,
        nombre: nombreEmpresa,
        estado: programaEmpresas.estado,
        creadoEn: programaEmpresas.creadoEn,
      })
      .from(programaEmpresas)
      .innerJoin(empresas, eq(empresas.id, programaEmpresas.idEmpresa))
      .where(eq(programaEmpresas.idPrograma, idPrograma))
      .orderBy(asc(programaEmpresas.creadoEn));
    return { deAlumnos, deEmpresas };
  }

  /** Decides a pending adhesion; null when there was none pending (already decided, or never asked). */
  async resolverAlumno(idPrograma: number, idAlumno: number, estado: 'adherida' | 'rechazada', idGestor: number) {
    const rows = await this.db
      .update(programaAlumnos)
      .set({ estado, resueltoPor: idGestor, resueltoEn: new Date() })
      .where(
        and(
          eq(programaAlumnos.idPrograma, idPrograma),
          eq(programaAlumnos.idAlumno, idAlumno),
          eq(programaAlumnos.estado, 'solicitada'),
        ),
      )
      .returning({ estado: programaAlumnos.estado });
    return rows[0] ?? null;
  }

  async resolverEmpresa(idPrograma: number, idEmpresa: number, estado: 'adherida' | 'rechazada') {
    const rows = await this.db
      .update(programaEmpresas)
      .set({ estado, resueltoEn: new Date() })
      .where(
        and(
          eq(programaEmpresas.idPrograma, idPrograma),
          eq(programaEmpresas.idEmpresa, idEmpresa),
          eq(programaEmpresas.estado, 'solicitada'),
        ),
      )
      .returning({ estado: programaEmpresas.estado });
    return rows[0] ?? null;
  }

  // ─── The programme's offers ──────────────────────────────────────────────

  /** Published offers of the programme whose deadline has not passed, newest first. */
  ofertasPublicadas(idPrograma: number, hoy: string) {
    return this.db
      .select({
        idPerfil: ofertas.idPerfil,
        titulo: ofertas.titulo,
        empresa: nombreEmpresa,
        urlAcceso: ofertas.urlAcceso,
        fechaPublicacion: ofertas.fechaPublicacion,
        creadoEn: ofertas.creadoEn,
        provincia: provincias.nombre,
      })
      .from(ofertas)
      .innerJoin(empresas, eq(empresas.id, ofertas.idEmpresa))
      .leftJoin(provincias, eq(provincias.id, ofertas.idProvincia))
      .where(
        and(
          eq(ofertas.idPrograma, idPrograma),
          eq(ofertas.idEstado, 2),
          or(isNull(ofertas.fechaLimite), gte(ofertas.fechaLimite, hoy)),
        ),
      )
      .orderBy(desc(ofertas.fechaPublicacion), desc(ofertas.id));
  }
}

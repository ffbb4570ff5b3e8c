import { and, asc, desc, eq, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { centrosEducativos, provincias } from '../../db/schema/domain';
import { alumnos, contactoEmpresas, contactosEmpresa, empresas } from '../../db/schema/personas';
import { practicas } from '../../db/schema/practicas';
import { solicitudesPractica } from '../../db/schema/solicitudes-practica';

const s = solicitudesPractica;

/** The student's name: from the account, or as the company gave it for one not yet registered. */
const nombreAlumno = sql<string>`coalesce(nullif(concat_ws(' ', ${alumnos.nombre}, ${alumnos.apellido1}, ${alumnos.apellido2}), ''), ${s.alumnoNombre}, '')`;
const nombreEmpresa = sql<string | null>`coalesce(${empresas.nombreComercial}, ${empresas.nombre}, ${s.empresaNombre})`;
const cifEmpresa = sql<string | null>`coalesce(${empresas.cif}, ${s.empresaCif})`;

const columnas = {
  id: s.id,
  tipo: s.tipo,
  origen: s.origen,
  estado: s.estado,
  idAlumno: s.idAlumno,
  alumno: nombreAlumno,
  alumnoDni: s.alumnoDni,
  idEmpresa: s.idEmpresa,
  empresa: nombreEmpresa,
  cif: cifEmpresa,
  empresaEmail: s.empresaEmail,
  idCentro: s.idCentro,
  centro: centrosEducativos.nombre,
  centroLocalidad: centrosEducativos.localidad,
  centroEmpresa: centrosEducativos.idEmpresa,
  provincia: provincias.nombre,
  tipoPractica: s.tipoPractica,
  fechaInicio: s.fechaInicio,
  fechaFin: s.fechaFin,
  tutorNombre: s.tutorNombre,
  tutorEmail: s.tutorEmail,
  tutorTelefono: s.tutorTelefono,
  tareas: s.tareas,
  horasDia: s.horasDia,
  diasSemana: s.diasSemana,
  dedicacion: s.dedicacion,
  respuesta: s.respuesta,
  creadoEn: s.creadoEn,
  resueltoEn: s.resueltoEn,
  idPractica: s.idPractica,
};
export type FilaSolicitud = Awaited<ReturnType<SolicitudesPracticaRepository['listaAlumno']>>[number];
export type NuevaSolicitud = Omit<typeof s.$inferInsert, 'id' | 'estado' | 'creadoEn' | 'actualizadoEn'>;
export type Resolucion = Pick<
  typeof s.$inferInsert,
  | 'estado'
  | 'respuesta'
  | 'resueltoPorTipo'
  | 'resueltoPorId'
  | 'idPractica'
  | 'idAlumno'
  | 'idEmpresa'
  | 'tipoPractica'
  | 'fechaInicio'
  | 'fechaFin'
  | 'tutorNombre'
  | 'tutorEmail'
  | 'tutorTelefono'
  | 'tareas'
  | 'horasDia'
  | 'diasSemana'
  | 'dedicacion'
>;

/**
 * Proposals and education-centre requests. Every company read carries the
 * company in its WHERE (its own proposals, or its centres' requests), every
 * student read the student: another's id finds nothing. Staff reads are the
 * only ones without an owner.
 */
export class SolicitudesPracticaRepository {
  constructor(private readonly db: Db) {}

  private consulta() {
    return this.db
      .select(columnas)
      .from(s)
      .leftJoin(alumnos, eq(alumnos.id, s.idAlumno))
      .leftJoin(empresas, eq(empresas.id, s.idEmpresa))
      .leftJoin(centrosEducativos, eq(centrosEducativos.id, s.idCentro))
      .leftJoin(provincias, eq(provincias.id, centrosEducativos.idProvincia));
  }

  async solicitud(id: number) {
    return (await this.consulta().where(eq(s.id, id)))[0] ?? null;
  }

  listaAlumno(idAlumno: number) {
    return this.consulta().where(eq(s.idAlumno, idAlumno)).orderBy(desc(s.creadoEn), desc(s.id));
  }

  /** Requests to the company's centres: pending first, then the newest. */
  listaEducacionEmpresa(idEmpresa: number) {
    return this.consulta()
      .where(and(eq(s.tipo, 'educacion'), eq(centrosEducativos.idEmpresa, idEmpresa)))
      .orderBy(sql`${s.estado} <> 'pendiente'`, desc(s.creadoEn), desc(s.id));
  }

  /** One request to the company's centres, or one of its own proposals; null for anything else. */
  async solicitudDeEmpresa(idEmpresa: number, id: number) {
    const rows = await this.consulta().where(
      and(
        eq(s.id, id),
        or(
          and(eq(s.tipo, 'educacion'), eq(centrosEducativos.idEmpresa, idEmpresa)),
          and(eq(s.tipo, 'propuesta'), eq(s.idEmpresa, idEmpresa)),
        ),
      ),
    );
    return rows[0] ?? null;
  }

  propuestasPendientes() {
    return this.consulta()
      .where(and(eq(s.tipo, 'propuesta'), eq(s.estado, 'pendiente')))
      .orderBy(asc(s.creadoEn), asc(s.id));
  }

  async tieneCentros(idEmpresa: number) {
    const rows = await this.db
      .select({ id: centrosEducativos.id })
      .from(centrosEducativos)
      .where(eq(centrosEducativos.idEmpresa, idEmpresa))
      .limit(1);
    return rows.length > 0;
  }

  async centro(id: number) {
    const rows = await this.db
      .select({ id: centrosEducativos.id, idEmpresa: centrosEducativos.idEmpresa, nombre: centrosEducativos.nombre })
      .from(centrosEducativos)
      .where(eq(centrosEducativos.id, id));
    return rows[0] ?? null;
  }

  async empresaPorCif(cif: string) {
    const rows = await this.db
      .select({ id: empresas.id, nombre: sql<string>`coalesce(${empresas.nombreComercial}, ${empresas.nombre})` })
      .from(empresas)
      .where(eq(sql`upper(${empresas.cif})`, cif));
    return rows[0] ?? null;
  }

  async nombreEmpresa(id: number) {
    const rows = await this.db
      .select({ nombre: sql<string>`coalesce(${empresas.nombreComercial}, ${empresas.nombre})` })
      .from(empresas)
      .where(eq(empresas.id, id));
    return rows[0]?.nombre ?? '';
  }

  /** Whether the e-mail is a company contact's (for an unregistered company, any is another company's: 44). */
  async emailDeContacto(email: string) {
    const rows = await this.db
      .select({ id: contactosEmpresa.id })
      .from(contactosEmpresa)
      .innerJoin(contactoEmpresas, eq(contactoEmpresas.idContacto, contactosEmpresa.id))
      .where(eq(sql`lower(${contactosEmpresa.email})`, email.toLowerCase()))
      .limit(1);
    return rows.length > 0;
  }

  /** An active student by DNI: the id and the name only. */
  async alumnoPorDni(dni: string) {
    const rows = await this.db
      .select({
        id: alumnos.id,
        nombre: sql<string>`concat_ws(' ', ${alumnos.nombre}, ${alumnos.apellido1}, ${alumnos.apellido2})`,
      })
      .from(alumnos)
      .where(and(eq(sql`upper(${alumnos.dni})`, dni), eq(alumnos.estado, 'activo')));
    return rows[0] ?? null;
  }

  /** Holds the student's row for the unit of work, so two requests at once count each other (81). */
  async bloquearAlumno(idAlumno: number) {
    await this.db.select({ id: alumnos.id }).from(alumnos).where(eq(alumnos.id, idAlumno)).for('no key update');
  }

  /** Education-centre requests the student has sent since a date (the year's first day), whatever their answer. */
  async educacionDesde(idAlumno: number, desde: Date) {
    const rows = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(s)
      .where(and(eq(s.idAlumno, idAlumno), eq(s.tipo, 'educacion'), gte(s.creadoEn, desde)));
    return rows[0]?.n ?? 0;
  }

  /** The new row's id, or null when the partial unique index refused it (already pending at that centre). */
  async insertar(fila: NuevaSolicitud): Promise<number | null> {
    const rows = await this.db.insert(s).values(fila).onConflictDoNothing().returning({ id: s.id });
    return rows[0]?.id ?? null;
  }

  /** Answers a pending request; null when it was no longer pending (two answers at once: one wins). */
  async resolver(id: number, r: Resolucion): Promise<number | null> {
    const rows = await this.db
      .update(s)
      .set({ ...r, resueltoEn: sql`now()`, actualizadoEn: sql`now()` })
      .where(and(eq(s.id, id), eq(s.estado, 'pendiente')))
      .returning({ id: s.id });
    return rows[0]?.id ?? null;
  }

  /** Locks a pending request for the unit of work; null when it is not pending. */
  async pendienteBloqueada(id: number) {
    const rows = await this.db
      .select({ id: s.id })
      .from(s)
      .where(and(eq(s.id, id), eq(s.estado, 'pendiente')))
      .for('update');
    return rows[0] ?? null;
  }

  async insertarPractica(fila: typeof practicas.$inferInsert): Promise<number> {
    const rows = await this.db.insert(practicas).values(fila).returning({ id: practicas.id });
    return (rows[0] as { id: number }).id;
  }
}

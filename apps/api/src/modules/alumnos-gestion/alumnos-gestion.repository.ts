import { ACCIONES_LECTURA_CV, type FiltroAlumnosGestion } from '@puente/contract/alumnos-gestion';
import { type AnyColumn, and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { contarHasta, patronLike } from '../../db/queries/pagina';
import { expedientesUniversidad } from '../../db/schema/cv';
import { dominioItems, provincias, titulaciones } from '../../db/schema/domain';
import { encuestaContestaciones, encuestas } from '../../db/schema/encuestas';
import { eventos, inscripcionesEvento } from '../../db/schema/eventos';
import { candidaturas, ofertas, programas } from '../../db/schema/ofertas';
import { alumnos, contactosEmpresa, empresas, gestores } from '../../db/schema/personas';
import { practicas } from '../../db/schema/practicas';
import { programaAlumnos } from '../../db/schema/programas';
import { auditoria } from '../../db/schema/session';
import type { Clave } from '../../lib/pagina';

/**
 * The words of the search box are matched against this one expression (the
 * name, the DNI/NIE and the e-mail), as the trigram index of 0031 holds it.
 */
const textoBuscable = sql`f_unaccent(lower(${alumnos.nombre} || ' ' || ${alumnos.apellido1} || ' ' || coalesce(${alumnos.apellido2}, '') || ' ' || ${alumnos.dni} || ' ' || ${alumnos.email}))`;
/** The list's alphabetical key, by surname (index alumnos_orden_nombre_idx). */
const claveNombre = (a: { nombre: AnyColumn; apellido1: AnyColumn; apellido2: AnyColumn }) =>
  sql`f_unaccent(lower(${a.apellido1} || ' ' || coalesce(${a.apellido2}, '') || ' ' || ${a.nombre}))`;

/** Internships that count as "has internships": proposed, in progress or finished (not refused nor cancelled). */
const ESTADOS_CON_PRACTICA = ['propuesta', 'aceptada', 'en_curso', 'finalizada', 'certificada'];
const MAX_PALABRAS = 5;

function condiciones(f: FiltroAlumnosGestion): SQL[] {
  const c: SQL[] = [];
  if (f.estado) c.push(eq(alumnos.estado, f.estado));
  if (f.q) {
    for (const palabra of f.q.trim().split(/\s+/).slice(0, MAX_PALABRAS)) {
      c.push(sql`${textoBuscable} like f_unaccent(${patronLike(palabra)})`);
    }
  }
  if (f.idTitulacion !== undefined) {
    c.push(sql`(exists (select 1 from expedientes_universidad x where x.id_alumno = ${alumnos.id} and x.id_titulacion = ${f.idTitulacion})
      or exists (select 1 from estudios_alumno e where e.id_alumno = ${alumnos.id} and e.id_titulacion = ${f.idTitulacion}))`);
  }
  if (f.conPracticas !== undefined) {
    const hay = sql`exists (select 1 from practicas p where p.id_alumno = ${alumnos.id}
      and p.estado in (${sql.join(
        ESTADOS_CON_PRACTICA.map((e) => sql`${e}`),
        sql`, `,
      )}))`;
    c.push(f.conPracticas ? hay : sql`not ${hay}`);
  }
  return c;
}

// Written out in full: in a select list drizzle names a column without its table, and inside these
// subqueries a bare "id" would be the subquery's own table's.
const idDeLaFila = sql.raw('"alumnos"."id"');

const columnasFila = {
  id: alumnos.id,
  nombre: alumnos.nombre,
  apellido1: alumnos.apellido1,
  apellido2: alumnos.apellido2,
  dni: alumnos.dni,
  email: alumnos.email,
  estado: alumnos.estado,
  creadoEn: alumnos.creadoEn,
  // The degrees of the university's records and of the CV's catalogue studies, the latest begun first.
  titulaciones: sql<string[]>`array(select t.nombre from titulaciones t join (
      select u.id_titulacion, max(u.fecha_inicio) as inicio from (
        select x.id_titulacion, x.fecha_inicio from expedientes_universidad x where x.id_alumno = ${idDeLaFila}
        union all
        select e.id_titulacion, e.fecha_inicio from estudios_alumno e where e.id_alumno = ${idDeLaFila} and e.id_titulacion is not null
      ) u group by u.id_titulacion) d on d.id_titulacion = t.id
    order by d.inicio desc nulls last, t.nombre)`,
  practicas: sql<number>`(select count(*)::int from practicas p where p.id_alumno = ${idDeLaFila}
    and p.estado in (${sql.join(
      ESTADOS_CON_PRACTICA.map((e) => sql`${e}`),
      sql`, `,
    )}))`,
  // The cursor's key to the microsecond (a JavaScript Date keeps milliseconds, and a key cut short repeats rows).
  claveCreado: sql<string>`to_char(${alumnos.creadoEn} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};
export type FilaAlumnoGestion = {
  id: number;
  nombre: string;
  apellido1: string;
  apellido2: string | null;
  dni: string;
  email: string;
  estado: string;
  creadoEn: Date;
  titulaciones: string[] | null;
  practicas: number;
  claveCreado: string;
};

/** The staff's read of the students: the searchable list and everything one student's page shows. */
export class AlumnosGestionRepository {
  constructor(private readonly db: Db) {}

  /**
   * One page of `limite` rows after the cursor's row. By name, the cursor
   * holds the last row's id and its key is read back from it here (a name
   * may be longer than a cursor can carry); by date, the key itself.
   */
  async pagina(filtro: FiltroAlumnosGestion, recientes: boolean, desde: Clave | null, limite: number) {
    const tras: SQL[] = [];
    if (desde && recientes) tras.push(sql`(${alumnos.creadoEn}, ${alumnos.id}) < (${desde[0]}::timestamptz, ${desde[1]})`);
    if (desde && !recientes) {
      tras.push(sql`(${claveNombre(alumnos)}, ${alumnos.id}) > (select
        f_unaccent(lower(c.apellido1 || ' ' || coalesce(c.apellido2, '') || ' ' || c.nombre)), c.id
        from alumnos c where c.id = ${desde[1]})`);
    }
    const orden = recientes ? [desc(alumnos.creadoEn), desc(alumnos.id)] : [asc(claveNombre(alumnos)), asc(alumnos.id)];
    const filas = await this.db
      .select(columnasFila)
      .from(alumnos)
      .where(and(...condiciones(filtro), ...tras))
      .orderBy(...orden)
      .limit(limite);
    return filas as FilaAlumnoGestion[];
  }

  total(filtro: FiltroAlumnosGestion) {
    const filas = this.db
      .select({ id: alumnos.id })
      .from(alumnos)
      .where(and(...condiciones(filtro)));
    return contarHasta(this.db, filas.getSQL());
  }

  async alumno(id: number, idioma: 'es' | 'en') {
    const [fila] = await this.db
      .select({
        alumno: alumnos,
        provincia: provincias.nombre,
        nacionalidad: idioma === 'en' ? dominioItems.en : dominioItems.es,
      })
      .from(alumnos)
      .leftJoin(provincias, eq(provincias.id, alumnos.idProvincia))
      .leftJoin(dominioItems, and(eq(dominioItems.lista, 'paises'), eq(dominioItems.id, alumnos.idPaisNacionalidad)))
      .where(eq(alumnos.id, id));
    return fila ?? null;
  }

  expediente(idAlumno: number) {
    return this.db
      .select({ expediente: expedientesUniversidad, titulacion: titulaciones.nombre })
      .from(expedientesUniversidad)
      .innerJoin(titulaciones, eq(titulaciones.id, expedientesUniversidad.idTitulacion))
      .where(eq(expedientesUniversidad.idAlumno, idAlumno))
      .orderBy(desc(expedientesUniversidad.fechaInicio), desc(expedientesUniversidad.id));
  }

  candidaturas(idAlumno: number) {
    return this.db
      .select({
        id: candidaturas.id,
        idOferta: ofertas.id,
        titulo: ofertas.titulo,
        empresa: { id: empresas.id, nombre: empresas.nombre },
        estado: candidaturas.estado,
        creadoEn: candidaturas.creadoEn,
      })
      .from(candidaturas)
      .innerJoin(ofertas, eq(ofertas.id, candidaturas.idOferta))
      .innerJoin(empresas, eq(empresas.id, ofertas.idEmpresa))
      .where(eq(candidaturas.idAlumno, idAlumno))
      .orderBy(desc(candidaturas.creadoEn), desc(candidaturas.id));
  }

  practicas(idAlumno: number) {
    return this.db
      .select({
        id: practicas.id,
        empresa: { id: empresas.id, nombre: empresas.nombre },
        tipo: practicas.tipo,
        estado: practicas.estado,
        fechaInicio: practicas.fechaInicio,
        fechaFin: practicas.fechaFin,
        programa: programas.titulo,
      })
      .from(practicas)
      .innerJoin(empresas, eq(empresas.id, practicas.idEmpresa))
      .leftJoin(programas, eq(programas.id, practicas.idPrograma))
      .where(eq(practicas.idAlumno, idAlumno))
      .orderBy(desc(practicas.fechaInicio), desc(practicas.id));
  }

  programas(idAlumno: number) {
    return this.db
      .select({
        idPrograma: programas.id,
        titulo: programas.titulo,
        estado: programaAlumnos.estado,
        creadoEn: programaAlumnos.creadoEn,
      })
      .from(programaAlumnos)
      .innerJoin(programas, eq(programas.id, programaAlumnos.idPrograma))
      .where(eq(programaAlumnos.idAlumno, idAlumno))
      .orderBy(desc(programaAlumnos.creadoEn));
  }

  eventos(idAlumno: number) {
    return this.db
      .select({
        idEvento: eventos.id,
        titulo: eventos.titulo,
        fecha: eventos.fecha,
        estado: inscripcionesEvento.estado,
        inscritoEn: inscripcionesEvento.creadoEn,
      })
      .from(inscripcionesEvento)
      .innerJoin(eventos, eq(eventos.id, inscripcionesEvento.idEvento))
      .where(eq(inscripcionesEvento.idAlumno, idAlumno))
      .orderBy(desc(eventos.fecha));
  }

  /**
   * The submissions that name the student (an anonymous one names nobody:
   * 0022 stores neither who nor when beyond the day, so it cannot be listed).
   * Only the survey and the day: the answers are never read here.
   */
  encuestasContestadas(idAlumno: number) {
    return this.db
      .select({ idEncuesta: encuestas.id, titulo: encuestas.titulo, dia: encuestaContestaciones.dia })
      .from(encuestaContestaciones)
      .innerJoin(encuestas, eq(encuestas.id, encuestaContestaciones.idEncuesta))
      .where(and(eq(encuestaContestaciones.tipo, 'alumno'), eq(encuestaContestaciones.idUsuario, idAlumno)))
      .orderBy(desc(encuestaContestaciones.dia), desc(encuestaContestaciones.id));
  }

  /**
   * The audited reads of the student's CV, newest first: staff's (entidad
   * alumnos) and companies' through a candidacy (entidad candidaturas), with
   * who read and, for a company, which one (the candidacy's offer's).
   */
  lecturasCv(idAlumno: number, limite: number) {
    const gestorActor = alias(gestores, 'gestor_lector');
    const contacto = alias(contactosEmpresa, 'contacto_lector');
    const candidatura = alias(candidaturas, 'candidatura_leida');
    const oferta = alias(ofertas, 'oferta_leida');
    const empresa = alias(empresas, 'empresa_lectora');
    // The company contact is the actor, or the one a staff member was acting as (god mode).
    const idContacto = sql`case when ${auditoria.actorTipo} = 'empresa' then ${auditoria.actorId}
      when ${auditoria.comoTipo} = 'empresa' then ${auditoria.comoId} end`;
    return this.db
      .select({
        id: auditoria.id,
        creadoEn: auditoria.creadoEn,
        accion: auditoria.accion,
        actorTipo: auditoria.actorTipo,
        comoTipo: auditoria.comoTipo,
        gestor: sql<string | null>`${gestorActor.nombre} || ' ' || ${gestorActor.apellidos}`,
        contacto: sql<string | null>`${contacto.nombre} || ' ' || ${contacto.apellidos}`,
        empresa: { id: empresa.id, nombre: empresa.nombre },
      })
      .from(auditoria)
      .leftJoin(gestorActor, and(eq(auditoria.actorTipo, 'gestor'), eq(gestorActor.id, auditoria.actorId)))
      .leftJoin(contacto, sql`${contacto.id} = ${idContacto}`)
      .leftJoin(candidatura, and(eq(auditoria.entidad, 'candidaturas'), sql`${candidatura.id}::text = ${auditoria.entidadId}`))
      .leftJoin(oferta, eq(oferta.id, candidatura.idOferta))
      .leftJoin(empresa, eq(empresa.id, oferta.idEmpresa))
      .where(
        and(
          inArray(auditoria.accion, [...ACCIONES_LECTURA_CV]),
          sql`((${auditoria.entidad} = 'alumnos' and ${auditoria.entidadId} = ${String(idAlumno)})
            or (${auditoria.entidad} = 'candidaturas' and ${auditoria.entidadId} = any(array(
              select c.id::text from candidaturas c where c.id_alumno = ${idAlumno}))))`,
        ),
      )
      .orderBy(desc(auditoria.id))
      .limit(limite);
  }
}

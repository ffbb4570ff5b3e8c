import { ESTADOS_ACTIVOS } from '@puente/contract/candidaturas';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { titulaciones } from '../../db/schema/domain';
import { alumnoDocumentosOferta, candidaturas, estudiosAlumno, ofertas, ofertaTitulaciones } from '../../db/schema/ofertas';
import { alumnos } from '../../db/schema/personas';
import type { DatosPersonalesAlumno } from '../perfil-alumno/datos-personales';
import type { AlumnoInscripcion, EstudioInscripcion, OfertaInscripcion, PracticaSeleccionada } from './reglas-inscripcion';

/** A student's own candidacy on an offer: its status and when it last changed (JSON text of a timestamptz). */
export interface CandidaturaPropia {
  estado: number;
  actualizadoEn: string;
}

/** An offer as the rules read it: the same for every student. */
export interface ReglasOferta extends OfertaInscripcion {
  id: number;
  idPrograma: number | null;
  /** yyyy-mm-dd; the internship's dates, which the overlap rule (17) compares. */
  fechaInicio: string | null;
  fechaFin: string | null;
}

/** What the rules read about one student, and what the student already did on a page of offers. */
export interface DatosAlumno {
  alumno: AlumnoInscripcion & DatosPersonalesAlumno;
  estudios: EstudioInscripcion[];
  numEstudios: number;
  activas: number;
  /** By offer id, any status (a withdrawn one too). */
  candidaturas: Map<number, CandidaturaPropia>;
  /** The internships the student is selected (6) in that have a start date: what rule 17 compares with. */
  seleccionadas: PracticaSeleccionada[];
  /** Offers of the page the student handed a document in for. */
  documentacion: Set<number>;
}

/**
 * What the application rules read, for one student and a page of offers at
 * once: a list of 20 cards costs the same two queries as one detail. Both are
 * prepared once (every offer card and detail asks them), so each call skips
 * building the SQL and PostgreSQL skips parsing and planning it.
 */
export class InscripcionRepository {
  private readonly reglasPreparada;
  private readonly alumnoPreparada;

  constructor(db: Db) {
    this.reglasPreparada = consultaReglas(db).prepare('inscripcion_reglas');
    this.alumnoPreparada = consultaAlumno(db).prepare('inscripcion_alumno');
  }

  /** Each offer's rule data with its degrees; an id that matches no offer is left out. */
  async reglas(ids: readonly number[]): Promise<ReglasOferta[]> {
    if (ids.length === 0) return [];
    return this.reglasPreparada.execute({ ids: [...ids] });
  }

  /** The student's side, with the candidacies and documents on these offers. Null when the student does not exist. */
  async alumno(idAlumno: number, ids: readonly number[]): Promise<DatosAlumno | null> {
    const rows = await this.alumnoPreparada.execute({ idAlumno, ids: [...ids] });
    const r = rows[0];
    if (!r) return null;
    const { estudios, numEstudios, activas, candidaturas: propias, seleccionadas, documentacion, ...alumno } = r;
    return {
      alumno,
      estudios,
      numEstudios,
      activas,
      candidaturas: new Map(propias.map(({ idOferta, ...c }) => [idOferta, c])),
      seleccionadas,
      documentacion: new Set(documentacion),
    };
  }
}

/**
 * Each offer's rule columns and its degrees. The degrees are read one by one by
 * primary key (a scalar sub-select): as a join, PostgreSQL hashes the whole
 * degree table once per offer, which cost 0.2 ms an offer (decision 029).
 * Sub-selects qualify every column by hand: inside sql`` Drizzle writes bare names.
 */
function consultaReglas(db: Db) {
  const tits = sql<OfertaInscripcion['titulaciones']>`coalesce((
    select json_agg((select json_build_object('id', t.id, 'idArea', t.id_area, 'idNivel', t.id_nivel)
      from ${titulaciones} t where t.id = ot.id_titulacion))
    from ${ofertaTitulaciones} ot where ot.id_oferta = "ofertas"."id"), '[]'::json)`;
  return db
    .select({
      id: ofertas.id,
      idPerfil: ofertas.idPerfil,
      idEstado: ofertas.idEstado,
      fechaLimite: ofertas.fechaLimite,
      fechaInicio: ofertas.fechaInicio,
      fechaFin: ofertas.fechaFin,
      soloTitulados: ofertas.soloTitulados,
      soloPostgrado: ofertas.soloPostgrado,
      soloUniversidad: ofertas.soloUniversidad,
      creditosMinimos: ofertas.creditosMinimos,
      documentacionNecesaria: ofertas.documentacionNecesaria,
      requiereCvPropio: ofertas.requiereCvPropio,
      idTipoFormacion: ofertas.idTipoFormacion,
      idPrograma: ofertas.idPrograma,
      titulaciones: tits,
    })
    .from(ofertas)
    .where(sql`${ofertas.id} = any(${sql.placeholder('ids')}::int[])`);
}

/**
 * The student's columns the rules and the personal-data check read, with JSON
 * sub-selects for the studies, the counts, the candidacies and documents on
 * the page's offers and the selected internships: one row, one round trip.
 */
function consultaAlumno(db: Db) {
  const ids = sql`${sql.placeholder('ids')}::int[]`;
  const estudios = sql<EstudioInscripcion[]>`coalesce((
    select json_agg(json_build_object('idTitulacion', t.id, 'idArea', t.id_area, 'idNivel', t.id_nivel,
      'finalizado', e.finalizado, 'creditosSuperados', e.creditos_superados) order by e.id)
    from ${estudiosAlumno} e join ${titulaciones} t on t.id = e.id_titulacion where e.id_alumno = "alumnos"."id"), '[]'::json)`;
  const numEstudios = sql<number>`(select count(*)::int from ${estudiosAlumno} e where e.id_alumno = "alumnos"."id")`;
  const activas = sql<number>`(select count(*)::int from ${candidaturas} c
    where c.id_alumno = "alumnos"."id" and c.estado in (${sql.raw(ESTADOS_ACTIVOS.join(', '))}))`;
  const propias = sql<(CandidaturaPropia & { idOferta: number })[]>`coalesce((
    select json_agg(json_build_object('idOferta', c.id_oferta, 'estado', c.estado, 'actualizadoEn', c.actualizado_en))
    from ${candidaturas} c where c.id_alumno = "alumnos"."id" and c.id_oferta = any(${ids})), '[]'::json)`;
  const seleccionadas = sql<PracticaSeleccionada[]>`coalesce((
    select json_agg(json_build_object('id', o.id, 'fechaInicio', o.fecha_inicio, 'fechaFin', o.fecha_fin))
    from ${candidaturas} c join ${ofertas} o on o.id = c.id_oferta
    where c.id_alumno = "alumnos"."id" and c.estado = 6 and o.id_perfil = 2 and o.fecha_inicio is not null), '[]'::json)`;
  const documentacion = sql<number[]>`coalesce((
    select json_agg(distinct d.id_oferta) from ${alumnoDocumentosOferta} d
    where d.id_alumno = "alumnos"."id" and d.id_oferta = any(${ids})), '[]'::json)`;
  return db
    .select({
      conPracticas: alumnos.conPracticas,
      conEmpleo: alumnos.conEmpleo,
      busquedaPracticasActiva: alumnos.busquedaPracticasActiva,
      busquedaEmpleoActiva: alumnos.busquedaEmpleoActiva,
      matriculadoPracticas: alumnos.matriculadoPracticas,
      deLaUniversidad: alumnos.deLaUniversidad,
      cvPropioSubido: alumnos.cvPropioSubido,
      idPaisNacionalidad: alumnos.idPaisNacionalidad,
      tienePermisoTrabajo: alumnos.tienePermisoTrabajo,
      nombre: alumnos.nombre,
      apellido1: alumnos.apellido1,
      email: alumnos.email,
      telefono: alumnos.telefono,
      fechaNacimiento: alumnos.fechaNacimiento,
      direccion: alumnos.direccion,
      estudios,
      numEstudios,
      activas,
      candidaturas: propias,
      seleccionadas,
      documentacion,
    })
    .from(alumnos)
    .where(eq(alumnos.id, sql.placeholder('idAlumno')));
}

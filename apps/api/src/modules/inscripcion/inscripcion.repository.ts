import { ESTADOS_ACTIVOS } from '@puente/contract/candidaturas';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { titulaciones } from '../../db/schema/domain';
import { alumnoDocumentosOferta, candidaturas, estudiosAlumno, ofertas, ofertaTitulaciones } from '../../db/schema/ofertas';
import { alumnos } from '../../db/schema/personas';
import type { DatosPersonalesAlumno } from '../perfil-alumno/datos-personales';
import type { AlumnoInscripcion, EstudioInscripcion, OfertaInscripcion } from './reglas-inscripcion';

/** A student's own candidacy on an offer: its status and when it last changed (JSON text of a timestamptz). */
export interface CandidaturaPropia {
  estado: number;
  actualizadoEn: string;
}

/** An offer as the rules read it, with what this student already did on it. */
export interface OfertaConAlumno extends OfertaInscripcion {
  id: number;
  idPrograma: number | null;
  /** The student's candidacy on it, any status (a withdrawn one too); null without one. */
  candidatura: CandidaturaPropia | null;
  /** The student is selected (6) in another internship whose dates meet this one's. */
  solapa: boolean;
  /** The student has handed a document in for it. */
  documentacion: boolean;
}

/** Everything the rules read for one student and a page of offers, from one round trip. */
export interface DatosInscripcion {
  alumno: AlumnoInscripcion & DatosPersonalesAlumno;
  estudios: EstudioInscripcion[];
  numEstudios: number;
  activas: number;
  ofertas: OfertaConAlumno[];
}

/**
 * What the application rules read, for one student and a page of offers at
 * once: a list of 20 cards costs the same few queries as one detail.
 */
export class InscripcionRepository {
  private readonly datosPreparada;

  constructor(private readonly db: Db) {
    this.datosPreparada = consultaDatos(db).prepare('inscripcion_datos');
  }

  /**
   * The student's snapshot and each offer's rule data in one prepared query:
   * every offer card and detail asks it, so it is one round trip whose SQL is
   * built and parsed once per connection. Null when the student does not exist.
   */
  async datos(idAlumno: number, ids: readonly number[]): Promise<DatosInscripcion | null> {
    const rows = await this.datosPreparada.execute({ idAlumno, ids: [...ids] });
    const r = rows[0];
    if (!r) return null;
    const { estudios, numEstudios, activas, ofertas: filas, ...alumno } = r;
    return { alumno, estudios, numEstudios, activas, ofertas: filas };
  }

  /** Each offer's rule data with its degrees (as a JSON sub-select, one round trip). */
  async ofertas(ids: readonly number[]): Promise<Map<number, OfertaInscripcion & { id: number; idPrograma: number | null }>> {
    if (ids.length === 0) return new Map();
    // Qualified by hand: Drizzle writes a bare "id" in a one-table select, which the sub-select would read as t.id.
    const tits = sql<OfertaInscripcion['titulaciones']>`coalesce((
      select json_agg(json_build_object('id', t.id, 'idArea', t.id_area, 'idNivel', t.id_nivel))
      from ${ofertaTitulaciones} ot join ${titulaciones} t on t.id = ot.id_titulacion where ot.id_oferta = "ofertas"."id"), '[]'::json)`;
    const rows = await this.db
      .select({
        id: ofertas.id,
        idPerfil: ofertas.idPerfil,
        idEstado: ofertas.idEstado,
        fechaLimite: ofertas.fechaLimite,
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
      .where(inArray(ofertas.id, [...ids]));
    return new Map(rows.map((r) => [r.id, r]));
  }
}

/**
 * The query behind `datos`: the student's columns the rules and the personal
 * data check read, and JSON sub-selects for the studies, the counts and the
 * offers (with the student's status, overlap and documents on each).
 * Sub-selects qualify every column by hand: inside sql`` Drizzle writes bare names.
 * An offer's degrees are read one by one by primary key (a scalar sub-select):
 * as a join, PostgreSQL hashes the whole degree table once per offer, which
 * cost 0.2 ms an offer, most of the query (EXPLAIN ANALYZE, docs/decisions/029).
 */
function consultaDatos(db: Db) {
  const idAlumno = sql.placeholder('idAlumno');
  const estudios = sql<EstudioInscripcion[]>`coalesce((
    select json_agg(json_build_object('idTitulacion', t.id, 'idArea', t.id_area, 'idNivel', t.id_nivel,
      'finalizado', e.finalizado, 'creditosSuperados', e.creditos_superados) order by e.id)
    from ${estudiosAlumno} e join ${titulaciones} t on t.id = e.id_titulacion where e.id_alumno = "alumnos"."id"), '[]'::json)`;
  const numEstudios = sql<number>`(select count(*)::int from ${estudiosAlumno} e where e.id_alumno = "alumnos"."id")`;
  const activas = sql<number>`(select count(*)::int from ${candidaturas} c
    where c.id_alumno = "alumnos"."id" and c.estado in (${sql.raw(ESTADOS_ACTIVOS.join(', '))}))`;
  // Same condition as `solapan`: another selected internship whose [start, end] meets this offer's; open ends overlap.
  const ofertasJson = sql<OfertaConAlumno[]>`coalesce((
    select json_agg(json_build_object(
      'id', o.id, 'idPerfil', o.id_perfil, 'idEstado', o.id_estado, 'fechaLimite', o.fecha_limite,
      'soloTitulados', o.solo_titulados, 'soloPostgrado', o.solo_postgrado, 'soloUniversidad', o.solo_universidad,
      'creditosMinimos', o.creditos_minimos, 'documentacionNecesaria', o.documentacion_necesaria,
      'requiereCvPropio', o.requiere_cv_propio, 'idTipoFormacion', o.id_tipo_formacion, 'idPrograma', o.id_programa,
      'titulaciones', coalesce((select json_agg((select json_build_object('id', t.id, 'idArea', t.id_area, 'idNivel', t.id_nivel)
          from ${titulaciones} t where t.id = ot.id_titulacion))
        from ${ofertaTitulaciones} ot where ot.id_oferta = o.id), '[]'::json),
      'candidatura', (select json_build_object('estado', c.estado, 'actualizadoEn', c.actualizado_en)
        from ${candidaturas} c where c.id_oferta = o.id and c.id_alumno = "alumnos"."id"),
      'solapa', o.fecha_inicio is not null and exists (
        select 1 from ${candidaturas} c join ${ofertas} otra on otra.id = c.id_oferta
        where c.id_alumno = "alumnos"."id" and c.estado = 6 and otra.id_perfil = 2 and otra.id <> o.id
          and otra.fecha_inicio <= coalesce(o.fecha_fin, 'infinity'::date)
          and coalesce(otra.fecha_fin, 'infinity'::date) >= o.fecha_inicio),
      'documentacion', exists (select 1 from ${alumnoDocumentosOferta} d where d.id_alumno = "alumnos"."id" and d.id_oferta = o.id)))
    from ${ofertas} o where o.id = any(${sql.placeholder('ids')}::int[])), '[]'::json)`;
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
      ofertas: ofertasJson,
    })
    .from(alumnos)
    .where(eq(alumnos.id, idAlumno));
}

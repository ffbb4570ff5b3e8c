import type { FiltroCifras, SituacionEgresado } from '@puente/contract/cifras';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The period a report reads: the days of an academic year (both included), or
 * everything when `desde` is null; `corte` is the day "ongoing" is measured at
 * (the period's last day, or today while it runs).
 */
export interface Periodo {
  desde: string | null;
  hasta: string | null;
  corte: string;
}

const filas = async <T>(db: Db, consulta: SQL) => ((await db.execute(consulta)) as unknown as { rows: T[] }).rows;
const y = (partes: (SQL | null | false | undefined)[]): SQL => {
  const dadas = partes.filter((p): p is SQL => Boolean(p));
  return dadas.length === 0 ? sql`true` : sql.join(dadas, sql` and `);
};

/** A timestamp within the period's days, as Madrid counts them. */
const instanteEnPeriodo = (columna: SQL, p: Periodo): SQL | null =>
  p.desde === null
    ? null
    : sql`${columna} >= (${p.desde}::date)::timestamp at time zone 'Europe/Madrid'
        and ${columna} < (${p.hasta}::date + 1)::timestamp at time zone 'Europe/Madrid'`;
const diaEnPeriodo = (columna: SQL, p: Periodo): SQL | null =>
  p.desde === null ? null : sql`${columna} between ${p.desde}::date and ${p.hasta}::date`;
const mes = (columna: SQL) => sql`to_char(${columna} at time zone 'Europe/Madrid', 'YYYY-MM')`;

/**
 * A student's degree for the reports is kept in `titulacion_informe_alumno` (one row per student, migration 0041):
 * their degree at this university, the one in progress before a finished one, then the latest begun. Triggers on
 * `estudios_alumno` keep it in step within the writing transaction (decision 044).
 */
/** The student's degree filters on `titulacion_informe_alumno ta`. */
const filtroAlumno = (f: FiltroCifras): SQL | null =>
  f.idTitulacion === undefined && f.idArea === undefined
    ? null
    : y([
        f.idTitulacion !== undefined && sql`ta.id_titulacion = ${f.idTitulacion}`,
        f.idArea !== undefined && sql`ta.id_titulacion in (select ar.id from titulaciones ar where ar.id_area = ${f.idArea})`,
      ]);

/** The offer's own filters on `ofertas o` joined to `empresas e`; `conTitulacion`: the degrees the offer names. */
const filtroOferta = (f: FiltroCifras, conTitulacion: boolean): SQL =>
  y([
    f.idSector !== undefined && sql`e.id_sector = ${f.idSector}`,
    f.idProvincia !== undefined && sql`o.id_provincia = ${f.idProvincia}`,
    f.modalidad !== undefined && sql`o.modalidad = ${f.modalidad}`,
    conTitulacion &&
      f.idTitulacion !== undefined &&
      sql`exists (select 1 from oferta_titulaciones ot where ot.id_oferta = o.id and ot.id_titulacion = ${f.idTitulacion})`,
    conTitulacion &&
      f.idArea !== undefined &&
      sql`exists (select 1 from oferta_titulaciones ot join titulaciones t on t.id = ot.id_titulacion
        where ot.id_oferta = o.id and t.id_area = ${f.idArea})`,
  ]);

const filtroEmpresa = (f: FiltroCifras): SQL =>
  y([
    f.idSector !== undefined && sql`e.id_sector = ${f.idSector}`,
    f.idProvincia !== undefined && sql`e.id_provincia = ${f.idProvincia}`,
  ]);

/** Whether a candidacy report must reach the offer (its company, province or modality filters it). */
const porOferta = (f: FiltroCifras) => f.idSector !== undefined || f.idProvincia !== undefined || f.modalidad !== undefined;
/** The candidacy's offer and company, joined only when a filter reads them (`c` is the candidacy). */
const ofertaDe = (f: FiltroCifras): SQL =>
  porOferta(f) ? sql`join ofertas o on o.id = c.id_oferta join empresas e on e.id = o.id_empresa` : sql``;
/** The candidacy's student's degree, joined only when a filter reads it. */
const alumnoDe = (f: FiltroCifras): SQL =>
  filtroAlumno(f) ? sql`join titulacion_informe_alumno ta on ta.id_alumno = c.id_alumno` : sql``;
/** Whether a report must reach the company (its sector or province filters it). */
const porEmpresa = (f: FiltroCifras) => f.idSector !== undefined || f.idProvincia !== undefined;
/** The internship's (`pr`) company and student's degree, joined only when a filter reads them. */
const empresaDePractica = (f: FiltroCifras): SQL => (porEmpresa(f) ? sql`join empresas e on e.id = pr.id_empresa` : sql``);
const alumnoDePractica = (f: FiltroCifras): SQL =>
  filtroAlumno(f) ? sql`join titulacion_informe_alumno ta on ta.id_alumno = pr.id_alumno` : sql``;

/**
 * Candidacies that can belong to an offer published in the period: made on or after its first day (an offer
 * takes candidacies once published). Read from the covering index by date instead of the whole table.
 */
const desdePeriodo = (p: Periodo): SQL | null =>
  p.desde === null ? null : sql`c.creado_en >= (${p.desde}::date)::timestamp at time zone 'Europe/Madrid'`;

/** Each offer's first candidacy, among those `desdePeriodo` keeps. */
const primerasCandidaturas = (p: Periodo): SQL =>
  sql`select c.id_oferta, min(c.creado_en) as primera from candidaturas c where ${y([desdePeriodo(p)])} group by c.id_oferta`;

/**
 * Internships (`pr`, with `e` its company and `ta` its student's degree) that started and were running at some
 * point of the period, matching the filters.
 */
const practicasDelPeriodo = (f: FiltroCifras, p: Periodo): SQL =>
  y([
    filtroEmpresa(f),
    filtroAlumno(f),
    f.tipoPractica !== undefined && sql`pr.tipo = ${f.tipoPractica}`,
    sql`pr.estado in ('en_curso', 'finalizada', 'certificada')`,
    p.desde !== null && sql`pr.fecha_inicio <= ${p.hasta}::date and pr.fecha_fin >= ${p.desde}::date`,
  ]);

export interface FilaOfertas {
  id_perfil: number | null;
  mes: string | null;
  publicadas: number;
  plazas: number;
  cerradas: number;
  cerradas_sin_candidato: number;
  mediana_dias: number | null;
}

export interface FilaCandidaturasTitulacion {
  id_titulacion: number | null;
  titulacion: string | null;
  /** 1 on the grand total's row (grouping()). */
  total: number;
  candidaturas: number;
  alumnos: number;
  seleccionadas: number;
}

export interface FilaTramo {
  tramo: string;
  ofertas: number;
  candidaturas: number;
}

export interface FilaPreinscripciones {
  aceptadas: number;
  rechazadas: number;
  pendientes: number;
}

export interface FilaPracticasTitulacion {
  id_titulacion: number | null;
  titulacion: string | null;
  tipo: string | null;
  total: number;
  iniciadas: number;
  en_curso: number;
  finalizadas: number;
}

export interface FilaPrograma {
  id: number;
  titulo: string;
  adhesiones_alumnos: number;
  adhesiones_empresas: number;
  practicas: number;
}

export interface FilaEmpresas {
  mes: string | null;
  id_sector: number | null;
  sector: string | null;
  sector_en: string | null;
  total: number;
  altas: number;
  validadas: number;
  rechazadas: number;
  convenios_firmados: number;
}

export interface FilaConvenios {
  generados: number;
  firmados: number;
  validados: number;
  rechazados: number;
}

export interface FilaSeguimiento {
  id_titulacion: number | null;
  titulacion: string | null;
  total: number;
  titulados: number;
  respuestas: number;
  empleo: number;
  estudios: number;
  buscando: number;
  no_buscando: number;
}

export interface EncuestaSeguimientoFila {
  id: number;
  titulo: string;
  id_pregunta_seguimiento: number | null;
  saca_opcion_anonima: boolean;
  para_alumnos: boolean;
}

/** Every query of the office's numbers (decision 044): aggregates only, no person's row leaves the database. */
export class CifrasRepository {
  constructor(private readonly db: Db) {}

  /** Offers published in the period, by profile and month, with the profile's and the overall totals. */
  ofertas(f: FiltroCifras, p: Periodo) {
    return filas<FilaOfertas>(
      this.db,
      sql`with o as (
        select o.id, o.id_perfil, o.id_estado, o.plazas, o.fecha_publicacion, ${mes(sql`o.fecha_publicacion`)} as mes
        from ofertas o ${f.idSector !== undefined ? sql`join empresas e on e.id = o.id_empresa` : sql``}
        where o.fecha_publicacion is not null
          and ${y([instanteEnPeriodo(sql`o.fecha_publicacion`, p), filtroOferta(f, true)])}),
      c as (${primerasCandidaturas(p)})
      select id_perfil, mes, count(*)::int as publicadas, coalesce(sum(plazas), 0)::int as plazas,
        (count(*) filter (where id_estado = 3))::int as cerradas,
        (count(*) filter (where id_estado = 3 and c.primera is null))::int as cerradas_sin_candidato,
        percentile_cont(0.5) within group (
          -- greatest() skips a null: an offer without candidacies must stay out of the median.
          order by case when c.primera is not null then greatest(0, extract(epoch from c.primera - fecha_publicacion) / 86400) end
        )::float8 as mediana_dias
      from o left join c on c.id_oferta = o.id
      group by grouping sets ((id_perfil, mes), (id_perfil), ())`,
    );
  }

  /**
   * Candidacies made in the period by the student's degree, with the overall total (total = 1). Counted per
   * student first, so "active students" needs no count(distinct) over a million rows.
   */
  candidaturasPorTitulacion(f: FiltroCifras, p: Periodo) {
    return filas<FilaCandidaturasTitulacion>(
      this.db,
      sql`with pa as (
        select c.id_alumno, count(*)::int as n, (count(*) filter (where c.estado = 6))::int as seleccionadas
        from candidaturas c ${ofertaDe(f)} ${alumnoDe(f)}
        where ${y([instanteEnPeriodo(sql`c.creado_en`, p), filtroOferta(f, false), filtroAlumno(f)])}
        group by c.id_alumno)
      select ta.id_titulacion, min(t.nombre) as titulacion, grouping(ta.id_titulacion)::int as total,
        coalesce(sum(pa.n), 0)::int as candidaturas, count(*)::int as alumnos,
        coalesce(sum(pa.seleccionadas), 0)::int as seleccionadas
      from pa left join titulacion_informe_alumno ta on ta.id_alumno = pa.id_alumno left join titulaciones t on t.id = ta.id_titulacion
      group by grouping sets ((ta.id_titulacion), ())`,
    );
  }

  /** Offers published in the period by how many candidacies (of students matching the filters) they received. */
  candidaturasPorOferta(f: FiltroCifras, p: Periodo) {
    const alumno = filtroAlumno(f);
    const recibidas = sql`(select c.id_oferta, count(*)::int as n from candidaturas c ${alumnoDe(f)}
      where ${y([desdePeriodo(p), alumno])} group by c.id_oferta)`;
    return filas<FilaTramo>(
      this.db,
      sql`with o as (
        select o.id from ofertas o ${f.idSector !== undefined ? sql`join empresas e on e.id = o.id_empresa` : sql``}
        where o.fecha_publicacion is not null
          and ${y([instanteEnPeriodo(sql`o.fecha_publicacion`, p), filtroOferta(f, false)])}),
      n as (select coalesce(c.n, 0) as n from o left join ${recibidas} c on c.id_oferta = o.id)
      select case when n = 0 then 'ninguna' when n < 5 then 'de1a4' when n < 10 then 'de5a9'
          when n < 25 then 'de10a24' else 'masDe24' end as tramo,
        count(*)::int as ofertas, coalesce(sum(n), 0)::int as candidaturas
      from n group by 1`,
    );
  }

  /** Pre-registrations the students answered in the period, and those still waiting that were made in it. */
  async preinscripciones(f: FiltroCifras, p: Periodo): Promise<FilaPreinscripciones> {
    const filtros = [filtroOferta(f, false), filtroAlumno(f)];
    const [contestadas] = await filas<{ aceptadas: number; rechazadas: number }>(
      this.db,
      sql`select (count(*) filter (where h.estado_nuevo = 1))::int as aceptadas,
        (count(*) filter (where h.estado_nuevo = 17))::int as rechazadas
      from candidatura_historial h
        ${porOferta(f) || filtroAlumno(f) ? sql`join candidaturas c on c.id = h.id_candidatura ${ofertaDe(f)} ${alumnoDe(f)}` : sql``}
      where h.estado_anterior = 16 and ${y([instanteEnPeriodo(sql`h.creado_en`, p), ...filtros])}`,
    );
    const [pendientes] = await filas<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from candidaturas c ${ofertaDe(f)} ${alumnoDe(f)}
      where c.estado = 16 and ${y([instanteEnPeriodo(sql`c.creado_en`, p), ...filtros])}`,
    );
    return {
      aceptadas: contestadas?.aceptadas ?? 0,
      rechazadas: contestadas?.rechazadas ?? 0,
      pendientes: pendientes?.n ?? 0,
    };
  }

  /**
   * Internships by the student's degree and kind: started in the period, ongoing on the `corte` day, finished in
   * the period (an internship en_curso past its end reads as finished, as everywhere else).
   */
  practicasPorTitulacion(f: FiltroCifras, p: Periodo) {
    const iniciada = y([sql`pr.estado in ('en_curso', 'finalizada', 'certificada')`, diaEnPeriodo(sql`pr.fecha_inicio`, p)]);
    const enCurso = sql`pr.estado in ('en_curso', 'finalizada', 'certificada')
      and pr.fecha_inicio <= ${p.corte}::date and pr.fecha_fin >= ${p.corte}::date`;
    const finalizada = y([
      sql`(pr.estado in ('finalizada', 'certificada') or (pr.estado = 'en_curso' and pr.fecha_fin < ${p.corte}::date))`,
      diaEnPeriodo(sql`pr.fecha_fin`, p),
    ]);
    return filas<FilaPracticasTitulacion>(
      this.db,
      sql`with pr as (
        select pr.estado, pr.tipo, pr.fecha_inicio, pr.fecha_fin, ta.id_titulacion from practicas pr
          ${empresaDePractica(f)} left join titulacion_informe_alumno ta on ta.id_alumno = pr.id_alumno
        where ${practicasDelPeriodo(f, p)})
      select pr.id_titulacion, min(t.nombre) as titulacion, pr.tipo,
        (grouping(pr.id_titulacion) * 2 + grouping(pr.tipo))::int as total,
        (count(*) filter (where ${iniciada}))::int as iniciadas,
        (count(*) filter (where ${enCurso}))::int as en_curso,
        (count(*) filter (where ${finalizada}))::int as finalizadas
      from pr left join titulaciones t on t.id = pr.id_titulacion
      group by grouping sets ((pr.id_titulacion, pr.tipo), (pr.id_titulacion), (pr.tipo), ())`,
    );
  }

  /** Companies that hosted an internship during the period. */
  async empresasDeAcogida(f: FiltroCifras, p: Periodo): Promise<number> {
    const [fila] = await filas<{ n: number }>(
      this.db,
      sql`select count(distinct pr.id_empresa)::int as n from practicas pr ${empresaDePractica(f)} ${alumnoDePractica(f)}
      where ${practicasDelPeriodo(f, p)}`,
    );
    return fila?.n ?? 0;
  }

  /**
   * Per programme: adhesions approved in the period (students, companies) and internships started in it. Each
   * count is one grouped pass over its table, joined to the programmes.
   */
  programas(f: FiltroCifras, p: Periodo) {
    const alumno = filtroAlumno(f);
    return filas<FilaPrograma>(
      this.db,
      sql`with a as (
        select pa.id_programa, count(*)::int as n from programa_alumnos pa
          ${alumno ? sql`join titulacion_informe_alumno ta on ta.id_alumno = pa.id_alumno` : sql``}
        where pa.estado = 'adherida' and ${y([instanteEnPeriodo(sql`coalesce(pa.resuelto_en, pa.creado_en)`, p), alumno])}
        group by pa.id_programa),
      em as (
        select pe.id_programa, count(*)::int as n from programa_empresas pe
          ${porEmpresa(f) ? sql`join empresas e on e.id = pe.id_empresa` : sql``}
        where pe.estado = 'adherida'
          and ${y([instanteEnPeriodo(sql`coalesce(pe.resuelto_en, pe.creado_en)`, p), filtroEmpresa(f)])}
        group by pe.id_programa),
      pr as (
        select pr.id_programa, count(*)::int as n from practicas pr ${empresaDePractica(f)} ${alumnoDePractica(f)}
        where pr.id_programa is not null and pr.estado in ('en_curso', 'finalizada', 'certificada')
          and ${y([
            diaEnPeriodo(sql`pr.fecha_inicio`, p),
            filtroEmpresa(f),
            alumno,
            f.tipoPractica !== undefined && sql`pr.tipo = ${f.tipoPractica}`,
          ])}
        group by pr.id_programa)
      select pg.id, pg.titulo, coalesce(a.n, 0)::int as adhesiones_alumnos, coalesce(em.n, 0)::int as adhesiones_empresas,
        coalesce(pr.n, 0)::int as practicas
      from programas pg left join a on a.id_programa = pg.id left join em on em.id_programa = pg.id
        left join pr on pr.id_programa = pg.id
      order by pg.titulo, pg.id`,
    );
  }

  /** Companies signed up, validated and rejected in the period, by month and by sector, with the totals. */
  empresas(f: FiltroCifras, p: Periodo) {
    const validada = y([sql`e.estado in ('validada', 'bloqueada')`, instanteEnPeriodo(sql`e.revisada_en`, p)]);
    const rechazada = y([sql`e.estado = 'rechazada'`, instanteEnPeriodo(sql`e.revisada_en`, p)]);
    const alta = instanteEnPeriodo(sql`e.creado_en`, p) ?? sql`true`;
    return filas<FilaEmpresas>(
      this.db,
      sql`with e as (
        select e.id, e.id_sector, e.creado_en, e.revisada_en, e.estado from empresas e where ${filtroEmpresa(f)}),
      sucesos as (
        select ${mes(sql`e.creado_en`)} as mes, e.id_sector, 1 as alta, 0 as validada, 0 as rechazada, 0 as firmado
          from e where ${alta}
        union all select ${mes(sql`e.revisada_en`)}, e.id_sector, 0, 1, 0, 0 from e where ${validada}
        union all select ${mes(sql`e.revisada_en`)}, e.id_sector, 0, 0, 1, 0 from e where ${rechazada}
        union all select ${mes(sql`cv.firmado_en`)}, e.id_sector, 0, 0, 0, 1 from convenios cv join e on e.id = cv.id_empresa
          where ${y([sql`cv.firmado_en is not null`, instanteEnPeriodo(sql`cv.firmado_en`, p)])})
      select s.mes, s.id_sector, min(d.es) as sector, min(d.en) as sector_en,
        (grouping(s.mes) * 2 + grouping(s.id_sector))::int as total,
        sum(s.alta)::int as altas, sum(s.validada)::int as validadas, sum(s.rechazada)::int as rechazadas,
        sum(s.firmado)::int as convenios_firmados
      from sucesos s left join dominio_items d on d.lista = 'sectores_actividad' and d.id = s.id_sector
      group by grouping sets ((s.mes), (s.id_sector), ())`,
    );
  }

  /** Median days from sign-up to validation of the companies validated in the period. */
  async medianaDiasValidacion(f: FiltroCifras, p: Periodo): Promise<number | null> {
    const [fila] = await filas<{ m: number | null }>(
      this.db,
      sql`select percentile_cont(0.5) within group (
          order by greatest(0, extract(epoch from e.revisada_en - e.creado_en) / 86400))::float8 as m
        from empresas e
        where ${y([sql`e.estado in ('validada', 'bloqueada')`, instanteEnPeriodo(sql`e.revisada_en`, p), filtroEmpresa(f)])}`,
    );
    return fila?.m ?? null;
  }

  /** Agreements generated, signed, validated and rejected in the period. */
  async convenios(f: FiltroCifras, p: Periodo): Promise<FilaConvenios> {
    const [fila] = await filas<FilaConvenios>(
      this.db,
      sql`select
          (count(*) filter (where ${y([instanteEnPeriodo(sql`cv.creado_en`, p)])}))::int as generados,
          (count(*) filter (where cv.firmado_en is not null and ${y([instanteEnPeriodo(sql`cv.firmado_en`, p)])}))::int
            as firmados,
          (count(*) filter (where cv.estado = 'validado' and ${y([instanteEnPeriodo(sql`cv.revisado_en`, p)])}))::int
            as validados,
          (count(*) filter (where cv.estado = 'rechazado' and ${y([instanteEnPeriodo(sql`cv.revisado_en`, p)])}))::int
            as rechazados
        from convenios cv join empresas e on e.id = cv.id_empresa where ${filtroEmpresa(f)}`,
    );
    return fila ?? { generados: 0, firmados: 0, validados: 0, rechazados: 0 };
  }

  /** The surveys marked as the follow-up survey, latest marked first. */
  encuestasSeguimiento() {
    return filas<{ id: number; titulo: string }>(
      this.db,
      sql`select id, titulo from encuestas where id_pregunta_seguimiento is not null order by seguimiento_en desc, id desc`,
    );
  }

  /**
   * Graduates of the period (a finished degree of this university ending in it; one row per degree and person)
   * and, of them, who answered the follow-up survey and in which situation, by degree with the total.
   */
  seguimiento(f: FiltroCifras, p: Periodo, idEncuesta: number) {
    return filas<FilaSeguimiento>(
      this.db,
      sql`with g as (
        select distinct ea.id_alumno, ea.id_titulacion from estudios_alumno ea join titulaciones t on t.id = ea.id_titulacion
        where ${y([
          sql`ea.de_la_universidad and ea.finalizado`,
          diaEnPeriodo(sql`ea.fecha_fin`, p),
          f.idTitulacion !== undefined && sql`ea.id_titulacion = ${f.idTitulacion}`,
          f.idArea !== undefined && sql`t.id_area = ${f.idArea}`,
        ])}),
      r as (
        select ec.id_usuario as id_alumno, min(er.situacion_egresado) as situacion
        from encuestas en
          join encuesta_contestaciones ec on ec.id_encuesta = en.id and ec.tipo = 'alumno'
          left join encuesta_contestacion_valores v on v.id_contestacion = ec.id and v.id_pregunta = en.id_pregunta_seguimiento
          left join encuesta_respuestas er on er.id = v.id_respuesta
        where en.id = ${idEncuesta}
        group by ec.id_usuario)
      select g.id_titulacion, min(t.nombre) as titulacion, grouping(g.id_titulacion)::int as total,
        count(*)::int as titulados, count(r.id_alumno)::int as respuestas,
        (count(*) filter (where r.situacion = 'empleo'))::int as empleo,
        (count(*) filter (where r.situacion = 'estudios'))::int as estudios,
        (count(*) filter (where r.situacion = 'buscando'))::int as buscando,
        (count(*) filter (where r.situacion = 'no_buscando'))::int as no_buscando
      from g left join r on r.id_alumno = g.id_alumno left join titulaciones t on t.id = g.id_titulacion
      group by grouping sets ((g.id_titulacion), ())`,
    );
  }

  async encuestaSeguimiento(id: number): Promise<EncuestaSeguimientoFila | null> {
    const [fila] = await filas<EncuestaSeguimientoFila>(
      this.db,
      sql`select id, titulo, id_pregunta_seguimiento, saca_opcion_anonima, para_alumnos from encuestas where id = ${id}`,
    );
    return fila ?? null;
  }

  /** The answers of a survey's question, with the situation each means; empty when the question is not single-choice. */
  respuestasDePregunta(idEncuesta: number, idPregunta: number) {
    return filas<{ id: number; situacion_egresado: SituacionEgresado | null }>(
      this.db,
      sql`select er.id, er.situacion_egresado from encuesta_respuestas er
        join encuesta_preguntas ep on ep.id = er.id_pregunta
        where ep.id = ${idPregunta} and ep.id_encuesta = ${idEncuesta} and ep.tipo = 'unica'
        order by er.orden`,
    );
  }

  async marcarSeguimiento(
    idEncuesta: number,
    idPregunta: number | null,
    situaciones: readonly { idRespuesta: number; situacion: SituacionEgresado }[],
  ) {
    await this.db.execute(sql`update encuesta_respuestas er set situacion_egresado = null
      from encuesta_preguntas ep where ep.id = er.id_pregunta and ep.id_encuesta = ${idEncuesta}`);
    for (const s of situaciones)
      await this.db.execute(sql`update encuesta_respuestas set situacion_egresado = ${s.situacion} where id = ${s.idRespuesta}`);
    await this.db.execute(sql`update encuestas set id_pregunta_seguimiento = ${idPregunta},
      seguimiento_en = case when ${idPregunta}::int is null then null else now() end where id = ${idEncuesta}`);
  }
}

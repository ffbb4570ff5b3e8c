import { and, desc, eq, exists, gt, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { provincias, titulaciones } from '../../db/schema/domain';
import { candidaturas, ofertas, ofertaTitulaciones, programas } from '../../db/schema/ofertas';
import { empresas } from '../../db/schema/personas';

/** The student's side of "Solo ofertas para mí": what each offer's requirements are compared with. */
export interface PerfilParaMi {
  /** The student's degrees, each with its credits passed (unknown counts as 0). */
  estudios: { idTitulacion: number; creditos: number }[];
  titulado: boolean;
  posgrado: boolean;
  deLaUniversidad: boolean;
  matriculadoPracticas: boolean;
}

export interface Busqueda {
  idPerfil: number;
  /** Only offers whose requirements this profile meets. */
  paraMi?: PerfilParaMi | undefined;
  /** yyyy-mm-dd: offers whose deadline is before it are closed. */
  hoy: string;
  texto?: string | undefined;
  idProvincia?: number | undefined;
  contratos?: number[] | undefined;
  salarioMin?: number | undefined;
  titulaciones?: number[] | undefined;
  areasTitulaciones?: number[] | undefined;
  nivelesTitulaciones?: number[] | undefined;
  areasFuncionales?: number[] | undefined;
  tiposFormacion?: number[] | undefined;
  tituloPrograma?: string | undefined;
  /** Only offers published after this instant and up to `publicadasHasta` (a saved search's alert). */
  publicadasDesde?: Date | undefined;
  publicadasHasta?: Date | undefined;
  /** Leaves out the offers this student has applied to (a saved search's alert). */
  sinCandidaturaDe?: number | undefined;
}

/** What a list card and an alert show of each match. */
const columnasTarjeta = {
  id: ofertas.id,
  titulo: ofertas.titulo,
  empresa: sql<string>`coalesce(${empresas.nombreComercial}, ${empresas.nombre})`,
  fechaPublicacion: ofertas.fechaPublicacion,
  provincia: provincias.nombre,
  urlAcceso: ofertas.urlAcceso,
  idPerfil: ofertas.idPerfil,
  idEmpresa: ofertas.idEmpresa,
};

/** Below this length a word has too few trigrams for similarity to mean anything. */
const TRIGRAMA_MIN = 3;

const buscador = sql.raw('"ofertas"."buscador"');
/** The title unaccented and in lower case: a stored generated column (0033) with its trigram index, never written. */
const tituloNormalizado = sql.raw('"ofertas"."titulo_busqueda"');

/**
 * Published offers of one profile for the student lists. Every condition maps
 * to an index: (id_perfil, id_estado, fecha_publicacion) for the list order,
 * (id_perfil, id_estado, fecha_limite) for the count, the GIN tsvector and the
 * GIN trigram index for text, and the degree link table for degree filters.
 * The count runs the same WHERE without joins.
 */
export class OfertasBusquedaRepository {
  constructor(private readonly db: Db) {}

  /** One page of matches, the same for every student (the caller's candidacies and verdicts are added by InscripcionService). */
  pagina(b: Busqueda, limite: number, desplazamiento: number, ascendente: boolean) {
    const orden = ascendente ? [ofertas.fechaPublicacion, ofertas.id] : [desc(ofertas.fechaPublicacion), desc(ofertas.id)];
    return this.db
      .select(columnasTarjeta)
      .from(ofertas)
      .innerJoin(empresas, eq(empresas.id, ofertas.idEmpresa))
      .leftJoin(provincias, eq(provincias.id, ofertas.idProvincia))
      .where(this.where(b))
      .orderBy(...orden)
      .limit(limite)
      .offset(desplazamiento);
  }

  /**
   * One page and the count of every match in one statement, for text searches (decision 056). The matches are
   * gathered once in a materialised CTE (ids and dates only, through the text and filter indexes as the count
   * reads them), counted, and sorted for the page, which alone is joined to its company and province. Two
   * statements would evaluate the text conditions twice, and the page's own plan, guessing that a walk down the
   * list order stops early, can read thousands of rows to find 20 rare matches. The same WHERE, order and
   * offset as `pagina` and `total`: the same rows and the same count.
   */
  async paginaConTotal(b: Busqueda, limite: number, desplazamiento: number, ascendente: boolean) {
    const { rows } = (await this.db.execute(this.consultaPaginaConTotal(b, limite, desplazamiento, ascendente))) as unknown as {
      rows: {
        numTotal: number;
        id: number | null;
        titulo: string;
        empresa: string;
        fechaMs: number | null;
        provincia: string | null;
        urlAcceso: string;
        idPerfil: number;
        idEmpresa: number;
      }[];
    };
    const numTotal = Number(rows[0]?.numTotal ?? 0);
    const filas = rows.flatMap(({ numTotal: _, fechaMs, id, ...r }) =>
      id === null ? [] : [{ ...r, id, fechaPublicacion: fechaMs === null ? null : new Date(fechaMs) }],
    );
    return { numTotal, filas };
  }

  /** `paginaConTotal`'s statement, so the benchmark can EXPLAIN exactly what the search runs. */
  consultaPaginaConTotal(b: Busqueda, limite: number, desplazamiento: number, ascendente: boolean): SQL {
    const dir = sql.raw(ascendente ? 'asc' : 'desc');
    return sql`with m as materialized (
        select ${ofertas.id} as id, ${ofertas.fechaPublicacion} as fp from ${ofertas} where ${this.where(b)}
      ), p as (
        select id, fp from m order by fp ${dir}, id ${dir} limit ${limite} offset ${desplazamiento}
      )
      select t.n as "numTotal", x.id, x.titulo, x.empresa, x.ms as "fechaMs", x.provincia, x."urlAcceso", x."idPerfil",
        x."idEmpresa"
      from (select count(*)::int as n from m) t
      left join (
        select p.id, p.fp, o.titulo, coalesce(e.nombre_comercial, e.nombre) as empresa,
          (extract(epoch from p.fp) * 1000)::float8 as ms, pr.nombre as provincia, o.url_acceso as "urlAcceso",
          o.id_perfil as "idPerfil", o.id_empresa as "idEmpresa"
        from p join ${ofertas} o on o.id = p.id join ${empresas} e on e.id = o.id_empresa
          left join ${provincias} pr on pr.id = o.id_provincia
      ) x on true
      order by x.fp ${dir}, x.id ${dir}`;
  }

  /**
   * A saved search's new offers (its alert), newest first: the same matches as `pagina`, read from the
   * publication window first. The window (a day's offers of the profile, newest first) is a fenced subquery
   * (OFFSET 0) named like the table, so `where(b)` applies to its few rows unchanged and the planner cannot start
   * instead from a text index over every offer; the conditions then run in the window's order and stop at
   * `limite` matches; only those are joined to their company and province.
   */
  async nuevas(b: Busqueda & { publicadasDesde: Date; publicadasHasta: Date }, limite: number) {
    const orden = sql.raw('"ofertas"."fecha_publicacion" desc, "ofertas"."id" desc');
    const { rows } = (await this.db.execute(sql`select o.id, o.titulo, coalesce(e.nombre_comercial, e.nombre) as empresa,
        p.nombre as provincia, o.url_acceso as "urlAcceso", o.id_perfil as "idPerfil", o.id_empresa as "idEmpresa"
      from (
        select * from (
          select * from ${ofertas} where ${ofertas.idPerfil} = ${b.idPerfil} and ${ofertas.idEstado} = 2
            and ${ofertas.fechaPublicacion} > ${b.publicadasDesde.toISOString()}::timestamptz
            and ${ofertas.fechaPublicacion} <= ${b.publicadasHasta.toISOString()}::timestamptz
          order by ${orden} offset 0) as ${ofertas}
        where ${this.where(b)}
        order by ${orden}
        limit ${limite}) as o
        join ${empresas} e on e.id = o.id_empresa left join ${provincias} p on p.id = o.id_provincia
      order by o.fecha_publicacion desc, o.id desc`)) as unknown as {
      rows: {
        id: number;
        titulo: string;
        empresa: string;
        provincia: string | null;
        urlAcceso: string;
        idPerfil: number;
        idEmpresa: number;
      }[];
    };
    return rows;
  }

  async total(b: Busqueda) {
    const rows = await this.consultaTotal(b);
    return rows[0]?.n ?? 0;
  }

  /** The count as a query, so the benchmark can EXPLAIN exactly what the list runs. */
  consultaTotal(b: Busqueda) {
    return this.db.select({ n: sql<number>`count(*)::int` }).from(ofertas).where(this.where(b));
  }

  /**
   * Offers a student could apply to whose degrees are the student's own or of
   * the same area, not yet applied to. Exact degree first, then the student's
   * province, then newest.
   */
  encajan(args: {
    idAlumno: number;
    perfiles: number[];
    hoy: string;
    titulaciones: number[];
    areas: number[];
    idProvincia: number | null;
    limite: number;
  }) {
    const porTitulacion = sql<number | null>`(select min(ot.id_titulacion) from ${ofertaTitulaciones} ot
      where ot.id_oferta = ${ofertas.id} and ot.id_titulacion in ${sqlList(args.titulaciones)})`;
    const porArea = sql<
      number | null
    >`(select min(t.id_area) from ${ofertaTitulaciones} ot join ${titulaciones} t on t.id = ot.id_titulacion
      where ot.id_oferta = ${ofertas.id} and t.id_area in ${sqlList(args.areas)})`;
    const enProvincia =
      args.idProvincia === null
        ? sql<boolean>`false`
        : sql<boolean>`coalesce(${ofertas.idProvincia} = ${args.idProvincia}, false)`;
    const candidato = this.db
      .select({ one: sql`1` })
      .from(candidaturas)
      .where(and(eq(candidaturas.idOferta, ofertas.id), eq(candidaturas.idAlumno, args.idAlumno)));
    const base = this.db
      .select({
        id: ofertas.id,
        titulo: ofertas.titulo,
        empresa: sql<string>`coalesce(${empresas.nombreComercial}, ${empresas.nombre})`.as('empresa'),
        fechaPublicacion: ofertas.fechaPublicacion,
        provincia: provincias.nombre,
        urlAcceso: ofertas.urlAcceso,
        idPerfil: ofertas.idPerfil,
        porTitulacion: porTitulacion.as('por_titulacion'),
        porArea: porArea.as('por_area'),
        enProvincia: enProvincia.as('en_provincia'),
      })
      .from(ofertas)
      .innerJoin(empresas, eq(empresas.id, ofertas.idEmpresa))
      .leftJoin(provincias, eq(provincias.id, ofertas.idProvincia))
      .where(
        and(
          inArray(ofertas.idPerfil, args.perfiles),
          eq(ofertas.idEstado, 2),
          or(isNull(ofertas.fechaLimite), gte(ofertas.fechaLimite, args.hoy)),
          sql`not exists ${candidato}`,
        ),
      )
      .as('base');
    return this.db
      .select()
      .from(base)
      .where(sql`${base.porArea} is not null`)
      .orderBy(sql`${base.porTitulacion} is null`, desc(base.enProvincia), desc(base.fechaPublicacion))
      .limit(args.limite);
  }

  private where(b: Busqueda): SQL | undefined {
    const conds: (SQL | undefined)[] = [
      eq(ofertas.idPerfil, b.idPerfil),
      eq(ofertas.idEstado, 2),
      or(isNull(ofertas.fechaLimite), gte(ofertas.fechaLimite, b.hoy)),
    ];
    const texto = b.texto?.trim();
    if (texto) {
      const porPalabras = sql`${buscador} @@ websearch_to_tsquery('spanish', f_unaccent(${texto}))`;
      // Partial or misspelt words ("gest", "desarollador") miss the stemmed index; word similarity on the title catches them.
      conds.push(
        texto.length >= TRIGRAMA_MIN ? or(porPalabras, sql`f_unaccent(lower(${texto})) <% ${tituloNormalizado}`) : porPalabras,
      );
    }
    if (b.publicadasDesde) conds.push(gt(ofertas.fechaPublicacion, b.publicadasDesde));
    if (b.publicadasHasta) conds.push(lte(ofertas.fechaPublicacion, b.publicadasHasta));
    if (b.sinCandidaturaDe !== undefined) {
      conds.push(
        sql`not exists (select 1 from ${candidaturas} c where c.id_oferta = ${sql.raw('"ofertas"."id"')} and c.id_alumno = ${b.sinCandidaturaDe})`,
      );
    }
    if (b.idProvincia) conds.push(eq(ofertas.idProvincia, b.idProvincia));
    if (b.contratos?.length) conds.push(inArray(ofertas.idTipoContrato, b.contratos));
    if (b.salarioMin !== undefined) conds.push(gte(ofertas.salario, String(b.salarioMin)));
    if (b.areasFuncionales?.length) conds.push(inArray(ofertas.idAreaFuncional, b.areasFuncionales));
    if (b.tiposFormacion?.length) conds.push(inArray(ofertas.idTipoFormacion, b.tiposFormacion));
    if (b.titulaciones?.length) conds.push(this.conTitulacion(inArray(ofertaTitulaciones.idTitulacion, b.titulaciones)));
    if (b.areasTitulaciones?.length) conds.push(this.conTitulacion(inArray(titulaciones.idArea, b.areasTitulaciones)));
    if (b.nivelesTitulaciones?.length) conds.push(this.conTitulacion(inArray(titulaciones.idNivel, b.nivelesTitulaciones)));
    if (b.paraMi) conds.push(...this.paraMi(b.paraMi));
    if (b.tituloPrograma?.trim()) {
      const patron = `%${b.tituloPrograma
        .trim()
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conds.push(
        inArray(
          ofertas.idPrograma,
          this.db
            .select({ id: programas.id })
            .from(programas)
            .where(sql`f_unaccent(lower(${programas.titulo})) like f_unaccent(${patron})`),
        ),
      );
    }
    return and(...conds);
  }

  /**
   * The requirement rules of reglas-inscripcion.ts as search conditions, so the
   * count and the pages agree: one of the student's degrees (or none asked);
   * graduated, postgraduate, university and curricular enrolment when asked;
   * enough credits in a degree that counts. A degree match implies the
   * "university studies only" rule, as the matched degree is one the offer
   * lists. The student's own state (service, active search, candidacies) is
   * not an offer requirement: each card says it.
   */
  private paraMi(p: PerfilParaMi): SQL[] {
    // Qualified by hand: the count selects from one table, where Drizzle would write a bare "id".
    const idOferta = sql.raw('"ofertas"."id"');
    const creditosMinimos = sql.raw('"ofertas"."creditos_minimos"');
    const sinTitulaciones = sql`not exists (select 1 from ${ofertaTitulaciones} ot where ot.id_oferta = ${idOferta})`;
    const deSuTitulacion = (ids: number[]) =>
      sql`exists (select 1 from ${ofertaTitulaciones} ot where ot.id_oferta = ${idOferta} and ot.id_titulacion in ${sqlList(ids)})`;
    const conds: SQL[] = [sql`(${sinTitulaciones} or ${deSuTitulacion(p.estudios.map((e) => e.idTitulacion))})`];
    if (!p.titulado) conds.push(eq(ofertas.soloTitulados, false));
    if (!p.posgrado) conds.push(eq(ofertas.soloPostgrado, false));
    if (!p.deLaUniversidad) conds.push(eq(ofertas.soloUniversidad, false));
    if (!p.matriculadoPracticas) conds.push(sql`(${ofertas.idPerfil} <> 2 or ${ofertas.idTipoFormacion} is distinct from 1)`);
    // Credits count in a degree the offer lists (any degree when it lists none); the best one decides.
    const creditosSuficientes =
      p.estudios.length === 0
        ? sql`false`
        : sql`exists (select 1 from (values ${sql.join(
            p.estudios.map((e) => sql`(${e.idTitulacion}::int, ${e.creditos}::int)`),
            sql`, `,
          )}) as e(id_titulacion, creditos)
            where e.creditos >= ${creditosMinimos}
              and (${sinTitulaciones} or e.id_titulacion in (select ot.id_titulacion from ${ofertaTitulaciones} ot where ot.id_oferta = ${idOferta})))`;
    conds.push(sql`(${creditosMinimos} is null or ${creditosMinimos} <= 0 or ${creditosSuficientes})`);
    return conds;
  }

  private conTitulacion(condicion: SQL) {
    return exists(
      this.db
        .select({ one: sql`1` })
        .from(ofertaTitulaciones)
        .innerJoin(titulaciones, eq(titulaciones.id, ofertaTitulaciones.idTitulacion))
        .where(and(eq(ofertaTitulaciones.idOferta, ofertas.id), condicion)),
    );
  }
}

/** `(a, b, c)` for an IN list; an empty list becomes `(NULL)`, which matches nothing. */
function sqlList(values: number[]) {
  return values.length === 0
    ? sql`(NULL)`
    : sql`(${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`;
}

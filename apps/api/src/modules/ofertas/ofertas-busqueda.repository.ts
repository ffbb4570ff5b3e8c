import { and, desc, eq, exists, gte, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { provincias, titulaciones } from '../../db/schema/domain';
import { candidaturas, ofertas, ofertaTitulaciones, programas } from '../../db/schema/ofertas';
import { empresas } from '../../db/schema/personas';

export interface Busqueda {
  idPerfil: number;
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
}

/** Below this length a word has too few trigrams for similarity to mean anything. */
const TRIGRAMA_MIN = 3;

const buscador = sql.raw('"ofertas"."buscador"');
const tituloNormalizado = sql`f_unaccent(lower(${ofertas.titulo}))`;

/**
 * Published offers of one profile for the student lists. Every condition maps
 * to an index: (id_perfil, id_estado, fecha_publicacion) for the list order,
 * (id_perfil, id_estado, fecha_limite) for the count, the GIN tsvector and the
 * GIN trigram index for text, and the degree link table for degree filters.
 * The count runs the same WHERE without joins.
 */
export class OfertasBusquedaRepository {
  // Runs on every list request, even when the page itself comes from the micro-cache.
  private readonly estadosPreparada;

  constructor(private readonly db: Db) {
    this.estadosPreparada = db
      .select({ idOferta: candidaturas.idOferta, estado: candidaturas.estado })
      .from(candidaturas)
      .where(
        and(
          eq(candidaturas.idAlumno, sql.placeholder('idAlumno')),
          sql`${candidaturas.idOferta} = any(${sql.placeholder('ids')}::int[])`,
        ),
      )
      .prepare('oferta_estados_alumno');
  }

  /** One page of matches, the same for every student (the caller's candidacies are added by `estados`). */
  pagina(b: Busqueda, limite: number, desplazamiento: number, ascendente: boolean) {
    const orden = ascendente ? [ofertas.fechaPublicacion, ofertas.id] : [desc(ofertas.fechaPublicacion), desc(ofertas.id)];
    return this.db
      .select({
        id: ofertas.id,
        titulo: ofertas.titulo,
        empresa: sql<string>`coalesce(${empresas.nombreComercial}, ${empresas.nombre})`,
        fechaPublicacion: ofertas.fechaPublicacion,
        provincia: provincias.nombre,
        urlAcceso: ofertas.urlAcceso,
        idPerfil: ofertas.idPerfil,
      })
      .from(ofertas)
      .innerJoin(empresas, eq(empresas.id, ofertas.idEmpresa))
      .leftJoin(provincias, eq(provincias.id, ofertas.idProvincia))
      .where(this.where(b))
      .orderBy(...orden)
      .limit(limite)
      .offset(desplazamiento);
  }

  /** The student's candidacy status on each of these offers (UNIQUE(id_oferta, id_alumno) answers each probe). */
  async estados(idAlumno: number, idsOferta: number[]) {
    if (idsOferta.length === 0) return new Map<number, number>();
    const rows = await this.estadosPreparada.execute({ idAlumno, ids: idsOferta });
    return new Map(rows.map((r) => [r.idOferta, r.estado]));
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
    if (b.idProvincia) conds.push(eq(ofertas.idProvincia, b.idProvincia));
    if (b.contratos?.length) conds.push(inArray(ofertas.idTipoContrato, b.contratos));
    if (b.salarioMin !== undefined) conds.push(gte(ofertas.salario, String(b.salarioMin)));
    if (b.areasFuncionales?.length) conds.push(inArray(ofertas.idAreaFuncional, b.areasFuncionales));
    if (b.tiposFormacion?.length) conds.push(inArray(ofertas.idTipoFormacion, b.tiposFormacion));
    if (b.titulaciones?.length) conds.push(this.conTitulacion(inArray(ofertaTitulaciones.idTitulacion, b.titulaciones)));
    if (b.areasTitulaciones?.length) conds.push(this.conTitulacion(inArray(titulaciones.idArea, b.areasTitulaciones)));
    if (b.nivelesTitulaciones?.length) conds.push(this.conTitulacion(inArray(titulaciones.idNivel, b.nivelesTitulaciones)));
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

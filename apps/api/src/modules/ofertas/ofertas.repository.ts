import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { provincias, titulaciones } from '../../db/schema/domain';
import { ofertas, ofertaTitulaciones, programas } from '../../db/schema/ofertas';
import { empresas } from '../../db/schema/personas';

export interface TitulacionFila {
  id: number;
  nombre: string;
  idNivel: number;
  idArea: number;
}

/**
 * One offer with everything its detail page shows, the same for every reader,
 * in one round trip: the degrees come as a JSON sub-select (the reader's own
 * candidacy comes with the application rules' data, InscripcionRepository). Both lookups
 * are prepared once (the detail is the most requested page after the lists),
 * so each call skips building the SQL and PostgreSQL skips parsing it.
 * The list and search queries live in ofertas-busqueda.repository.ts.
 */
export class OfertasRepository {
  private readonly porId;
  private readonly porUrl;

  constructor(db: Db) {
    const consulta = () => {
      // Each degree by primary key (a scalar sub-select): a join hashes the whole degree table per offer (decision 029).
      const tits = sql<TitulacionFila[]>`coalesce((
        select json_agg(x.j order by x.j->>'nombre') from (
          select (select json_build_object('id', t.id, 'nombre', t.nombre, 'idNivel', t.id_nivel, 'idArea', t.id_area)
            from ${titulaciones} t where t.id = ot.id_titulacion) j
          from ${ofertaTitulaciones} ot where ot.id_oferta = ${ofertas.id}) x), '[]'::json)`;
      return db
        .select({
          oferta: ofertas,
          empresa: {
            nombre: empresas.nombre,
            nombreComercial: empresas.nombreComercial,
            descripcion: empresas.descripcion,
            web: empresas.web,
          },
          provincia: provincias.nombre,
          programa: { titulo: programas.titulo, urlAcceso: programas.urlAcceso },
          titulaciones: tits,
        })
        .from(ofertas)
        .innerJoin(empresas, eq(empresas.id, ofertas.idEmpresa))
        .leftJoin(provincias, eq(provincias.id, ofertas.idProvincia))
        .leftJoin(programas, eq(programas.id, ofertas.idPrograma));
    };
    this.porId = consulta()
      .where(eq(ofertas.id, sql.placeholder('id')))
      .prepare('oferta_detalle_id');
    this.porUrl = consulta()
      .where(eq(ofertas.urlAcceso, sql.placeholder('url')))
      .prepare('oferta_detalle_url');
  }

  async detalle(by: { id: number } | { url: string }) {
    const rows = 'id' in by ? await this.porId.execute({ id: by.id }) : await this.porUrl.execute({ url: by.url });
    return rows[0] ?? null;
  }
}

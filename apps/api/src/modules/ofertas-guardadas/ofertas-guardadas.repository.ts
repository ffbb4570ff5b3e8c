import { ID_ESTADO_PROCESO_PUBLICADO } from '@puente/contract/constants';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ofertasGuardadas } from '../../db/schema/ofertas';

export interface FilaGuardada {
  url_acceso: string;
  titulo: string;
  empresa: string;
  provincia: string | null;
  id_perfil: number;
  id_estado: number;
  fecha_limite: string | null;
  estado_candidatura: number | null;
  guardada_en: Date;
}

export interface Recordatorio {
  id_alumno: number;
  id_oferta: number;
  titulo: string;
  url_acceso: string;
  id_perfil: number;
  fecha_limite: string;
}

const filas = async <T>(db: Db, consulta: ReturnType<typeof sql>) =>
  ((await db.execute(consulta)) as unknown as { rows: T[] }).rows;

export class OfertasGuardadasRepository {
  constructor(private readonly db: Db) {}

  /** The published offer with this address, the only kind a student can save. */
  async publicada(urlAcceso: string): Promise<number | null> {
    const [fila] = await filas<{ id: number }>(
      this.db,
      sql`select id from ofertas where url_acceso = ${urlAcceso} and id_estado = ${ID_ESTADO_PROCESO_PUBLICADO}`,
    );
    return fila?.id ?? null;
  }

  /** Any offer with this address (a saved one may have closed since). */
  async porUrl(urlAcceso: string): Promise<number | null> {
    const [fila] = await filas<{ id: number }>(this.db, sql`select id from ofertas where url_acceso = ${urlAcceso}`);
    return fila?.id ?? null;
  }

  /**
   * Saves it unless the student already holds `maximo` saved offers; an offer saved already stays as it was.
   * Answers whether it is saved now, in one statement so two saves at once cannot pass the limit together.
   */
  async guardar(idAlumno: number, idOferta: number, maximo: number): Promise<boolean> {
    const [fila] = await filas<{ guardada: boolean }>(
      this.db,
      sql`with nueva as (
        insert into ofertas_guardadas (id_alumno, id_oferta)
        select ${idAlumno}, ${idOferta}
        where (select count(*) from ofertas_guardadas where id_alumno = ${idAlumno}) < ${maximo}
        on conflict do nothing
        returning 1)
      select exists (select 1 from nueva)
        or exists (select 1 from ofertas_guardadas where id_alumno = ${idAlumno} and id_oferta = ${idOferta}) as guardada`,
    );
    return fila?.guardada ?? false;
  }

  async quitar(idAlumno: number, idOferta: number) {
    await this.db
      .delete(ofertasGuardadas)
      .where(and(eq(ofertasGuardadas.idAlumno, idAlumno), eq(ofertasGuardadas.idOferta, idOferta)));
  }

  async contar(idAlumno: number): Promise<number> {
    const [fila] = await filas<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from ofertas_guardadas where id_alumno = ${idAlumno}`,
    );
    return fila?.n ?? 0;
  }

  /** The student's saved offers, the latest saved first, with the company, province and their own candidacy. */
  listar(idAlumno: number) {
    return filas<FilaGuardada>(
      this.db,
      sql`select o.url_acceso, o.titulo, coalesce(e.nombre_comercial, e.nombre) as empresa, p.nombre as provincia,
          o.id_perfil, o.id_estado, o.fecha_limite::text as fecha_limite, c.estado as estado_candidatura,
          g.creado_en as guardada_en
        from ofertas_guardadas g
          join ofertas o on o.id = g.id_oferta
          join empresas e on e.id = o.id_empresa
          left join provincias p on p.id = o.id_provincia
          left join candidaturas c on c.id_oferta = o.id and c.id_alumno = g.id_alumno
        where g.id_alumno = ${idAlumno}
        order by g.creado_en desc, o.id desc`,
    );
  }

  /**
   * Saved offers still published whose deadline falls between `hoy` and `hasta` (both included), not reminded yet,
   * whose student has no candidacy on them and can still sign in: claimed in the same statement (marked reminded), so
   * two copies running it together remind each once.
   */
  reclamarRecordatorios(hoy: string, hasta: string, limite: number) {
    return filas<Recordatorio>(
      this.db,
      sql`with elegidas as (
        select g.id_alumno, g.id_oferta from ofertas_guardadas g
          join ofertas o on o.id = g.id_oferta
          join alumnos a on a.id = g.id_alumno
        where g.recordada_en is null and o.id_estado = ${ID_ESTADO_PROCESO_PUBLICADO}
          and o.fecha_limite between ${hoy}::date and ${hasta}::date
          and a.estado = 'activo'
          and not exists (select 1 from candidaturas c where c.id_oferta = g.id_oferta and c.id_alumno = g.id_alumno)
        order by o.fecha_limite, g.id_alumno
        limit ${limite}
        for update of g skip locked),
      marcadas as (
        update ofertas_guardadas g set recordada_en = now() from elegidas
        where g.id_alumno = elegidas.id_alumno and g.id_oferta = elegidas.id_oferta
        returning g.id_alumno, g.id_oferta)
      select m.id_alumno, m.id_oferta, o.titulo, o.url_acceso, o.id_perfil, o.fecha_limite::text as fecha_limite
      from marcadas m join ofertas o on o.id = m.id_oferta`,
    );
  }
}

import type { EstadoExportacion } from '@puente/contract/endpoints/mis-datos';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Idioma } from '../../lib/mensajes/render';

export interface FilaExportacion {
  id: number;
  tipo_usuario: 'alumno' | 'empresa';
  id_usuario: number;
  estado: EstadoExportacion;
  idioma: Idioma;
  id_archivo: string | null;
  tamano: number | null;
  intentos: number;
  creado_en: Date | string;
  lista_en: Date | string | null;
  caduca_en: Date | string | null;
}

/** How long a worker holds a copy it is making before another may take it (it died, or hangs). */
const RECLAMO_MINUTOS = 10;

/** The copies of their data people ask for (`exportaciones_datos`) and their making. */
export class MisDatosRepository {
  constructor(private readonly db: Db) {}

  private async filas<T>(consulta: ReturnType<typeof sql>): Promise<T[]> {
    return ((await this.db.execute(consulta)) as unknown as { rows: T[] }).rows;
  }

  /** A student still on the portal: who the mails greet and where they go, and the hash their password checks. */
  async alumno(id: number) {
    const [fila] = await this.filas<{ nombre: string; email: string; passwordHash: string | null }>(sql`select nombre, email,
        password_hash as "passwordHash" from alumnos where id = ${id} and estado <> 'baja'`);
    return fila ?? null;
  }

  /** A company contact still on the portal, the same way (the e-mail is optional for contacts: null without one). */
  async contacto(id: number) {
    const [fila] = await this.filas<{ nombre: string; email: string | null; passwordHash: string | null }>(sql`select nombre,
        email, password_hash as "passwordHash" from contactos_empresa where id = ${id} and estado <> 'baja'`);
    return fila ?? null;
  }

  deUsuario(tipo: 'alumno' | 'empresa', id: number) {
    return this.filas<FilaExportacion>(sql`select * from exportaciones_datos
      where tipo_usuario = ${tipo} and id_usuario = ${id} order by creado_en desc, id desc limit 20`);
  }

  async una(tipo: 'alumno' | 'empresa', idUsuario: number, id: number) {
    const [fila] = await this.filas<FilaExportacion>(sql`select * from exportaciones_datos
      where id = ${id} and tipo_usuario = ${tipo} and id_usuario = ${idUsuario}`);
    return fila ?? null;
  }

  /**
   * A new copy, unless one is being made (that one is answered) or the day's allowance is spent (null). The
   * person's row is locked first, so two requests at once make one copy.
   */
  async pedir(tipo: 'alumno' | 'empresa', id: number, idioma: Idioma, maxDia: number) {
    const tabla = tipo === 'alumno' ? sql`alumnos` : sql`contactos_empresa`;
    await this.db.execute(sql`select 1 from ${tabla} where id = ${id} for update`);
    const [enCurso] = await this.filas<FilaExportacion>(sql`select * from exportaciones_datos
      where tipo_usuario = ${tipo} and id_usuario = ${id} and estado = 'pendiente'`);
    if (enCurso) return enCurso;
    const [hoy] = await this.filas<{ n: number }>(sql`select count(*)::int as n from exportaciones_datos
      where tipo_usuario = ${tipo} and id_usuario = ${id} and creado_en > now() - interval '1 day'`);
    if (Number(hoy?.n ?? 0) >= maxDia) return null;
    const [nueva] = await this.filas<FilaExportacion>(sql`insert into exportaciones_datos (tipo_usuario, id_usuario, idioma)
      values (${tipo}, ${id}, ${idioma}) returning *`);
    return nueva as FilaExportacion;
  }

  /** The oldest pending copy nobody is making, claimed for `RECLAMO_MINUTOS` (several copies of the API never both take it). */
  async reclamar(): Promise<FilaExportacion | null> {
    const [fila] = await this.filas<FilaExportacion>(sql`update exportaciones_datos set
        reclamada_hasta = now() + make_interval(mins => ${RECLAMO_MINUTOS}), intentos = intentos + 1
      where id = (select id from exportaciones_datos
        where estado = 'pendiente' and (reclamada_hasta is null or reclamada_hasta < now())
        order by creado_en, id limit 1 for update skip locked)
      returning *`);
    return fila ?? null;
  }

  async terminar(id: number, idArchivo: string, tamano: number, dias: number) {
    const [fila] = await this.filas<FilaExportacion>(sql`update exportaciones_datos set estado = 'lista',
        id_archivo = ${idArchivo}, tamano = ${tamano}, lista_en = now(), caduca_en = now() + make_interval(days => ${dias}),
        reclamada_hasta = null
      where id = ${id} and estado = 'pendiente' returning *`);
    return fila ?? null;
  }

  /** A copy that failed: tried again later, or given up after `maxIntentos`. */
  async fallo(id: number, maxIntentos: number) {
    await this.db.execute(sql`update exportaciones_datos set reclamada_hasta = now() + interval '1 minute',
        estado = case when intentos >= ${maxIntentos} then 'fallida' else estado end
      where id = ${id} and estado = 'pendiente'`);
  }

  /** Ready copies past their date: answered with their files, which the caller deletes; the rows stay as `caducada`. */
  caducar() {
    return this.filas<{ id: number; id_archivo: string | null }>(sql`with viejas as (
        select id, id_archivo from exportaciones_datos where estado = 'lista' and caduca_en < now() for update skip locked)
      update exportaciones_datos e set estado = 'caducada', id_archivo = null from viejas where e.id = viejas.id
      returning viejas.id, viejas.id_archivo`);
  }
}

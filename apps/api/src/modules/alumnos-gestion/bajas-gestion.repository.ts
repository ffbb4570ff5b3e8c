import type { EstadoSolicitudBaja } from '@puente/contract/alumnos-gestion';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contarHasta } from '../../db/queries/pagina';
import { solicitudesBaja } from '../../db/schema/cuenta';
import { alumnos, gestores } from '../../db/schema/personas';
import type { Clave } from '../../lib/pagina';

const columnas = {
  solicitud: solicitudesBaja,
  nombre: sql<string>`${alumnos.nombre} || ' ' || ${alumnos.apellido1} || coalesce(' ' || ${alumnos.apellido2}, '')`,
  email: alumnos.email,
  gestor: sql<string | null>`${gestores.nombre} || ' ' || ${gestores.apellidos}`,
  claveCreado: sql<string>`to_char(${solicitudesBaja.creadoEn} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};
export type FilaSolicitudBaja = {
  solicitud: typeof solicitudesBaja.$inferSelect;
  nombre: string;
  email: string;
  gestor: string | null;
  claveCreado: string;
};

const deEstado = (estado: EstadoSolicitudBaja): SQL =>
  estado === 'pendiente'
    ? (and(isNull(solicitudesBaja.atendidaEn), isNull(solicitudesBaja.resultado)) as SQL)
    : eq(solicitudesBaja.resultado, estado);

/**
 * Deregistration requests (solicitudes_baja), their decision records and the
 * erasure an accepted one orders (RGPD art. 17).
 */
export class BajasGestionRepository {
  constructor(private readonly db: Db) {}

  private base() {
    return this.db
      .select(columnas)
      .from(solicitudesBaja)
      .innerJoin(alumnos, eq(alumnos.id, solicitudesBaja.idAlumno))
      .leftJoin(gestores, eq(gestores.id, solicitudesBaja.resueltaPor));
  }

  /** Pending ones oldest first (who has waited longest); decided ones newest first. */
  async pagina(estado: EstadoSolicitudBaja, desde: Clave | null, limite: number) {
    const antiguas = estado === 'pendiente';
    const tras = desde
      ? antiguas
        ? sql`(${solicitudesBaja.creadoEn}, ${solicitudesBaja.id}) > (${desde[0]}::timestamptz, ${desde[1]})`
        : sql`(${solicitudesBaja.creadoEn}, ${solicitudesBaja.id}) < (${desde[0]}::timestamptz, ${desde[1]})`
      : undefined;
    const orden = antiguas
      ? [asc(solicitudesBaja.creadoEn), asc(solicitudesBaja.id)]
      : [desc(solicitudesBaja.creadoEn), desc(solicitudesBaja.id)];
    return (await this.base()
      .where(and(deEstado(estado), ...(tras ? [tras] : [])))
      .orderBy(...orden)
      .limit(limite)) as FilaSolicitudBaja[];
  }

  total(estado: EstadoSolicitudBaja) {
    return contarHasta(
      this.db,
      this.db.select({ id: solicitudesBaja.id }).from(solicitudesBaja).where(deEstado(estado)).getSQL(),
    );
  }

  async deAlumno(idAlumno: number) {
    return (await this.base()
      .where(eq(solicitudesBaja.idAlumno, idAlumno))
      .orderBy(desc(solicitudesBaja.creadoEn), desc(solicitudesBaja.id))) as FilaSolicitudBaja[];
  }

  /** The request and its student, locked until the decision commits: two staff members cannot both decide it. */
  async paraResolver(id: number) {
    const [fila] = await this.db
      .select({
        solicitud: solicitudesBaja,
        alumno: { id: alumnos.id, nombre: alumnos.nombre, email: alumnos.email },
      })
      .from(solicitudesBaja)
      .innerJoin(alumnos, eq(alumnos.id, solicitudesBaja.idAlumno))
      .where(eq(solicitudesBaja.id, id))
      .for('update');
    return fila ?? null;
  }

  async registrarDecision(
    id: number,
    d: { resultado: 'aceptada' | 'rechazada'; idGestor: number; baseLegal: string; borrarMotivo: boolean },
  ) {
    await this.db
      .update(solicitudesBaja)
      .set({
        atendidaEn: new Date(),
        resultado: d.resultado,
        resueltaPor: d.idGestor,
        baseLegal: d.baseLegal,
        ...(d.borrarMotivo ? { motivo: null } : {}),
      })
      .where(eq(solicitudesBaja.id, id));
  }
}

import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { solicitudesBaja } from '../../db/schema/cuenta';
import { alumnos } from '../../db/schema/personas';

export class CuentaRepository {
  constructor(private readonly db: Db) {}

  /** The new request's id, or null when the student already has one open. */
  async requestDeletion(idAlumno: number, motivo: string | null): Promise<number | null> {
    const rows = await this.db
      .insert(solicitudesBaja)
      .values({ idAlumno, motivo })
      .onConflictDoNothing({ target: solicitudesBaja.idAlumno, where: sql`atendida_en IS NULL` })
      .returning({ id: solicitudesBaja.id });
    return rows[0]?.id ?? null;
  }

  openRequests() {
    return this.db
      .select({
        idSolicitud: solicitudesBaja.id,
        idAlumno: solicitudesBaja.idAlumno,
        nombre: sql<string>`${alumnos.nombre} || ' ' || ${alumnos.apellido1}`,
        email: alumnos.email,
        motivo: solicitudesBaja.motivo,
        creadoEn: solicitudesBaja.creadoEn,
      })
      .from(solicitudesBaja)
      .innerJoin(alumnos, eq(alumnos.id, solicitudesBaja.idAlumno))
      .where(isNull(solicitudesBaja.atendidaEn))
      .orderBy(asc(solicitudesBaja.creadoEn));
  }
}

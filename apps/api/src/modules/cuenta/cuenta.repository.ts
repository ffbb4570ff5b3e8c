import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { solicitudesBaja } from '../../db/schema/cuenta';

export class CuentaRepository {
  constructor(private readonly db: Db) {}

  /** The new request's id, or null when the student already has one open. */
  async requestDeletion(idAlumno: number, motivo: string | null, idioma: 'es' | 'en'): Promise<number | null> {
    const rows = await this.db
      .insert(solicitudesBaja)
      .values({ idAlumno, motivo, idioma })
      .onConflictDoNothing({ target: solicitudesBaja.idAlumno, where: sql`atendida_en IS NULL` })
      .returning({ id: solicitudesBaja.id });
    return rows[0]?.id ?? null;
  }
}

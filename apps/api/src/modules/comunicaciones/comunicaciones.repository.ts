import { and, desc, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { comunicaciones } from '../../db/schema/ofertas';

export class ComunicacionesRepository {
  constructor(private readonly db: Db) {}

  /** Communications for a role (or for everyone) in force on `hoy` (yyyy-mm-dd), newest first. */
  vigentes(para: 'alumno' | 'empresa', hoy: string) {
    return this.db
      .select()
      .from(comunicaciones)
      .where(
        and(
          inArray(comunicaciones.para, [para, 'todos']),
          lte(comunicaciones.fechaDesde, hoy),
          or(isNull(comunicaciones.fechaHasta), gte(comunicaciones.fechaHasta, hoy)),
        ),
      )
      .orderBy(desc(comunicaciones.fechaDesde), desc(comunicaciones.id));
  }
}

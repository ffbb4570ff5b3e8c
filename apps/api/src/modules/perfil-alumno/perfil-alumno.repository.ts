import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { titulaciones } from '../../db/schema/domain';
import { estudiosAlumno } from '../../db/schema/ofertas';
import { alumnos } from '../../db/schema/personas';

/** What the fit list, "para mí" and the missing-data checks read about a student (the application rules read theirs in InscripcionRepository). */
export class PerfilAlumnoRepository {
  constructor(private readonly db: Db) {}

  async alumno(id: number) {
    const rows = await this.db.select().from(alumnos).where(eq(alumnos.id, id));
    return rows[0] ?? null;
  }

  /** The studies of catalogue degrees, with their area and level: what the degree rules read. */
  estudios(idAlumno: number) {
    return this.db
      .select({
        idTitulacion: titulaciones.id,
        titulacion: titulaciones.nombre,
        idArea: titulaciones.idArea,
        idNivel: titulaciones.idNivel,
        finalizado: estudiosAlumno.finalizado,
        deLaUniversidad: estudiosAlumno.deLaUniversidad,
        creditosSuperados: estudiosAlumno.creditosSuperados,
      })
      .from(estudiosAlumno)
      .innerJoin(titulaciones, eq(titulaciones.id, estudiosAlumno.idTitulacion))
      .where(eq(estudiosAlumno.idAlumno, idAlumno))
      .orderBy(asc(estudiosAlumno.id));
  }
}

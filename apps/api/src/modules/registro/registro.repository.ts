import { normalizeSpanishId } from '@puente/contract/validation/spanish-id';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alumnos } from '../../db/schema/personas';
import { tokensPassword } from '../../db/schema/session';

/** Reset links of students: `tokens_password` rows with this purpose. */
const PROPOSITO_RESETEO = 'reseteo-alumno';

export class RegistroRepository {
  constructor(private readonly db: Db) {}

  async emailRegistrado(email: string) {
    const rows = await this.db
      .select({ id: alumnos.id })
      .from(alumnos)
      .where(eq(sql`lower(${alumnos.email})`, email.toLowerCase()))
      .limit(1);
    return rows.length > 0;
  }

  async dniRegistrado(dni: string) {
    const rows = await this.db.select({ id: alumnos.id }).from(alumnos).where(eq(alumnos.dni, dni)).limit(1);
    return rows.length > 0;
  }

  /**
   * A self-registered student: no studies, looking for a job and not an
   * internship, and not in the university's records (offers reserved to the
   * university's own students stay closed to them). The RGPD text is accepted
   * on the first login, as for everybody.
   */
  async crearAlumno(a: {
    dni: string;
    email: string;
    nombre: string;
    apellido1: string;
    apellido2: string | null;
    passwordHash: string;
  }) {
    const [row] = await this.db
      .insert(alumnos)
      .values({
        ...a,
        conEmpleo: true,
        conPracticas: false,
        deLaUniversidad: false,
        primerAcceso: true,
        sesionesDesde: sql`date_trunc('second', now())`,
      })
      .returning({ id: alumnos.id });
    if (!row) throw new Error('alta de alumno sin fila');
    return row.id;
  }

  /** By DNI/NIE or e-mail, as the student login finds them. */
  async buscarAlumno(usuario: string) {
    const u = usuario.trim();
    const rows = await this.db
      .select({ id: alumnos.id, nombre: alumnos.nombre, email: alumnos.email })
      .from(alumnos)
      .where(or(eq(alumnos.dni, normalizeSpanishId(u)), eq(sql`lower(${alumnos.email})`, u.toLowerCase())))
      .limit(1);
    return rows[0] ?? null;
  }

  /** The new password; sessions issued before this second stop being valid (tokens carry whole seconds). */
  async cambiarPassword(idAlumno: number, passwordHash: string) {
    await this.db
      .update(alumnos)
      .set({ passwordHash, sesionesDesde: sql`date_trunc('second', now())` })
      .where(eq(alumnos.id, idAlumno));
  }

  /** Reset links made for the student since `desde`, holding the student's row for the rest of the transaction. */
  async enlacesRecientes(idAlumno: number, desde: Date): Promise<number> {
    await this.db.execute(sql`select 1 from alumnos where id = ${idAlumno} for update`);
    const [fila] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tokensPassword)
      .where(
        and(
          eq(tokensPassword.tipoUsuario, 'alumno'),
          eq(tokensPassword.idUsuario, idAlumno),
          eq(tokensPassword.proposito, PROPOSITO_RESETEO),
          gt(tokensPassword.creadoEn, desde),
        ),
      );
    return Number(fila?.n ?? 0);
  }

  async guardarToken(idAlumno: number, tokenHash: string, expiraEn: Date) {
    await this.db
      .insert(tokensPassword)
      .values({ tipoUsuario: 'alumno', idUsuario: idAlumno, proposito: PROPOSITO_RESETEO, tokenHash, expiraEn });
  }

  /**
   * Marks the token used and answers its student, in one statement: of two
   * requests with the same token only one gets the row.
   */
  async consumirToken(tokenHash: string) {
    const rows = await this.db
      .update(tokensPassword)
      .set({ usadoEn: sql`now()` })
      .where(
        and(
          eq(tokensPassword.tokenHash, tokenHash),
          eq(tokensPassword.proposito, PROPOSITO_RESETEO),
          eq(tokensPassword.tipoUsuario, 'alumno'),
          isNull(tokensPassword.usadoEn),
          gt(tokensPassword.expiraEn, sql`now()`),
        ),
      )
      .returning({ idUsuario: tokensPassword.idUsuario });
    return rows[0]?.idUsuario ?? null;
  }

  /** A successful reset voids the student's other links still pending. */
  async anularTokensPendientes(idAlumno: number) {
    await this.db
      .update(tokensPassword)
      .set({ usadoEn: sql`now()` })
      .where(
        and(
          eq(tokensPassword.tipoUsuario, 'alumno'),
          eq(tokensPassword.idUsuario, idAlumno),
          eq(tokensPassword.proposito, PROPOSITO_RESETEO),
          isNull(tokensPassword.usadoEn),
        ),
      );
  }
}

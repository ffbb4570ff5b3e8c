import type { PermisoGestor } from '@puente/contract/permisos';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gestores } from '../../db/schema/personas';

export type FilaGestor = Omit<typeof gestores.$inferSelect, 'passwordHash' | 'sesionesDesde'>;

const columnas = {
  id: gestores.id,
  nick: gestores.nick,
  email: gestores.email,
  nombre: gestores.nombre,
  apellidos: gestores.apellidos,
  activo: gestores.activo,
  creadoEn: gestores.creadoEn,
  permisos: gestores.permisos,
};

/** The staff accounts (gestores) and their permissions. */
export class EquipoRepository {
  constructor(private readonly db: Db) {}

  lista(): Promise<FilaGestor[]> {
    return this.db.select(columnas).from(gestores).orderBy(asc(gestores.apellidos), asc(gestores.nombre), asc(gestores.id));
  }

  async gestor(id: number): Promise<FilaGestor | null> {
    return (await this.db.select(columnas).from(gestores).where(eq(gestores.id, id)))[0] ?? null;
  }

  /** Which of the nick and e-mail another account already has (case-insensitive, as logging in reads them). */
  async enUso(nick: string, email: string) {
    const [fila] = await this.db
      .select({
        nick: sql<boolean>`bool_or(lower(${gestores.nick}) = lower(${nick}))`,
        email: sql<boolean>`bool_or(lower(${gestores.email}) = lower(${email}))`,
      })
      .from(gestores);
    return { nick: fila?.nick === true, email: fila?.email === true };
  }

  async crear(datos: {
    nick: string;
    email: string;
    nombre: string;
    apellidos: string;
    permisos: PermisoGestor[];
    passwordHash: string;
  }): Promise<FilaGestor> {
    const [fila] = await this.db
      .insert(gestores)
      .values({ ...datos, sesionesDesde: sql`date_trunc('second', now())` })
      .returning(columnas);
    return fila as FilaGestor;
  }

  /**
   * The ids of the active members with administración, their rows locked
   * until the transaction ends, so two administrators demoting each other at
   * once cannot both pass the "someone must remain" check.
   */
  async administradoresActivos(): Promise<number[]> {
    const filas = await this.db
      .select({ id: gestores.id })
      .from(gestores)
      .where(sql`${gestores.activo} and 'administracion' = any(${gestores.permisos})`)
      .orderBy(asc(gestores.id))
      .for('update');
    return filas.map((f) => f.id);
  }

  /** Sets permissions and state; a new password hash or a deactivation also ends the member's sessions. */
  async editar(
    id: number,
    cambios: { permisos: PermisoGestor[]; activo: boolean; passwordHash?: string; cerrarSesiones: boolean },
  ): Promise<FilaGestor | null> {
    const [fila] = await this.db
      .update(gestores)
      .set({
        permisos: cambios.permisos,
        activo: cambios.activo,
        ...(cambios.passwordHash ? { passwordHash: cambios.passwordHash } : {}),
        ...(cambios.cerrarSesiones ? { sesionesDesde: sql`date_trunc('second', now())` } : {}),
      })
      .where(eq(gestores.id, id))
      .returning(columnas);
    return fila ?? null;
  }
}

import type { PermisoGestor } from '@puente/contract/permisos';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alumnos, contactoEmpresas, contactosEmpresa, empresas, gestores } from '../../db/schema/personas';
import { rgpdAceptaciones, rgpdTextos, tokensRevocados } from '../../db/schema/session';
import { CANAL_SESIONES } from './canal-sesiones';

export type UserKind = 'alumno' | 'empresa' | 'gestor';

const tableOf = { alumno: alumnos, empresa: contactosEmpresa, gestor: gestores } as const;

export class AuthRepository {
  constructor(private readonly db: Db) {}

  async findAlumno(usuario: string) {
    const rows = await this.db
      .select()
      .from(alumnos)
      .where(or(eq(alumnos.dni, usuario.toUpperCase()), eq(sql`lower(${alumnos.email})`, usuario.toLowerCase())))
      .limit(1);
    return rows[0] ?? null;
  }

  async findAlumnoById(id: number) {
    const rows = await this.db.select().from(alumnos).where(eq(alumnos.id, id));
    return rows[0] ?? null;
  }

  async findContacto(usuario: string) {
    const u = usuario.toLowerCase();
    const rows = await this.db
      .select()
      .from(contactosEmpresa)
      .where(or(eq(sql`lower(${contactosEmpresa.nick})`, u), eq(sql`lower(${contactosEmpresa.email})`, u)))
      .limit(1);
    return rows[0] ?? null;
  }

  async findContactoById(id: number) {
    const rows = await this.db.select().from(contactosEmpresa).where(eq(contactosEmpresa.id, id));
    return rows[0] ?? null;
  }

  async findGestor(usuario: string) {
    const u = usuario.toLowerCase();
    const rows = await this.db
      .select()
      .from(gestores)
      .where(or(eq(sql`lower(${gestores.nick})`, u), eq(sql`lower(${gestores.email})`, u)))
      .limit(1);
    return rows[0] ?? null;
  }

  /**
   * Nick and password hash of every active staff account: the production
   * start-up check (cuentas-demo.service.ts) verifies them against the demo
   * password. An inactive one cannot log in, so it is left out.
   */
  passwordsGestoresActivos() {
    return this.db
      .select({ nick: gestores.nick, passwordHash: gestores.passwordHash })
      .from(gestores)
      .where(eq(gestores.activo, true));
  }

  companiesOf(idContacto: number) {
    return this.db
      .select({ idEmpresa: empresas.id, nombre: empresas.nombre, cif: empresas.cif, estado: empresas.estado })
      .from(contactoEmpresas)
      .innerJoin(empresas, eq(empresas.id, contactoEmpresas.idEmpresa))
      .where(eq(contactoEmpresas.idContacto, idContacto))
      .orderBy(empresas.nombre);
  }

  async currentRgpd() {
    const rows = await this.db
      .select()
      .from(rgpdTextos)
      .where(eq(rgpdTextos.vigente, true))
      .orderBy(desc(rgpdTextos.id))
      .limit(1);
    return rows[0] ?? null;
  }

  async hasAccepted(tipo: UserKind, id: number, idTexto: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: rgpdAceptaciones.id })
      .from(rgpdAceptaciones)
      .where(
        and(eq(rgpdAceptaciones.tipoUsuario, tipo), eq(rgpdAceptaciones.idUsuario, id), eq(rgpdAceptaciones.idTexto, idTexto)),
      );
    return rows.length > 0;
  }

  async accept(tipo: UserKind, id: number, idTexto: number) {
    await this.db.insert(rgpdAceptaciones).values({ tipoUsuario: tipo, idUsuario: id, idTexto }).onConflictDoNothing();
  }

  async revoke(jti: string, expSeconds: number) {
    await this.db
      .insert(tokensRevocados)
      .values({ jti, expiraEn: new Date(expSeconds * 1000) })
      .onConflictDoNothing();
  }

  /**
   * Tells every API copy on this database that some sessions ended (session.service.ts, CANAL_SESIONES).
   * Through the current unit of work: inside a transaction PostgreSQL sends the notice at its commit and
   * drops it at a rollback, so no copy clears its cache before the change it must read is visible.
   */
  async avisarSesiones(carga: string) {
    await this.db.execute(sql`select pg_notify(${CANAL_SESIONES}, ${carga})`);
  }

  /**
   * One round trip per authenticated request: is the token revoked, since when
   * are the user's sessions valid, is the user still allowed in, and, for a
   * company contact, is the token's company still theirs and still validated
   * (a removed contact or a blocked company must stop at once, not at expiry),
   * and, for a god-mode token, is the staff member who started it still active and in administración.
   */
  async sessionState(tipo: UserKind, id: number, jti: string, idEmpresa: number | null, idActor: number | null = null) {
    const table = tableOf[tipo];
    const estado =
      tipo === 'gestor' ? sql<string>`case when ${gestores.activo} then 'activo' else 'baja' end` : sql<string>`estado`;
    const empresaVigente =
      tipo === 'empresa'
        ? sql<boolean>`exists (select 1 from ${contactoEmpresas}
            inner join ${empresas} on ${empresas.id} = ${contactoEmpresas.idEmpresa}
            where ${contactoEmpresas.idContacto} = ${id} and ${contactoEmpresas.idEmpresa} = ${idEmpresa ?? 0}
              and ${empresas.estado} = 'validada')`
        : sql<boolean>`true`;
    // A god-mode token lives while the staff member who started it is active and still holds administración.
    const actorVigente =
      idActor === null
        ? sql<boolean>`true`
        : sql<boolean>`exists (select 1 from ${gestores}
            where ${gestores.id} = ${idActor} and ${gestores.activo} and 'administracion' = any(${gestores.permisos}))`;
    const rows = await this.db
      .select({
        sesionesDesde: table.sesionesDesde,
        estado,
        revocado: sql<boolean>`exists (select 1 from ${tokensRevocados} where ${tokensRevocados.jti} = ${jti})`,
        empresaVigente,
        actorVigente,
        permisos: tipo === 'gestor' ? gestores.permisos : sql<PermisoGestor[] | null>`null`,
      })
      .from(table)
      .where(eq(table.id, id));
    return rows[0] ?? null;
  }

  async setPassword(tipo: UserKind, id: number, passwordHash: string) {
    const table = tableOf[tipo];
    // Sessions issued before this second stop being valid (tokens carry whole seconds).
    await this.db.update(table).set({ passwordHash, sesionesDesde: sql`date_trunc('second', now())` }).where(eq(table.id, id));
  }

  async firstAccessDone(tipo: 'alumno' | 'empresa', id: number) {
    const table = tipo === 'alumno' ? alumnos : contactosEmpresa;
    await this.db.update(table).set({ primerAcceso: false }).where(eq(table.id, id));
  }

  async purgeExpiredRevocations() {
    await this.db.delete(tokensRevocados).where(sql`${tokensRevocados.expiraEn} < now()`);
  }
}

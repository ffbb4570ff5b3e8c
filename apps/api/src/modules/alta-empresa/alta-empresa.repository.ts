import { and, asc, eq, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { columnasDatosContacto, columnasDatosEmpresa } from '../../db/queries/empresa';
import { contactoEmpresas, contactosEmpresa, empresas } from '../../db/schema/personas';
import { tokensPassword } from '../../db/schema/session';
import type { Cifrado } from '../../lib/cifrado/cifrado';

/**
 * The kinds of company links in `tokens_password`: a reminder's reset, a new
 * contact's first password, and the link of a rejection mail to correct the
 * sign-up and send it again (issue 25).
 */
export type PropositoEnlace = 'reseteo-empresa' | 'establecer-empresa' | 'corregir-empresa';

/** The company row a sign-up creates (column names of 0001 and 0015). */
export interface FilaEmpresaNueva {
  cif: string;
  nombre: string;
  nombreComercial: string;
  idSector: number;
  idTipoEmpresa: number;
  startup: boolean;
  direccion: string;
  cp: string;
  idPais: number;
  idProvincia: number | null;
  provincia: string | null;
  idLocalidad: number | null;
  localidad: string;
  telefono: string | null;
  web: string | null;
  descripcion: string | null;
  iban: string | null;
}

/** A new contact: every field of the form, no password (it sets one from the mailed link). */
export interface FilaContactoNuevo {
  nick: string;
  /** null: no e-mail (spec §5); such a contact comes with `passwordHash`. */
  email: string | null;
  /** The first password a colleague gave (decision 035); null to set it from the mailed link. */
  passwordHash: string | null;
  nombre: string;
  apellidos: string;
  cargo: string;
  telefono: string;
  nif: string;
  telefono2: string | null;
  departamento: string | null;
  direccion: string;
  cp: string;
  idPais: number;
  idProvincia: number | null;
  provincia: string | null;
  idLocalidad: number | null;
  localidad: string;
  aniosForoEmpleo: number[];
}

/**
 * The name a contact's mails carry for its company: a validated one first
 * (the one it can act for), then by name. A contact of no company has none.
 */
const empresaDelContacto = sql<string | null>`(
  SELECT e.nombre FROM contacto_empresas ce JOIN empresas e ON e.id = ce.id_empresa
  WHERE ce.id_contacto = ${contactosEmpresa.id}
  ORDER BY (e.estado = 'validada') DESC, e.nombre, e.id LIMIT 1)`;

export class AltaEmpresaRepository {
  constructor(
    private readonly db: Db,
    private readonly cifrado: Cifrado,
  ) {}

  async empresaPorCif(cif: string) {
    const rows = await this.db
      .select({ id: empresas.id, nombre: empresas.nombre, estado: empresas.estado })
      .from(empresas)
      .where(eq(empresas.cif, cif))
      .limit(1);
    return rows[0] ?? null;
  }

  async empresa(idEmpresa: number) {
    const rows = await this.db
      .select({ id: empresas.id, nombre: empresas.nombre, estado: empresas.estado })
      .from(empresas)
      .where(eq(empresas.id, idEmpresa))
      .limit(1);
    return rows[0] ?? null;
  }

  /**
   * The contact with this e-mail (any case), and whether it belongs to the
   * company `idEmpresa` (29) or not (44). Null `idEmpresa`: a company that is
   * not in the portal yet, so never one of its contacts.
   */
  async contactoConEmail(email: string, idEmpresa: number | null) {
    const rows = await this.db
      .select({
        id: contactosEmpresa.id,
        deEstaEmpresa: sql<boolean>`EXISTS (SELECT 1 FROM contacto_empresas ce
          WHERE ce.id_contacto = ${contactosEmpresa.id} AND ce.id_empresa = ${idEmpresa ?? 0})`,
        deOtraEmpresa: sql<boolean>`EXISTS (SELECT 1 FROM contacto_empresas ce
          WHERE ce.id_contacto = ${contactosEmpresa.id} AND ce.id_empresa <> ${idEmpresa ?? 0})`,
      })
      .from(contactosEmpresa)
      .where(eq(sql`lower(${contactosEmpresa.email})`, email.toLowerCase()))
      .limit(1);
    return rows[0] ?? null;
  }

  /** Nicks are unique without regard to case (contactos_empresa_nick_idx); `salvo`, a contact that may keep its own. */
  async nickOcupado(nick: string, salvo?: number) {
    const rows = await this.db
      .select({ id: contactosEmpresa.id })
      .from(contactosEmpresa)
      .where(
        and(
          eq(sql`lower(${contactosEmpresa.nick})`, nick.toLowerCase()),
          salvo === undefined ? undefined : ne(contactosEmpresa.id, salvo),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** The IBAN is stored encrypted (decision 051), bound to the company's id, taken before the insert. */
  async crearEmpresa(fila: FilaEmpresaNueva) {
    // Both drivers answer raw SQL with `{ rows }`.
    const { rows: siguiente } = (await this.db.execute(
      sql`SELECT nextval(pg_get_serial_sequence('empresas', 'id'))::int AS id`,
    )) as unknown as { rows: { id: number }[] };
    const id = Number(siguiente[0]?.id);
    const [row] = await this.db
      .insert(empresas)
      .values({ ...fila, id, iban: this.cifrado.cifrar('empresas.iban', id, fila.iban), estado: 'pendiente' })
      .returning({ id: empresas.id });
    if (!row) throw new Error('alta de empresa sin fila');
    return row.id;
  }

  async crearContacto(fila: FilaContactoNuevo) {
    const [row] = await this.db
      .insert(contactosEmpresa)
      .values({
        ...fila,
        estado: 'activo',
        primerAcceso: true,
        sesionesDesde: sql`date_trunc('second', now())`,
      })
      .returning({ id: contactosEmpresa.id });
    if (!row) throw new Error('alta de contacto sin fila');
    return row.id;
  }

  async unirContacto(idContacto: number, idEmpresa: number, tiposContacto: number[]) {
    await this.db.insert(contactoEmpresas).values({ idContacto, idEmpresa, tiposContacto });
  }

  /**
   * Active contacts that can log in (they have a password) and so may be sent
   * a reset link: every one of the company with this CIF.
   */
  contactosConPasswordDeCif(cif: string) {
    return this.db
      .select({
        id: contactosEmpresa.id,
        nombre: contactosEmpresa.nombre,
        nick: contactosEmpresa.nick,
        email: contactosEmpresa.email,
        empresa: empresas.nombre,
      })
      .from(empresas)
      .innerJoin(contactoEmpresas, eq(contactoEmpresas.idEmpresa, empresas.id))
      .innerJoin(contactosEmpresa, eq(contactosEmpresa.id, contactoEmpresas.idContacto))
      .where(and(eq(empresas.cif, cif), eq(contactosEmpresa.estado, 'activo'), isNotNull(contactosEmpresa.passwordHash)))
      .orderBy(asc(contactosEmpresa.id));
  }

  /** The same, for one nick (any case); a contact of no company is left out, it could not log in anyway. */
  async contactoConPasswordDeNick(nick: string) {
    const rows = await this.db
      .select({
        id: contactosEmpresa.id,
        nombre: contactosEmpresa.nombre,
        nick: contactosEmpresa.nick,
        email: contactosEmpresa.email,
        empresa: empresaDelContacto,
      })
      .from(contactosEmpresa)
      .where(
        and(
          eq(sql`lower(${contactosEmpresa.nick})`, nick.toLowerCase()),
          eq(contactosEmpresa.estado, 'activo'),
          isNotNull(contactosEmpresa.passwordHash),
        ),
      )
      .limit(1);
    const c = rows[0];
    return c?.empresa ? [{ ...c, empresa: c.empresa }] : [];
  }

  async guardarToken(idContacto: number, proposito: PropositoEnlace, tokenHash: string, expiraEn: Date) {
    await this.db
      .insert(tokensPassword)
      .values({ tipoUsuario: 'empresa', idUsuario: idContacto, proposito, tokenHash, expiraEn });
  }

  /**
   * Marks the token used and answers its contact, in one statement: of two
   * requests with the same token only one gets the row.
   */
  async consumirToken(tokenHash: string, proposito: PropositoEnlace) {
    const rows = await this.db
      .update(tokensPassword)
      .set({ usadoEn: sql`now()` })
      .where(
        and(
          eq(tokensPassword.tokenHash, tokenHash),
          eq(tokensPassword.proposito, proposito),
          eq(tokensPassword.tipoUsuario, 'empresa'),
          isNull(tokensPassword.usadoEn),
          gt(tokensPassword.expiraEn, sql`now()`),
        ),
      )
      .returning({ idUsuario: tokensPassword.idUsuario });
    return rows[0]?.idUsuario ?? null;
  }

  /** The new password; sessions issued before this second stop being valid (tokens carry whole seconds). */
  async cambiarPassword(idContacto: number, passwordHash: string) {
    await this.db
      .update(contactosEmpresa)
      .set({ passwordHash, sesionesDesde: sql`date_trunc('second', now())` })
      .where(eq(contactosEmpresa.id, idContacto));
  }

  /** The first password, only while there is none: false when the contact already had one (43). */
  async establecerPasswordSiFalta(idContacto: number, passwordHash: string) {
    const rows = await this.db
      .update(contactosEmpresa)
      .set({ passwordHash, sesionesDesde: sql`date_trunc('second', now())` })
      .where(and(eq(contactosEmpresa.id, idContacto), isNull(contactosEmpresa.passwordHash)))
      .returning({ id: contactosEmpresa.id });
    return rows.length > 0;
  }

  /** Once a password is set, the contact's other links still pending (resets and set-password) stop working. */
  async anularTokensPendientes(idContacto: number) {
    await this.db
      .update(tokensPassword)
      .set({ usadoEn: sql`now()` })
      .where(
        and(
          eq(tokensPassword.tipoUsuario, 'empresa'),
          eq(tokensPassword.idUsuario, idContacto),
          inArray(tokensPassword.proposito, ['reseteo-empresa', 'establecer-empresa']),
          isNull(tokensPassword.usadoEn),
        ),
      );
  }

  /**
   * Companies waiting for validation, the longest waiting first: a sign-up
   * sent again corrected waits from when it came back, not from its first
   * sending.
   */
  empresasPendientes() {
    return this.db
      .select({
        id: empresas.id,
        cif: empresas.cif,
        nombre: empresas.nombre,
        nombreComercial: empresas.nombreComercial,
        creadoEn: empresas.creadoEn,
        reenvios: empresas.reenvios,
        reenviadaEn: empresas.reenviadaEn,
      })
      .from(empresas)
      .where(eq(empresas.estado, 'pendiente'))
      .orderBy(asc(sql`coalesce(${empresas.reenviadaEn}, ${empresas.creadoEn})`), asc(empresas.id));
  }

  /** The contacts of these companies, with what staff and the mails need. */
  contactosDe(idsEmpresa: number[]) {
    if (idsEmpresa.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        idEmpresa: contactoEmpresas.idEmpresa,
        id: contactosEmpresa.id,
        nick: contactosEmpresa.nick,
        nombre: contactosEmpresa.nombre,
        apellidos: contactosEmpresa.apellidos,
        email: contactosEmpresa.email,
        estado: contactosEmpresa.estado,
        conPassword: sql<boolean>`(${contactosEmpresa.passwordHash} IS NOT NULL)`,
      })
      .from(contactoEmpresas)
      .innerJoin(contactosEmpresa, eq(contactosEmpresa.id, contactoEmpresas.idContacto))
      .where(inArray(contactoEmpresas.idEmpresa, idsEmpresa))
      .orderBy(asc(contactosEmpresa.id));
  }

  /**
   * Decides a pending sign-up, in one statement: only a company still
   * 'pendiente' changes, so two staff members deciding at once cannot both
   * win. Null when it was not pending (or does not exist).
   */
  async decidir(
    idEmpresa: number,
    decision: { estado: 'validada' } | { estado: 'rechazada'; motivo: string; idMotivo: string | null; detalle: string | null },
  ) {
    const rechazada = decision.estado === 'rechazada';
    const rows = await this.db
      .update(empresas)
      .set({
        estado: decision.estado,
        motivoRechazo: rechazada ? decision.motivo : null,
        idMotivoRechazo: rechazada ? decision.idMotivo : null,
        detalleRechazo: rechazada ? decision.detalle : null,
        revisadaEn: sql`now()`,
      })
      .where(and(eq(empresas.id, idEmpresa), eq(empresas.estado, 'pendiente')))
      .returning({ id: empresas.id, nombre: empresas.nombre, reenvios: empresas.reenvios });
    return rows[0] ?? null;
  }

  /**
   * A correction link as stored, spent or not: its contact, expiry and use,
   * so the page can tell a used link from an expired one. Null: no such link.
   */
  async enlaceCorreccion(tokenHash: string) {
    const rows = await this.db
      .select({ idContacto: tokensPassword.idUsuario, expiraEn: tokensPassword.expiraEn, usadoEn: tokensPassword.usadoEn })
      .from(tokensPassword)
      .where(
        and(
          eq(tokensPassword.tokenHash, tokenHash),
          eq(tokensPassword.proposito, 'corregir-empresa'),
          eq(tokensPassword.tipoUsuario, 'empresa'),
        ),
      )
      .limit(1);
    return rows[0] ?? null;
  }

  /**
   * The company a correction link was mailed for: the contact's one that was
   * rejected and never sent again (a sign-up contact belongs to that company
   * only). Null when there is none any more.
   */
  async altaRechazadaDe(idContacto: number) {
    const rows = await this.db
      .select({
        ...columnasDatosEmpresa,
        motivoRechazo: empresas.motivoRechazo,
        idMotivoRechazo: empresas.idMotivoRechazo,
        detalleRechazo: empresas.detalleRechazo,
        revisadaEn: empresas.revisadaEn,
        tiposContacto: contactoEmpresas.tiposContacto,
      })
      .from(contactoEmpresas)
      .innerJoin(empresas, eq(empresas.id, contactoEmpresas.idEmpresa))
      .where(and(eq(contactoEmpresas.idContacto, idContacto), eq(empresas.estado, 'rechazada'), eq(empresas.reenvios, 0)))
      .orderBy(asc(empresas.id))
      .limit(1);
    const fila = rows[0];
    return fila ? { ...fila, iban: await this.cifrado.descifrar('empresas.iban', fila.id, fila.iban) } : null;
  }

  /** A contact's own data, as the sign-up stored them. */
  async contacto(idContacto: number) {
    const rows = await this.db
      .select(columnasDatosContacto)
      .from(contactosEmpresa)
      .where(eq(contactosEmpresa.id, idContacto))
      .limit(1);
    return rows[0] ?? null;
  }

  /**
   * The corrected sign-up back in the queue, in one statement: only a
   * company still rejected and never sent again changes, so a link used
   * twice at once, or a second round, finds nothing (false).
   */
  async reenviarAlta(idEmpresa: number, fila: FilaEmpresaNueva) {
    const rows = await this.db
      .update(empresas)
      .set({
        ...fila,
        iban: this.cifrado.cifrar('empresas.iban', idEmpresa, fila.iban),
        estado: 'pendiente',
        reenvios: sql`${empresas.reenvios} + 1`,
        reenviadaEn: sql`now()`,
      })
      .where(and(eq(empresas.id, idEmpresa), eq(empresas.estado, 'rechazada'), eq(empresas.reenvios, 0)))
      .returning({ id: empresas.id });
    return rows.length > 0;
  }

  /** The sign-up contact's corrected data (its password, state and sessions are not touched). */
  async corregirContacto(idContacto: number, fila: Omit<FilaContactoNuevo, 'passwordHash'>) {
    await this.db.update(contactosEmpresa).set(fila).where(eq(contactosEmpresa.id, idContacto));
  }

  async tiposContacto(idContacto: number, idEmpresa: number, tiposContacto: number[]) {
    await this.db
      .update(contactoEmpresas)
      .set({ tiposContacto })
      .where(and(eq(contactoEmpresas.idContacto, idContacto), eq(contactoEmpresas.idEmpresa, idEmpresa)));
  }

  /** Once the sign-up is sent again, every correction link still pending for its contacts stops working. */
  async anularEnlacesCorreccion(idEmpresa: number) {
    await this.db
      .update(tokensPassword)
      .set({ usadoEn: sql`now()` })
      .where(
        and(
          eq(tokensPassword.tipoUsuario, 'empresa'),
          eq(tokensPassword.proposito, 'corregir-empresa'),
          isNull(tokensPassword.usadoEn),
          inArray(
            tokensPassword.idUsuario,
            this.db
              .select({ id: contactoEmpresas.idContacto })
              .from(contactoEmpresas)
              .where(eq(contactoEmpresas.idEmpresa, idEmpresa)),
          ),
        ),
      );
  }
}

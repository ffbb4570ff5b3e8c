import { ID_PAIS_ESPANA, type Idioma } from '@puente/contract/constants';
import {
  type nuevoContactoInput,
  PASSWORD_INICIAL_SIN_EMAIL,
  type solicitudCuentaEmpresaInput,
} from '@puente/contract/empresa-cuenta';
import { PortalCodes } from '@puente/contract/errors/codes';
import { MENSAJES } from '@puente/contract/validation/messages';
import { passwordSchema } from '@puente/contract/validation/password';
import { isValidCif, normalizeSpanishId } from '@puente/contract/validation/spanish-id';
import type { z } from 'zod';
import type { Caller } from '../../lib/caller';
import { campoErroneo, camposErroneos } from '../../lib/campos-erroneos';
import { notice } from '../../lib/notice';
import { rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import { hashPassword } from '../auth/passwords';
import type { SessionService } from '../auth/session.service';
import type { CorreoService } from '../correo/correo.service';
import { direccionAGuardar, textoONulo } from '../mi-empresa/referencias';
import type { AltaEmpresaRepository, FilaContactoNuevo } from './alta-empresa.repository';
import { type ComprobacionesAlta, esDuplicado, sinRepetir } from './alta-empresa-comprobaciones';
import { hashDeToken, nuevoEnlace, nuevoToken, solicitanteDe, VALIDEZ_ESTABLECER_MS } from './alta-empresa-comun';

type SolicitudCuenta = z.output<typeof solicitudCuentaEmpresaInput>;
type NuevoContacto = z.output<typeof nuevoContactoInput>;

/** A reminder's reset link is valid for one hour, like the student's. */
export const VALIDEZ_RESETEO_MS = 60 * 60 * 1000;

/** The new password and its confirmation, with the catalogue's codes: 28 weak, 15 on `confirmacion` if they differ. */
function comprobarPassword(password: string, confirmacion: string) {
  if (!passwordSchema.safeParse(password).success) throw rechazo(PortalCodes.PASSWORD_DEBIL);
  if (password !== confirmacion) throw campoErroneo('confirmacion', MENSAJES.passwordsNoCoinciden);
}

interface Deps {
  repo: AltaEmpresaRepository;
  correo: Pick<CorreoService, 'encolar'>;
  sessions: Pick<SessionService, 'forgetUser'>;
  audit: Pick<AuditService, 'record'>;
  /** The sign-up's rules, shared with the corrected sign-up sent again. */
  comprobar: ComprobacionesAlta;
  withTransaction: WithTransaction;
  ahora: () => Date;
}

/**
 * A company's ways in (issue 12): the CIF and e-mail checks of
 * /solicitar-cuenta, the sign-up that waits for the university (whose
 * validation queue is AltaEmpresaGestionService), a contact added by a
 * colleague, and the e-mailed links (the reminder's reset and a new
 * contact's first password). Links are single-use: only the SHA-256 of 128
 * random bits is stored in `tokens_password`, spent by one UPDATE …
 * RETURNING. Every mail goes through the outbox in the unit of work of the
 * change that causes it.
 */
export class AltaEmpresaService {
  constructor(private readonly deps: Deps) {}

  /** First step of /solicitar-cuenta: 33 unless a valid CIF; whether the company is already in (its name is public registry data). */
  async compruebaCif(cif: string) {
    const normalizado = normalizeSpanishId(cif);
    if (!isValidCif(normalizado)) throw rechazo(PortalCodes.CIF_MAL_FORMADO);
    return this.existe(normalizado);
  }

  /** `existeCIF/{cif}/{constant}`: Spain (1) needs a valid CIF (33); another country's tax id is taken as typed. */
  async existeCif(cif: string, idPais: number) {
    if (idPais === ID_PAIS_ESPANA) return this.compruebaCif(cif);
    return this.existe(cif.trim().toUpperCase());
  }

  private async existe(cif: string) {
    const empresa = await this.deps.repo.empresaPorCif(cif);
    return { existe: empresa !== null, nombre: empresa?.nombre ?? null };
  }

  /** Before sending the sign-up: 69 malformed, 44 a contact of another company, 29 already a contact of this one. */
  async compruebaEmailContacto(cif: string, email: string) {
    const empresa = await this.deps.repo.empresaPorCif(normalizeSpanishId(cif));
    await this.deps.comprobar.comprobarEmail(email.trim(), empresa?.id ?? null);
    return null;
  }

  /**
   * /solicitar-cuenta: the company (pending), its first contact without a
   * password and the membership, in one unit of work, with the privacy
   * acceptance in the audit (the new contact as its actor). The contact gets
   * its set-password link when staff validate the company; until then it
   * cannot log in. Answers 503.
   */
  async solicitarCuenta(s: SolicitudCuenta) {
    await this.deps.comprobar.comprobarSolicitud(s);
    const e = s.empresa;
    await this.deps
      .withTransaction(async () => {
        const idEmpresa = await this.deps.repo.crearEmpresa({
          cif: e.cif,
          nombre: e.nombreFiscal,
          nombreComercial: e.nombreComercial,
          idSector: e.idSector,
          idTipoEmpresa: e.idTipoEmpresa,
          startup: e.startup,
          ...direccionAGuardar(e),
          telefono: textoONulo(e.telefono),
          web: textoONulo(e.web),
          descripcion: textoONulo(e.descripcion),
          iban: textoONulo(e.iban),
        });
        const idContacto = await this.crearContacto(s.contacto, idEmpresa);
        const solicitante = solicitanteDe({ idContacto, idEmpresa, nombre: s.contacto.nombre, apellidos: s.contacto.apellidos });
        await this.deps.audit.record(solicitante, {
          accion: 'empresa.solicitud',
          entidad: 'empresa',
          entidadId: idEmpresa,
          detalle: { cif: e.cif, idContacto },
        });
        await this.deps.audit.record(solicitante, {
          accion: 'privacidad.aceptacion',
          entidad: 'empresa',
          entidadId: idEmpresa,
          detalle: { formulario: 'solicitar-cuenta', aceptaPrivacidad: s.aceptaPrivacidad },
        });
      })
      .catch(async (error: unknown) => {
        // Two sign-ups with one CIF, nick or e-mail at once: the loser's insert meets the unique index after the winner committed.
        if (esDuplicado(error)) await this.deps.comprobar.comprobarSolicitud(s);
        throw error;
      });
    return notice(PortalCodes.EMPRESA_REGISTRADA, null);
  }

  private async crearContacto(c: Omit<NuevoContacto, 'password'>, idEmpresa: number, passwordHash: string | null = null) {
    const fila: FilaContactoNuevo = {
      nick: c.nick,
      email: c.email || null,
      passwordHash,
      nombre: c.nombre,
      apellidos: c.apellidos,
      cargo: c.puesto,
      telefono: c.telefono1,
      nif: normalizeSpanishId(c.nif),
      telefono2: textoONulo(c.telefono2),
      departamento: textoONulo(c.departamento),
      ...direccionAGuardar(c),
      aniosForoEmpleo: sinRepetir(c.aniosForoEmpleo),
    };
    const idContacto = await this.deps.repo.crearContacto(fila);
    await this.deps.repo.unirContacto(idContacto, idEmpresa, this.deps.comprobar.tiposDe(c));
    return idContacto;
  }

  /**
   * /mi-empresa: a colleague of the caller's active company (never another's:
   * the company is the token's). Same e-mail and nick rules as the sign-up;
   * the new contact, its set-password link and the mail, and the audit row
   * commit together. The mail goes in the caller's language, the only one
   * known. A first password given by the caller (required when the contact
   * has no e-mail, decision 035) is stored instead, and no link is mailed:
   * the caller hands it over. Answers 522 with the new contact's id.
   */
  async guardarUsuario(caller: Caller, c: NuevoContacto, idioma: Idioma) {
    if (caller.tipo !== 'empresa' || caller.idEmpresa === null) throw rechazo(PortalCodes.SIN_PERMISOS);
    const idEmpresa = caller.idEmpresa;
    const { password, ...contacto } = c;
    const email = contacto.email || null;
    // The contract asks for it already; a caller that skips the contract still cannot make a contact nobody can reach.
    if (!email && !password) throw campoErroneo('password', PASSWORD_INICIAL_SIN_EMAIL);
    const { comprobar: reglas } = this.deps;
    const comprobar = async () => {
      const errores = reglas.referenciasContacto(contacto, await reglas.dominios());
      if (errores.length > 0) throw camposErroneos(errores);
      if (email) await reglas.comprobarEmail(email, idEmpresa);
      await reglas.comprobarNick(contacto.nick, 'nick');
    };
    await comprobar();
    const empresa = await this.deps.repo.empresa(idEmpresa);
    if (!empresa) throw rechazo(PortalCodes.PROBLEMA_EMPRESA);
    const passwordHash = password ? await hashPassword(password) : null;
    const idContacto = await this.deps
      .withTransaction(async () => {
        const id = await this.crearContacto(contacto, idEmpresa, passwordHash);
        if (email && !passwordHash) {
          const { token, caduca } = await nuevoEnlace(this.deps, id, 'establecer-empresa', VALIDEZ_ESTABLECER_MS);
          await this.deps.correo.encolar(caller, {
            para: email,
            idioma,
            plantilla: 'establecerPassword',
            datos: { nombre: contacto.nombre, nick: contacto.nick, empresa: empresa.nombre, token, caduca },
          });
        }
        await this.deps.audit.record(caller, {
          accion: 'contacto.alta',
          entidad: 'contacto',
          entidadId: id,
          detalle: { idEmpresa, acceso: passwordHash ? 'password-inicial' : 'enlace' },
        });
        return id;
      })
      .catch(async (error: unknown) => {
        if (esDuplicado(error)) await comprobar();
        throw error;
      });
    return notice(PortalCodes.USUARIO_CREADO, { idContacto });
  }

  /**
   * /restablecer-login: a valid CIF mails every active contact of that
   * company who has a password; otherwise (or when that CIF mails nobody: a
   * nick may look like a CIF) the text is read as a nick, in any case.
   * Always 505, with a token drawn and hashed whether or not anyone matched,
   * so neither the answer nor much of its time tells whether the account
   * exists. Contacts without a password get nothing: theirs is the
   * set-password link.
   */
  async recuerdoPassword(usuario: string, idioma: Idioma) {
    const u = usuario.trim();
    const cif = normalizeSpanishId(u);
    const porCif = isValidCif(cif) ? await this.deps.repo.contactosConPasswordDeCif(cif) : [];
    // A contact without e-mail cannot be mailed a link: its colleagues give it a new password.
    const conEmail = <T extends { email: string | null }>(ds: T[]) => ds.filter((d): d is T & { email: string } => !!d.email);
    const deCif = conEmail(porCif);
    const destinatarios = deCif.length > 0 ? deCif : conEmail(await this.deps.repo.contactoConPasswordDeNick(u));
    if (destinatarios.length === 0) {
      nuevoToken();
      return notice(PortalCodes.ENLACE_RECUPERACION_ENVIADO, null);
    }
    await this.deps.withTransaction(async () => {
      for (const d of destinatarios) {
        const { token, caduca } = await nuevoEnlace(this.deps, d.id, 'reseteo-empresa', VALIDEZ_RESETEO_MS);
        await this.deps.correo.encolar(null, {
          para: d.email,
          idioma,
          plantilla: 'recordarPasswordEmpresa',
          datos: { nombre: d.nombre, nick: d.nick, empresa: d.empresa, token, caduca },
        });
      }
    });
    return notice(PortalCodes.ENLACE_RECUPERACION_ENVIADO, null);
  }

  /**
   * The reminder's link: 42 when unknown, used or expired; otherwise the
   * password changes, the token is spent, the contact's other pending links
   * are voided and every session of the contact ends (508).
   */
  async restablecerPassword(input: { token: string; password: string; confirmacion: string }) {
    comprobarPassword(input.password, input.confirmacion);
    const passwordHash = await hashPassword(input.password);
    const { repo } = this.deps;
    const idContacto = await this.deps.withTransaction(async () => {
      const id = await repo.consumirToken(hashDeToken(input.token.trim()), 'reseteo-empresa');
      if (id === null) return null;
      await repo.cambiarPassword(id, passwordHash);
      await repo.anularTokensPendientes(id);
      return id;
    });
    if (idContacto === null) throw rechazo(PortalCodes.ENLACE_CADUCADO);
    this.deps.sessions.forgetUser('empresa', idContacto);
    return notice(PortalCodes.PASSWORD_RESTABLECIDA, null);
  }

  /**
   * A new contact's first password (/establecer-login): 42 when the token is
   * unknown, used or expired; 43 when the contact already has a password, and
   * then the token is not spent (the unit of work rolls back). Answers 514;
   * the contact logs in once its company is validated.
   */
  async establecerPassword(input: { token: string; password: string; confirmacion: string }) {
    comprobarPassword(input.password, input.confirmacion);
    const passwordHash = await hashPassword(input.password);
    const { repo } = this.deps;
    await this.deps.withTransaction(async () => {
      const id = await repo.consumirToken(hashDeToken(input.token.trim()), 'establecer-empresa');
      if (id === null) throw rechazo(PortalCodes.ENLACE_CADUCADO);
      if (!(await repo.establecerPasswordSiFalta(id, passwordHash))) throw rechazo(PortalCodes.PASSWORD_YA_ESTABLECIDA);
      await repo.anularTokensPendientes(id);
    });
    return notice(PortalCodes.PASSWORD_ESTABLECIDA, null);
  }
}

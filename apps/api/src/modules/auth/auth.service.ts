import type { LoginInput, LoginOutput } from '@puente/contract/endpoints/auth';
import { PortalCodes } from '@puente/contract/errors/http-status';
import { passwordSchema } from '@puente/contract/validation/password';
import type { Caller } from '../../lib/caller';
import { PortalError } from '../../lib/portal-error';
import type { AuditService } from '../audit/audit.service';
import type { AuthRepository, UserKind } from './auth.repository';
import { hashPassword, verifyPassword } from './passwords';
import type { TokenClaims, TokenSigner, VerifiedToken } from './tokens';

const BAD_CREDENTIALS = 'Usuario o contraseña incorrectos';

/** Company login scope (spec §3: eAmbito 'PrivadoEmpresa'). */
interface Identity {
  tipo: UserKind;
  id: number;
  nombre: string;
  apellidos: string;
  idEmpresa?: number;
  conPracticas: boolean;
  conEmpleo: boolean;
  primerAcceso: boolean;
}

/** Sessions checked within this window are not read again on this copy (see decision 003). */
export const SESSION_CACHE_MS = 2000;
const SESSION_CACHE_MAX = 10_000;

export class AuthService {
  private readonly sessions = new Map<string, { caller: Caller; until: number }>();

  constructor(
    private readonly repo: AuthRepository,
    private readonly audit: AuditService,
    private readonly signer: TokenSigner,
    /** 0 turns the per-copy session cache off (tests change accounts under a live token). */
    private readonly sessionCacheMs = 0,
  ) {}

  async loginAlumno(input: LoginInput): Promise<LoginOutput> {
    const alumno = await this.repo.findAlumno(input.eUsuario);
    if (!(await verifyPassword(alumno?.passwordHash ?? null, input.ePassword)) || !alumno) {
      throw new PortalError(PortalCodes.CREDENCIALES, BAD_CREDENTIALS);
    }
    this.assertActive(alumno.estado, alumno.mensajeBloqueo, 'alumno');
    const identity: Identity = {
      tipo: 'alumno',
      id: alumno.id,
      nombre: alumno.nombre,
      apellidos: [alumno.apellido1, alumno.apellido2].filter(Boolean).join(' '),
      conPracticas: alumno.conPracticas,
      conEmpleo: alumno.conEmpleo,
      primerAcceso: alumno.primerAcceso,
    };
    return this.issueWithRgpd(identity);
  }

  /** Companies of a contact, once the credentials are proven. */
  async companiesOfContact(input: LoginInput) {
    const contacto = await this.checkContact(input);
    return (await this.repo.companiesOf(contacto.id)).map(({ idEmpresa, nombre, cif }) => ({ idEmpresa, nombre, cif }));
  }

  async loginEmpresa(input: LoginInput): Promise<LoginOutput> {
    const contacto = await this.checkContact(input);
    const companies = await this.repo.companiesOf(contacto.id);
    const chosen =
      input.eidEmpresa !== undefined
        ? companies.find((c) => c.idEmpresa === input.eidEmpresa)
        : companies.length === 1
          ? companies[0]
          : undefined;
    if (!chosen) {
      if (input.eidEmpresa !== undefined || companies.length === 0) throw new PortalError(PortalCodes.EMPRESA_NO_VALIDADA);
      throw new PortalError(
        PortalCodes.FALTAN_DATOS,
        'Elige la empresa con la que quieres entrar',
        companies.map(({ idEmpresa, nombre, cif }) => ({ idEmpresa, nombre, cif })),
      );
    }
    if (chosen.estado !== 'validada') throw new PortalError(PortalCodes.EMPRESA_NO_VALIDADA);
    return this.issueWithRgpd({
      tipo: 'empresa',
      id: contacto.id,
      nombre: contacto.nombre,
      apellidos: contacto.apellidos,
      idEmpresa: chosen.idEmpresa,
      conPracticas: true,
      conEmpleo: true,
      primerAcceso: contacto.primerAcceso,
    });
  }

  async loginGestor(input: LoginInput): Promise<LoginOutput> {
    const gestor = await this.repo.findGestor(input.eUsuario);
    if (!(await verifyPassword(gestor?.passwordHash ?? null, input.ePassword)) || !gestor) {
      throw new PortalError(PortalCodes.CREDENCIALES, BAD_CREDENTIALS);
    }
    if (!gestor.activo) throw new PortalError(PortalCodes.SIN_ACCESO_PORTAL);
    const { token } = await this.signer.sign({
      sub: String(gestor.id),
      role: 'gestor',
      unique_name: gestor.nombre,
      family_name: gestor.apellidos,
    });
    return { token, textoCortoRGPD: null, linkExternoRGPD: null, conPracticas: false, conEmpleo: false, primerAcceso: false };
  }

  /** God mode: a staff member enters as a student or a company contact. */
  async impersonate(gestor: Caller, tipo: 'alumno' | 'empresa', usuario: string, eidEmpresa?: number): Promise<LoginOutput> {
    let claims: TokenClaims;
    let result: Omit<LoginOutput, 'token'>;
    if (tipo === 'alumno') {
      const alumno = await this.repo.findAlumno(usuario);
      if (!alumno) throw new PortalError(PortalCodes.CANDIDATO_NO_ENCONTRADO, 'No hay ningún estudiante con ese DNI o e-mail');
      claims = {
        sub: String(alumno.id),
        role: 'alumno',
        unique_name: alumno.nombre,
        family_name: [alumno.apellido1, alumno.apellido2].filter(Boolean).join(' '),
      };
      result = {
        textoCortoRGPD: null,
        linkExternoRGPD: null,
        conPracticas: alumno.conPracticas,
        conEmpleo: alumno.conEmpleo,
        primerAcceso: false,
      };
    } else {
      const contacto = await this.repo.findContacto(usuario);
      if (!contacto) throw new PortalError(PortalCodes.CREDENCIALES, 'No hay ningún contacto con ese usuario o e-mail');
      const companies = await this.repo.companiesOf(contacto.id);
      const chosen = eidEmpresa ? companies.find((c) => c.idEmpresa === eidEmpresa) : companies[0];
      if (!chosen) throw new PortalError(PortalCodes.EMPRESA_NO_VALIDADA);
      claims = {
        sub: String(contacto.id),
        role: 'empresa',
        unique_name: contacto.nombre,
        family_name: contacto.apellidos,
        idEmpresa: chosen.idEmpresa,
      };
      result = { textoCortoRGPD: null, linkExternoRGPD: null, conPracticas: true, conEmpleo: true, primerAcceso: false };
    }
    claims.act = { sub: String(gestor.id), role: 'gestor' };
    const { token } = await this.signer.sign(claims);
    await this.audit.record(gestor, {
      como: { tipo, id: Number(claims.sub) },
      accion: 'suplantacion.inicio',
      entidad: tipo,
      entidadId: claims.sub,
    });
    return { token, ...result };
  }

  async rgpdText() {
    const text = await this.repo.currentRgpd();
    if (!text) throw new PortalError(PortalCodes.FALTAN_DATOS, 'No hay un texto RGPD vigente');
    return {
      idTexto: text.id,
      version: text.version,
      textoCorto: text.textoCorto,
      textoCompleto: text.textoCompleto,
      linkExterno: text.linkExterno,
    };
  }

  /** Records acceptance of the current RGPD text and returns the full token. */
  async acceptRgpd(caller: Caller) {
    const text = await this.repo.currentRgpd();
    if (text) await this.repo.accept(caller.tipo, caller.id, text.id);
    await this.audit.record(caller, {
      accion: 'rgpd.aceptacion',
      entidad: 'rgpd',
      entidadId: text?.id ?? 0,
    });
    const { token } = await this.signer.sign(this.claimsOf(caller));
    return { token };
  }

  async logout(caller: Caller) {
    await this.repo.revoke(caller.jti, caller.exp);
    this.sessions.delete(caller.jti);
  }

  async changePassword(caller: Caller, actual: string, nueva: string) {
    if (caller.tipo === 'gestor') throw new PortalError(PortalCodes.SIN_PERMISOS);
    const user =
      caller.tipo === 'alumno' ? await this.repo.findAlumnoById(caller.id) : await this.repo.findContactoById(caller.id);
    if (!user || !(await verifyPassword(user.passwordHash, actual))) {
      throw new PortalError(PortalCodes.CREDENCIALES, 'La contraseña actual no es correcta');
    }
    if (!passwordSchema.safeParse(nueva).success) throw new PortalError(PortalCodes.PASSWORD_DEBIL);
    await this.repo.setPassword(caller.tipo, caller.id, await hashPassword(nueva));
    for (const [jti, entry] of this.sessions) {
      if (entry.caller.tipo === caller.tipo && entry.caller.id === caller.id) this.sessions.delete(jti);
    }
    await this.audit.record(caller, {
      accion: 'password.cambio',
      entidad: caller.tipo,
      entidadId: caller.id,
    });
    const { token } = await this.signer.sign(this.claimsOf(caller));
    return { token };
  }

  /** Turns a bearer token into the caller, or null when it no longer opens a session. */
  async authenticate(token: string): Promise<Caller | null> {
    const claims = await this.signer.verify(token);
    if (!claims) return null;
    const cached = this.sessions.get(claims.jti);
    if (cached && cached.until > Date.now()) return cached.caller;
    const caller = await this.checkSession(claims);
    if (caller && this.sessionCacheMs > 0) {
      this.sessions.delete(claims.jti);
      this.sessions.set(claims.jti, { caller, until: Date.now() + this.sessionCacheMs });
      // Maps iterate in insertion order: drop the oldest entry past the bound.
      if (this.sessions.size > SESSION_CACHE_MAX) this.sessions.delete(this.sessions.keys().next().value as string);
    }
    return caller;
  }

  private async checkSession(claims: VerifiedToken): Promise<Caller | null> {
    const id = Number(claims.sub);
    if (!Number.isInteger(id)) return null;
    const state = await this.repo.sessionState(claims.role, id, claims.jti);
    if (!state || state.revocado || state.estado !== 'activo') return null;
    if (claims.iat < Math.floor(state.sesionesDesde.getTime() / 1000)) return null;
    return {
      tipo: claims.role,
      id,
      idEmpresa: claims.idEmpresa ?? null,
      nombre: claims.unique_name,
      apellidos: claims.family_name,
      jti: claims.jti,
      exp: claims.exp,
      rgpdPendiente: claims.rgpd === 'pendiente',
      actor: claims.act ? { tipo: 'gestor', id: Number(claims.act.sub) } : null,
    };
  }

  private claimsOf(caller: Caller): TokenClaims {
    return {
      sub: String(caller.id),
      role: caller.tipo,
      unique_name: caller.nombre,
      family_name: caller.apellidos,
      ...(caller.idEmpresa ? { idEmpresa: caller.idEmpresa } : {}),
      ...(caller.actor ? { act: { sub: String(caller.actor.id), role: 'gestor' as const } } : {}),
    };
  }

  private async checkContact(input: LoginInput) {
    const contacto = await this.repo.findContacto(input.eUsuario);
    if (!(await verifyPassword(contacto?.passwordHash ?? null, input.ePassword)) || !contacto) {
      throw new PortalError(PortalCodes.CREDENCIALES, BAD_CREDENTIALS);
    }
    this.assertActive(contacto.estado, contacto.mensajeBloqueo, 'empresa');
    return contacto;
  }

  private assertActive(estado: string, mensajeBloqueo: string | null, tipo: 'alumno' | 'empresa') {
    if (estado === 'activo') return;
    if (estado === 'bloqueado')
      throw new PortalError(PortalCodes.USUARIO_BLOQUEADO, mensajeBloqueo ?? 'Tu usuario está bloqueado');
    if (estado === 'baja') throw new PortalError(PortalCodes.USUARIO_DADO_DE_BAJA);
    throw new PortalError(tipo === 'alumno' ? PortalCodes.SIN_ACCESO_PORTAL : PortalCodes.USUARIO_SIN_ACCESO);
  }

  private async issueWithRgpd(identity: Identity): Promise<LoginOutput> {
    const text = await this.repo.currentRgpd();
    const pending = text ? !(await this.repo.hasAccepted(identity.tipo, identity.id, text.id)) : false;
    const claims: TokenClaims = {
      sub: String(identity.id),
      role: identity.tipo,
      unique_name: identity.nombre,
      family_name: identity.apellidos,
      ...(identity.idEmpresa ? { idEmpresa: identity.idEmpresa } : {}),
      ...(pending ? { rgpd: 'pendiente' as const } : {}),
    };
    // A pending-RGPD token only opens the acceptance call, so it lives briefly.
    const { token } = await this.signer.sign(claims, pending ? 15 * 60 : undefined);
    if (identity.tipo !== 'gestor' && identity.primerAcceso && !pending)
      await this.repo.firstAccessDone(identity.tipo, identity.id);
    return {
      token,
      textoCortoRGPD: pending && text ? text.textoCorto : null,
      linkExternoRGPD: pending && text ? text.linkExterno : null,
      conPracticas: identity.conPracticas,
      conEmpleo: identity.conEmpleo,
      primerAcceso: identity.primerAcceso,
    };
  }
}

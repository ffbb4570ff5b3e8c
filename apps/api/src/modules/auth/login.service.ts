import type { LoginInput, LoginOutput } from '@puente/contract/endpoints/auth';
import { PortalCodes } from '@puente/contract/errors/codes';
import { rechazo } from '../../lib/portal-error';
import type { AuditService } from '../audit/audit.service';
import type { IntentosService } from '../intentos/intentos.service';
import type { AuthRepository } from './auth.repository';
import { verifyPassword } from './passwords';
import { identidadAlumno, type RgpdService } from './rgpd.service';
import type { TokenSigner } from './tokens';

/**
 * The three logins (student, company contact, staff) and the company picker.
 * Every password check goes through the `login` limits, one budget for all of
 * them (modules/intentos); `direccion` is the client's address.
 */
export class LoginService {
  constructor(
    private readonly deps: {
      repo: AuthRepository;
      signer: TokenSigner;
      rgpd: Pick<RgpdService, 'issueLoginToken'>;
      intentos: Pick<IntentosService, 'vigilar'>;
      /** Records each successful sign-in (the person's access history, issue 28). */
      audit?: Pick<AuditService, 'recordAcceso'>;
    },
  ) {}

  async loginAlumno(input: LoginInput, direccion: string): Promise<LoginOutput> {
    const alumno = await this.deps.repo.findAlumno(input.eUsuario);
    const cuenta = alumno && { tipo: 'alumno', id: alumno.id, hash: alumno.passwordHash };
    if (!(await this.passwordCorrecta(input, direccion, cuenta)) || !alumno) {
      throw rechazo(PortalCodes.CREDENCIALES, 'login.credenciales');
    }
    assertActive(alumno.estado, alumno.mensajeBloqueo, 'alumno');
    await this.deps.audit?.recordAcceso({ tipo: 'alumno', id: alumno.id }, 'login.correcto');
    return this.deps.rgpd.issueLoginToken(identidadAlumno(alumno));
  }

  /**
   * The student behind a user and password, under the same limits and
   * refusals as the portal's login, without opening a portal session (a
   * survey's login, modules/encuestas).
   */
  async credencialesAlumno(input: LoginInput, direccion: string): Promise<{ id: number }> {
    const alumno = await this.deps.repo.findAlumno(input.eUsuario);
    const cuenta = alumno && { tipo: 'alumno', id: alumno.id, hash: alumno.passwordHash };
    if (!(await this.passwordCorrecta(input, direccion, cuenta)) || !alumno) {
      throw rechazo(PortalCodes.CREDENCIALES, 'login.credenciales');
    }
    assertActive(alumno.estado, alumno.mensajeBloqueo, 'alumno');
    return { id: alumno.id };
  }

  /**
   * The contact whose credentials these are and the company they enter as:
   * `eidEmpresa`, or their only one; 15 listing them when they must choose,
   * 9 for one not validated.
   */
  private async empresaElegida(input: LoginInput, direccion: string) {
    const contacto = await this.checkContact(input, direccion);
    const companies = await this.deps.repo.companiesOf(contacto.id);
    const chosen =
      input.eidEmpresa !== undefined
        ? companies.find((c) => c.idEmpresa === input.eidEmpresa)
        : companies.length === 1
          ? companies[0]
          : undefined;
    if (!chosen) {
      if (input.eidEmpresa !== undefined || companies.length === 0) throw rechazo(PortalCodes.EMPRESA_NO_VALIDADA);
      throw rechazo(
        PortalCodes.FALTAN_DATOS,
        'login.eligeEmpresa',
        null,
        companies.map(({ idEmpresa, nombre, cif }) => ({ idEmpresa, nombre, cif })),
      );
    }
    if (chosen.estado !== 'validada') throw rechazo(PortalCodes.EMPRESA_NO_VALIDADA);
    return { contacto, chosen };
  }

  /** The company a contact answers for (as `loginEmpresa` picks it), without opening a portal session. */
  async credencialesEmpresa(input: LoginInput, direccion: string): Promise<{ idContacto: number; idEmpresa: number }> {
    const { contacto, chosen } = await this.empresaElegida(input, direccion);
    return { idContacto: contacto.id, idEmpresa: chosen.idEmpresa };
  }

  /** Companies of a contact, once the credentials are proven. */
  async companiesOfContact(input: LoginInput, direccion: string) {
    const contacto = await this.checkContact(input, direccion);
    return (await this.deps.repo.companiesOf(contacto.id)).map(({ idEmpresa, nombre, cif }) => ({ idEmpresa, nombre, cif }));
  }

  async loginEmpresa(input: LoginInput, direccion: string): Promise<LoginOutput> {
    const { contacto, chosen } = await this.empresaElegida(input, direccion);
    await this.deps.audit?.recordAcceso({ tipo: 'empresa', id: contacto.id }, 'login.correcto');
    return this.deps.rgpd.issueLoginToken({
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

  async loginGestor(input: LoginInput, direccion: string): Promise<LoginOutput> {
    const gestor = await this.deps.repo.findGestor(input.eUsuario);
    const cuenta = gestor && { tipo: 'gestor', id: gestor.id, hash: gestor.passwordHash };
    if (!(await this.passwordCorrecta(input, direccion, cuenta)) || !gestor) {
      throw rechazo(PortalCodes.CREDENCIALES, 'login.credenciales');
    }
    if (!gestor.activo) throw rechazo(PortalCodes.SIN_ACCESO_PORTAL);
    const { token } = await this.deps.signer.sign({
      sub: String(gestor.id),
      role: 'gestor',
      unique_name: gestor.nombre,
      family_name: gestor.apellidos,
    });
    return { token, textoCortoRGPD: null, linkExternoRGPD: null, conPracticas: false, conEmpleo: false, primerAcceso: false };
  }

  private async checkContact(input: LoginInput, direccion: string) {
    const contacto = await this.deps.repo.findContacto(input.eUsuario);
    const cuenta = contacto && { tipo: 'empresa', id: contacto.id, hash: contacto.passwordHash };
    if (!(await this.passwordCorrecta(input, direccion, cuenta)) || !contacto) {
      throw rechazo(PortalCodes.CREDENCIALES, 'login.credenciales');
    }
    assertActive(contacto.estado, contacto.mensajeBloqueo, 'empresa');
    return contacto;
  }

  /**
   * The password check under the login limits, counted against the account
   * found (or, when there is none, what was typed) and the client's address.
   * An unknown user still costs a hash, so neither the time nor the limits
   * tell whether the account exists.
   */
  private passwordCorrecta(
    input: LoginInput,
    direccion: string,
    cuenta: { tipo: string; id: number; hash: string | null } | null,
  ) {
    return this.deps.intentos.vigilar(
      { accion: 'login', cuenta: cuenta ? { tipo: cuenta.tipo, id: cuenta.id } : input.eUsuario, direccion },
      () => verifyPassword(cuenta?.hash ?? null, input.ePassword),
    );
  }
}

/** Refuses a blocked, deregistered or otherwise inactive account with its code. */
export function assertActive(estado: string, mensajeBloqueo: string | null, tipo: 'alumno' | 'empresa') {
  if (estado === 'activo') return;
  // The block's reason is the staff's own words, shown as written in either language.
  if (estado === 'bloqueado')
    throw mensajeBloqueo
      ? rechazo(PortalCodes.USUARIO_BLOQUEADO, 'login.bloqueadoMotivo', { motivo: mensajeBloqueo })
      : rechazo(PortalCodes.USUARIO_BLOQUEADO, 'login.bloqueado');
  if (estado === 'baja') throw rechazo(PortalCodes.USUARIO_DADO_DE_BAJA);
  throw rechazo(tipo === 'alumno' ? PortalCodes.SIN_ACCESO_PORTAL : PortalCodes.USUARIO_SIN_ACCESO);
}

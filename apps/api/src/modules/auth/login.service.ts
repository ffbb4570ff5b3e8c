import type { LoginInput, LoginOutput } from '@puente/contract/endpoints/auth';
import { PortalCodes } from '@puente/contract/errors/codes';
import { PortalError } from '../../lib/portal-error';
import type { AuthRepository } from './auth.repository';
import { nombreCompleto } from './claims';
import { verifyPassword } from './passwords';
import type { RgpdService } from './rgpd.service';
import type { TokenSigner } from './tokens';

const BAD_CREDENTIALS = 'Usuario o contraseña incorrectos';

/** The three logins (student, company contact, staff) and the company picker. */
export class LoginService {
  constructor(private readonly deps: { repo: AuthRepository; signer: TokenSigner; rgpd: Pick<RgpdService, 'issueLoginToken'> }) {}

  async loginAlumno(input: LoginInput): Promise<LoginOutput> {
    const alumno = await this.deps.repo.findAlumno(input.eUsuario);
    if (!(await verifyPassword(alumno?.passwordHash ?? null, input.ePassword)) || !alumno) {
      throw new PortalError(PortalCodes.CREDENCIALES, BAD_CREDENTIALS);
    }
    assertActive(alumno.estado, alumno.mensajeBloqueo, 'alumno');
    return this.deps.rgpd.issueLoginToken({
      tipo: 'alumno',
      id: alumno.id,
      nombre: alumno.nombre,
      apellidos: nombreCompleto(alumno),
      conPracticas: alumno.conPracticas,
      conEmpleo: alumno.conEmpleo,
      primerAcceso: alumno.primerAcceso,
    });
  }

  /** Companies of a contact, once the credentials are proven. */
  async companiesOfContact(input: LoginInput) {
    const contacto = await this.checkContact(input);
    return (await this.deps.repo.companiesOf(contacto.id)).map(({ idEmpresa, nombre, cif }) => ({ idEmpresa, nombre, cif }));
  }

  async loginEmpresa(input: LoginInput): Promise<LoginOutput> {
    const contacto = await this.checkContact(input);
    const companies = await this.deps.repo.companiesOf(contacto.id);
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

  async loginGestor(input: LoginInput): Promise<LoginOutput> {
    const gestor = await this.deps.repo.findGestor(input.eUsuario);
    if (!(await verifyPassword(gestor?.passwordHash ?? null, input.ePassword)) || !gestor) {
      throw new PortalError(PortalCodes.CREDENCIALES, BAD_CREDENTIALS);
    }
    if (!gestor.activo) throw new PortalError(PortalCodes.SIN_ACCESO_PORTAL);
    const { token } = await this.deps.signer.sign({
      sub: String(gestor.id),
      role: 'gestor',
      unique_name: gestor.nombre,
      family_name: gestor.apellidos,
    });
    return { token, textoCortoRGPD: null, linkExternoRGPD: null, conPracticas: false, conEmpleo: false, primerAcceso: false };
  }

  private async checkContact(input: LoginInput) {
    const contacto = await this.deps.repo.findContacto(input.eUsuario);
    if (!(await verifyPassword(contacto?.passwordHash ?? null, input.ePassword)) || !contacto) {
      throw new PortalError(PortalCodes.CREDENCIALES, BAD_CREDENTIALS);
    }
    assertActive(contacto.estado, contacto.mensajeBloqueo, 'empresa');
    return contacto;
  }
}

function assertActive(estado: string, mensajeBloqueo: string | null, tipo: 'alumno' | 'empresa') {
  if (estado === 'activo') return;
  if (estado === 'bloqueado') throw new PortalError(PortalCodes.USUARIO_BLOQUEADO, mensajeBloqueo ?? 'Tu usuario está bloqueado');
  if (estado === 'baja') throw new PortalError(PortalCodes.USUARIO_DADO_DE_BAJA);
  throw new PortalError(tipo === 'alumno' ? PortalCodes.SIN_ACCESO_PORTAL : PortalCodes.USUARIO_SIN_ACCESO);
}

import type { LoginOutput } from '@puente/contract/endpoints/auth';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { Caller } from '../../lib/caller';
import { rechazo } from '../../lib/portal-error';
import type { AuditService } from '../audit/audit.service';
import type { AuthRepository } from './auth.repository';
import { nombreCompleto } from './claims';
import type { TokenClaims, TokenSigner } from './tokens';

const SIN_RGPD = { textoCortoRGPD: null, linkExternoRGPD: null, primerAcceso: false } as const;

/**
 * God mode: a staff member enters as a student or a company contact. The
 * token carries `act` with the staff member, so every change made with it is
 * audited as theirs.
 */
export class ImpersonationService {
  constructor(private readonly deps: { repo: AuthRepository; signer: TokenSigner; audit: Pick<AuditService, 'record'> }) {}

  async impersonate(gestor: Caller, tipo: 'alumno' | 'empresa', usuario: string, eidEmpresa?: number): Promise<LoginOutput> {
    const { claims, result } = tipo === 'alumno' ? await this.comoAlumno(usuario) : await this.comoEmpresa(usuario, eidEmpresa);
    claims.act = { sub: String(gestor.id), role: 'gestor' };
    const { token } = await this.deps.signer.sign(claims);
    await this.deps.audit.record(gestor, {
      como: { tipo, id: Number(claims.sub) },
      accion: 'suplantacion.inicio',
      entidad: tipo,
      entidadId: claims.sub,
    });
    return { token, ...result };
  }

  private async comoAlumno(usuario: string) {
    const alumno = await this.deps.repo.findAlumno(usuario);
    if (!alumno) throw rechazo(PortalCodes.CANDIDATO_NO_ENCONTRADO, 'suplantar.sinEstudiante');
    const claims: TokenClaims = {
      sub: String(alumno.id),
      role: 'alumno',
      unique_name: alumno.nombre,
      family_name: nombreCompleto(alumno),
    };
    return { claims, result: { ...SIN_RGPD, conPracticas: alumno.conPracticas, conEmpleo: alumno.conEmpleo } };
  }

  private async comoEmpresa(usuario: string, eidEmpresa: number | undefined) {
    const contacto = await this.deps.repo.findContacto(usuario);
    if (!contacto) throw rechazo(PortalCodes.CREDENCIALES, 'suplantar.sinContacto');
    const companies = await this.deps.repo.companiesOf(contacto.id);
    const chosen = eidEmpresa
      ? companies.find((c) => c.idEmpresa === eidEmpresa)
      : (companies.find((c) => c.estado === 'validada') ?? companies[0]);
    // The session check refuses a company that is not validated: no token that could not be used.
    if (chosen?.estado !== 'validada') throw rechazo(PortalCodes.EMPRESA_NO_VALIDADA);
    const claims: TokenClaims = {
      sub: String(contacto.id),
      role: 'empresa',
      unique_name: contacto.nombre,
      family_name: contacto.apellidos,
      idEmpresa: chosen.idEmpresa,
    };
    return { claims, result: { ...SIN_RGPD, conPracticas: true, conEmpleo: true } };
  }
}

import type { LoginOutput } from '@puente/contract/endpoints/auth';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { SuplantarDatos } from '@puente/contract/modo-dios';
import { requireAccess } from '../../lib/access';
import type { Caller } from '../../lib/caller';
import { rechazo } from '../../lib/portal-error';
import type { AuditService } from '../audit/audit.service';
import type { AuthRepository } from './auth.repository';
import { nombreCompleto } from './claims';
import type { TokenClaims, TokenSigner } from './tokens';

const SIN_RGPD = { textoCortoRGPD: null, linkExternoRGPD: null, primerAcceso: false } as const;

/**
 * A token the session check would refuse at once is not given: 48 with words for the staff member instead.
 * Not the login's codes (90 blocked, 32 deregistered): the portal treats those as the caller's own account
 * ending and would log the staff member out.
 */
function activa(estado: string) {
  if (estado !== 'activo') throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'suplantar.cuentaInactiva');
}

/** Who god mode enters as, and what the audit row names: the student, or the company the contact acts for. */
interface Destino {
  claims: TokenClaims;
  result: Omit<LoginOutput, 'token'>;
  entidad: { tipo: 'alumno' | 'empresa'; id: number };
  detalle: Record<string, unknown>;
}

/**
 * God mode (decision 038): a member of administración enters as a student or
 * a company contact, always saying why. The token carries `act` with the
 * staff member, so every change made with it is audited as theirs; the start
 * is audited with the reason, on the student or on the company (so each one's
 * trail shows who entered in their name and why), and the end when that token
 * logs out (SessionService).
 */
export class ImpersonationService {
  constructor(private readonly deps: { repo: AuthRepository; signer: TokenSigner; audit: Pick<AuditService, 'record'> }) {}

  async impersonate(gestor: Caller, input: SuplantarDatos): Promise<LoginOutput> {
    requireAccess(gestor, 'administracion:cambiar');
    const destino = input.tipo === 'alumno' ? await this.comoAlumno(input) : await this.comoEmpresa(input);
    const { claims } = destino;
    claims.act = { sub: String(gestor.id), role: 'gestor' };
    const { token } = await this.deps.signer.sign(claims);
    // The token leaves only once its start is on the trail.
    await this.deps.audit.record(gestor, {
      como: { tipo: input.tipo, id: Number(claims.sub) },
      accion: 'suplantacion.inicio',
      entidad: destino.entidad.tipo,
      entidadId: destino.entidad.id,
      detalle: { motivo: input.motivo, ...destino.detalle },
    });
    return { token, ...destino.result };
  }

  private async comoAlumno(input: SuplantarDatos): Promise<Destino> {
    const alumno =
      input.idAlumno !== undefined
        ? await this.deps.repo.findAlumnoById(input.idAlumno)
        : await this.deps.repo.findAlumno(input.usuario ?? '');
    if (!alumno) {
      throw rechazo(
        PortalCodes.CANDIDATO_NO_ENCONTRADO,
        input.idAlumno !== undefined ? 'suplantar.sinEstudianteId' : 'suplantar.sinEstudiante',
      );
    }
    activa(alumno.estado);
    return {
      claims: { sub: String(alumno.id), role: 'alumno', unique_name: alumno.nombre, family_name: nombreCompleto(alumno) },
      result: { ...SIN_RGPD, conPracticas: alumno.conPracticas, conEmpleo: alumno.conEmpleo },
      entidad: { tipo: 'alumno', id: alumno.id },
      detalle: {},
    };
  }

  private async comoEmpresa(input: SuplantarDatos): Promise<Destino> {
    const contacto =
      input.idContacto !== undefined
        ? await this.deps.repo.findContactoById(input.idContacto)
        : await this.deps.repo.findContacto(input.usuario ?? '');
    if (!contacto) {
      throw rechazo(
        PortalCodes.CREDENCIALES,
        input.idContacto !== undefined ? 'suplantar.sinContactoId' : 'suplantar.sinContacto',
      );
    }
    activa(contacto.estado);
    const companies = await this.deps.repo.companiesOf(contacto.id);
    const pedida = input.idEmpresa ?? input.eidEmpresa;
    const chosen =
      pedida !== undefined
        ? companies.find((c) => c.idEmpresa === pedida)
        : (companies.find((c) => c.estado === 'validada') ?? companies[0]);
    if (pedida !== undefined && !chosen) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'suplantar.contactoDeOtraEmpresa');
    // The session check refuses a company that is not validated: no token that could not be used.
    if (chosen?.estado !== 'validada') throw rechazo(PortalCodes.EMPRESA_NO_VALIDADA);
    return {
      claims: {
        sub: String(contacto.id),
        role: 'empresa',
        unique_name: contacto.nombre,
        family_name: contacto.apellidos,
        idEmpresa: chosen.idEmpresa,
      },
      result: { ...SIN_RGPD, conPracticas: true, conEmpleo: true },
      entidad: { tipo: 'empresa', id: chosen.idEmpresa },
      detalle: { idContacto: contacto.id },
    };
  }
}

import type { EmpresaDelContacto, LoginOutput } from '@puente/contract/endpoints/auth';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { Caller } from '../../lib/caller';
import { rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { AuthRepository } from './auth.repository';
import { claimsOf } from './claims';
import type { SessionService } from './session.service';
import type { TokenSigner } from './tokens';

/**
 * The company a contact of several acts for, switched without logging out
 * (issue 10, finding 6). A switch is a new session for the other company:
 * the new token keeps everything of the old one but the company (god mode's
 * staff actor included), the switch is audited, and the old token is
 * revoked, so one login never holds two companies at once — another tab
 * still on the old company finds its session ended and logs in again.
 */
export class EmpresaActivaService {
  constructor(
    private readonly deps: {
      repo: Pick<AuthRepository, 'companiesOf'>;
      signer: TokenSigner;
      sessions: Pick<SessionService, 'logout'>;
      audit: Pick<AuditService, 'record'>;
      withTransaction: WithTransaction;
    },
  ) {}

  /** The contact's validated companies (the others cannot be entered), the active one marked. */
  async misEmpresas(caller: Caller): Promise<EmpresaDelContacto[]> {
    const companies = await this.deps.repo.companiesOf(caller.id);
    return companies
      .filter((c) => c.estado === 'validada')
      .map(({ idEmpresa, nombre, cif }) => ({ idEmpresa, nombre, cif, activa: idEmpresa === caller.idEmpresa }));
  }

  /** A token for another of the contact's validated companies; a company not theirs answers like an unvalidated one. */
  async cambiar(caller: Caller, idEmpresa: number): Promise<LoginOutput> {
    const companies = await this.deps.repo.companiesOf(caller.id);
    const elegida = companies.find((c) => c.idEmpresa === idEmpresa);
    if (elegida?.estado !== 'validada') throw rechazo(PortalCodes.EMPRESA_NO_VALIDADA);
    const { token } = await this.deps.signer.sign({ ...claimsOf(caller), idEmpresa });
    await this.deps.withTransaction(async () => {
      await this.deps.audit.record(caller, {
        accion: 'empresa.cambio',
        entidad: 'empresa',
        entidadId: idEmpresa,
        detalle: { desde: caller.idEmpresa },
      });
      await this.deps.sessions.logout(caller);
    });
    return {
      token,
      textoCortoRGPD: null,
      linkExternoRGPD: null,
      conPracticas: true,
      conEmpleo: true,
      primerAcceso: false,
    };
  }
}

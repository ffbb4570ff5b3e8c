import type { LoginOutput } from '@puente/contract/endpoints/auth';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { Caller } from '../../lib/caller';
import { rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { AuthRepository, UserKind } from './auth.repository';
import { claimsOf, nombreCompleto } from './claims';
import type { TokenClaims, TokenSigner } from './tokens';

/** Who just proved their credentials, and what the login answer tells the SPA about them. */
export interface Identity {
  tipo: Exclude<UserKind, 'gestor'>;
  id: number;
  nombre: string;
  apellidos: string;
  idEmpresa?: number;
  conPracticas: boolean;
  conEmpleo: boolean;
  primerAcceso: boolean;
  /** How the user proved who they are, when not with a password (spec §3 `loggedby`). */
  loggedby?: 'saml';
}

/** A student's login identity, the same for the password login and single sign-on. */
export const identidadAlumno = (
  alumno: {
    id: number;
    nombre: string;
    apellido1: string;
    apellido2: string | null;
    conPracticas: boolean;
    conEmpleo: boolean;
    primerAcceso: boolean;
  },
  loggedby?: Identity['loggedby'],
): Identity => ({
  tipo: 'alumno',
  id: alumno.id,
  nombre: alumno.nombre,
  apellidos: nombreCompleto(alumno),
  conPracticas: alumno.conPracticas,
  conEmpleo: alumno.conEmpleo,
  primerAcceso: alumno.primerAcceso,
  ...(loggedby ? { loggedby } : {}),
});

// A pending-RGPD token only opens the acceptance call, so it lives briefly.
const PENDING_TTL_SECONDS = 15 * 60;

/**
 * The data-protection text and its acceptance (decision 003): a login with the
 * current text unaccepted gets a short token that only opens the acceptance.
 */
export class RgpdService {
  constructor(
    private readonly deps: {
      repo: AuthRepository;
      signer: TokenSigner;
      audit: Pick<AuditService, 'record'>;
      withTransaction: WithTransaction;
    },
  ) {}

  async texto() {
    const text = await this.deps.repo.currentRgpd();
    if (!text) throw rechazo(PortalCodes.FALTAN_DATOS, 'rgpd.sinTexto');
    return {
      idTexto: text.id,
      version: text.version,
      textoCorto: text.textoCorto,
      textoCompleto: text.textoCompleto,
      linkExterno: text.linkExterno,
    };
  }

  /** Records acceptance of the current RGPD text and returns the full token. */
  async aceptar(caller: Caller) {
    await this.deps.withTransaction(async () => {
      const text = await this.deps.repo.currentRgpd();
      if (text) await this.deps.repo.accept(caller.tipo, caller.id, text.id);
      // A first login held for the RGPD text ends here: the next login is no longer the first (a staff member acting
      // as the user in god mode does not use up the user's own first access).
      if (caller.actor === null && (caller.tipo === 'alumno' || caller.tipo === 'empresa')) {
        await this.deps.repo.firstAccessDone(caller.tipo, caller.id);
      }
      await this.deps.audit.record(caller, { accion: 'rgpd.aceptacion', entidad: 'rgpd', entidadId: text?.id ?? 0 });
    });
    const { token } = await this.deps.signer.sign(claimsOf(caller));
    return { token };
  }

  /** The login answer: a full token, or the short RGPD-pending one with the text to accept. */
  async issueLoginToken(identity: Identity): Promise<LoginOutput> {
    const text = await this.deps.repo.currentRgpd();
    const pending = text ? !(await this.deps.repo.hasAccepted(identity.tipo, identity.id, text.id)) : false;
    const claims: TokenClaims = {
      sub: String(identity.id),
      role: identity.tipo,
      unique_name: identity.nombre,
      family_name: identity.apellidos,
      ...(identity.idEmpresa ? { idEmpresa: identity.idEmpresa } : {}),
      ...(pending ? { rgpd: 'pendiente' as const } : {}),
      ...(identity.loggedby ? { loggedby: identity.loggedby } : {}),
    };
    const { token } = await this.deps.signer.sign(claims, pending ? PENDING_TTL_SECONDS : undefined);
    if (identity.primerAcceso && !pending) await this.deps.repo.firstAccessDone(identity.tipo, identity.id);
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

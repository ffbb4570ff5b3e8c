import type { Caller } from '../../lib/caller';
import { anotarCache } from '../../lib/sondas';
import type { AuditService } from '../audit/audit.service';
import type { AuthRepository, UserKind } from './auth.repository';
import type { TokenSigner, VerifiedToken } from './tokens';

/** Sessions checked within this window are not read again on this copy (see decision 003). */
export const SESSION_CACHE_MS = 2000;
const SESSION_CACHE_MAX = 10_000;

/**
 * Turns bearer tokens into callers and ends sessions. A token opens a session
 * while it is not revoked, its user is active, it was issued after the user's
 * last password change and, for a company contact, the contact still belongs
 * to the token's company and that company is still validated.
 */
export class SessionService {
  /**
   * Keyed by the token itself: the same string verified a moment ago verifies
   * again, so a hit skips the signature check as well as the database read.
   * An entry never outlives its token's expiry.
   */
  private readonly sessions = new Map<string, { caller: Caller; until: number }>();

  constructor(
    private readonly deps: {
      repo: AuthRepository;
      signer: TokenSigner;
      /** 0 turns the per-copy session cache off (tests change accounts under a live token). */
      cacheMs: number;
      /** Records the end of god mode (`cerrar`); copies built only to check sessions leave it out. */
      audit?: Pick<AuditService, 'record'>;
    },
  ) {}

  /** The caller of a bearer token, or null when it no longer opens a session. */
  async authenticate(token: string): Promise<Caller | null> {
    const cached = this.sessions.get(token);
    const acierto = cached !== undefined && cached.until > Date.now();
    if (this.deps.cacheMs > 0) anotarCache('sesiones', acierto);
    if (acierto) return cached.caller;
    const claims = await this.deps.signer.verify(token);
    if (!claims) return null;
    const caller = await this.check(claims);
    if (caller && this.deps.cacheMs > 0) {
      this.sessions.delete(token);
      this.sessions.set(token, { caller, until: Math.min(Date.now() + this.deps.cacheMs, claims.exp * 1000) });
      // Maps iterate in insertion order: drop the oldest entry past the bound.
      if (this.sessions.size > SESSION_CACHE_MAX) this.sessions.delete(this.sessions.keys().next().value as string);
    }
    return caller;
  }

  /**
   * The user's own logout (POST /api/Sesion/logout). A god-mode token that ends is the staff member going back
   * to the back office: the trail records the end beside the start (decision 038).
   */
  async cerrar(caller: Caller) {
    await this.logout(caller);
    if (caller.actor && this.deps.audit) {
      await this.deps.audit.record(caller, {
        accion: 'suplantacion.fin',
        entidad: caller.tipo,
        entidadId: caller.tipo === 'empresa' ? (caller.idEmpresa ?? caller.id) : caller.id,
      });
    }
  }

  /**
   * Revokes the caller's token: this copy forgets it at once, every other copy when the notice arrives (at the
   * commit, when called inside a unit of work).
   */
  async logout(caller: Caller) {
    await this.deps.repo.revoke(caller.jti, caller.exp);
    this.olvidar((c) => c.jti === caller.jti);
    await this.deps.repo.avisarSesiones(`jti:${caller.jti}`);
  }

  /**
   * Forgets the cached sessions of one user whose tokens just stopped (a password change, a block, an erasure),
   * on this copy and, through the notice, on every other: none waits for its cache to expire.
   */
  async forgetUser(tipo: UserKind, id: number) {
    this.olvidar((c) => c.tipo === tipo && c.id === id);
    await this.deps.repo.avisarSesiones(`${tipo}:${id}`);
  }

  /**
   * What another copy (or this one) said on CANAL_SESIONES. Null means notices may have been lost while the
   * listening connection was down: everything cached goes.
   */
  oirAviso(carga: string | null) {
    const [clase = '', valor = ''] = carga?.split(':') ?? [];
    if (carga === null || !valor) {
      this.sessions.clear();
      return;
    }
    if (clase === 'jti') this.olvidar((c) => c.jti === valor);
    else this.olvidar((c) => c.tipo === clase && c.id === Number(valor));
  }

  private olvidar(cumple: (caller: Caller) => boolean) {
    for (const [token, entry] of this.sessions) if (cumple(entry.caller)) this.sessions.delete(token);
  }

  private async check(claims: VerifiedToken): Promise<Caller | null> {
    const id = Number(claims.sub);
    if (!Number.isInteger(id)) return null;
    const idActor = claims.act ? Number(claims.act.sub) : null;
    const state = await this.deps.repo.sessionState(claims.role, id, claims.jti, claims.idEmpresa ?? null, idActor);
    if (!state || state.revocado || state.estado !== 'activo' || !state.empresaVigente || !state.actorVigente) return null;
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
      ...(claims.role === 'gestor' ? { permisos: state.permisos ?? [] } : {}),
      ...(claims.loggedby === 'saml' ? { loggedby: 'saml' as const } : {}),
    };
  }
}

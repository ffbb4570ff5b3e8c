import { PortalCodes } from '@puente/contract/errors/codes';
import { passwordSchema } from '@puente/contract/validation/password';
import type { Caller } from '../../lib/caller';
import { notice } from '../../lib/notice';
import { rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { IntentosService } from '../intentos/intentos.service';
import type { AuthRepository } from './auth.repository';
import { claimsOf } from './claims';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionService } from './session.service';
import type { TokenSigner } from './tokens';

/** A logged-in student or contact changes their own password; every older token stops working. */
export class PasswordService {
  constructor(
    private readonly deps: {
      repo: AuthRepository;
      signer: TokenSigner;
      sessions: Pick<SessionService, 'forgetUser'>;
      audit: Pick<AuditService, 'record'>;
      intentos: Pick<IntentosService, 'vigilar'>;
      withTransaction: WithTransaction;
    },
  ) {}

  /** `direccion`: the client's address; the current-password check has its own limits (modules/intentos). */
  async cambiar(caller: Caller, actual: string, nueva: string, direccion: string) {
    if (caller.tipo === 'gestor') throw rechazo(PortalCodes.SIN_PERMISOS);
    const { repo } = this.deps;
    const user = caller.tipo === 'alumno' ? await repo.findAlumnoById(caller.id) : await repo.findContactoById(caller.id);
    // A stolen session is not a licence to guess the password: the check is limited like a login.
    const correcta = await this.deps.intentos.vigilar(
      { accion: 'password-actual', cuenta: { tipo: caller.tipo, id: caller.id }, direccion },
      () => verifyPassword(user?.passwordHash ?? null, actual),
    );
    if (!user || !correcta) {
      throw rechazo(PortalCodes.CREDENCIALES, 'login.passwordActual');
    }
    if (!passwordSchema.safeParse(nueva).success) throw rechazo(PortalCodes.PASSWORD_DEBIL);
    const hash = await hashPassword(nueva);
    await this.deps.withTransaction(async () => {
      await repo.setPassword(caller.tipo, caller.id, hash);
      await this.deps.audit.record(caller, { accion: 'password.cambio', entidad: caller.tipo, entidadId: caller.id });
    });
    await this.deps.sessions.forgetUser(caller.tipo, caller.id);
    const { token } = await this.deps.signer.sign(claimsOf(caller));
    return notice(PortalCodes.PASSWORD_CAMBIADA, { token });
  }
}

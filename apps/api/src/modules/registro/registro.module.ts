import { enSegundoPlano } from '../../lib/segundo-plano';
import type { Platform } from '../../platform';
import type { SessionService } from '../auth/session.service';
import type { CorreoService } from '../correo/correo.service';
import { RegistroRepository } from './registro.repository';
import { RegistroService } from './registro.service';

/** Student registration and password reset by e-mail (issue 12): its own module, using auth's sessions and the mail outbox. */
export function createRegistroModule(
  { db, brand, withTransaction }: Platform,
  { correo, sessions }: { correo: CorreoService; sessions: SessionService },
) {
  return {
    registro: new RegistroService({
      repo: new RegistroRepository(db),
      correo,
      sessions,
      withTransaction,
      registroPermitido: brand.registroPermitido,
      ahora: () => new Date(),
      enSegundoPlano: enSegundoPlano('enlace para restablecer la contraseña'),
    }),
  };
}

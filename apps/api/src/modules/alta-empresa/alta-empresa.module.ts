import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import type { SessionService } from '../auth/session.service';
import type { CorreoService } from '../correo/correo.service';
import type { DominiosService } from '../dominios/dominios.service';
import { AltaEmpresaRepository } from './alta-empresa.repository';
import { AltaEmpresaService } from './alta-empresa.service';

/**
 * A company's ways in (issue 12): sign-up and the staff's validation, a
 * contact added by a colleague, the reminder and set-password links. Its own
 * module, like modules/registro for students: it creates accounts and sends
 * mail, using auth's sessions and the mail outbox.
 */
export function createAltaEmpresaModule(
  { db, brand, withTransaction }: Platform,
  deps: { correo: CorreoService; sessions: SessionService; audit: AuditService; dominios: DominiosService },
) {
  return {
    altaEmpresa: new AltaEmpresaService({
      repo: new AltaEmpresaRepository(db),
      ...deps,
      withTransaction,
      pideTipoContacto: brand.flags.requestTipoContacto,
      ahora: () => new Date(),
    }),
  };
}

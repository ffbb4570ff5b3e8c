import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import type { SessionService } from '../auth/session.service';
import type { CorreoService } from '../correo/correo.service';
import type { DominiosService } from '../dominios/dominios.service';
import { AltaEmpresaRepository } from './alta-empresa.repository';
import { AltaEmpresaService } from './alta-empresa.service';
import { AltaEmpresaGestionService } from './alta-empresa-gestion.service';

/**
 * A company's ways in (issue 12): sign-up, a contact added by a colleague,
 * the reminder and set-password links (`altaEmpresa`), and the staff's
 * validation (`altaEmpresaGestion`), over one repository. Its own module,
 * like modules/registro for students: it creates accounts and sends mail,
 * using auth's sessions and the mail outbox.
 */
export function createAltaEmpresaModule(
  { db, brand, withTransaction }: Platform,
  deps: { correo: CorreoService; sessions: SessionService; audit: AuditService; dominios: DominiosService },
) {
  const repo = new AltaEmpresaRepository(db);
  const ahora = () => new Date();
  return {
    altaEmpresa: new AltaEmpresaService({
      repo,
      ...deps,
      withTransaction,
      pideTipoContacto: brand.flags.requestTipoContacto,
      ahora,
    }),
    altaEmpresaGestion: new AltaEmpresaGestionService({
      repo,
      correo: deps.correo,
      audit: deps.audit,
      withTransaction,
      ahora,
    }),
  };
}

import type { Cifrado } from '../../lib/cifrado/cifrado';
import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import type { SessionService } from '../auth/session.service';
import type { CorreoService } from '../correo/correo.service';
import type { DominiosService } from '../dominios/dominios.service';
import { AltaEmpresaRepository } from './alta-empresa.repository';
import { AltaEmpresaService } from './alta-empresa.service';
import { ComprobacionesAlta } from './alta-empresa-comprobaciones';
import { AltaEmpresaGestionService } from './alta-empresa-gestion.service';
import { AltaEmpresaReenvioService } from './alta-empresa-reenvio.service';

/**
 * A company's ways in (issue 12): sign-up, a contact added by a colleague,
 * the reminder and set-password links (`altaEmpresa`), the staff's
 * validation (`altaEmpresaGestion`) and a rejected sign-up corrected and sent
 * again once (`altaEmpresaReenvio`, issue 25), over one repository and one
 * set of sign-up rules. Its own module,
 * like modules/registro for students: it creates accounts and sends mail,
 * using auth's sessions and the mail outbox.
 */
export function createAltaEmpresaModule(
  { db, brand, withTransaction }: Platform,
  deps: { correo: CorreoService; sessions: SessionService; audit: AuditService; dominios: DominiosService; cifrado: Cifrado },
) {
  const repo = new AltaEmpresaRepository(db, deps.cifrado);
  const ahora = () => new Date();
  const comprobar = new ComprobacionesAlta({
    repo,
    dominios: deps.dominios,
    pideTipoContacto: brand.flags.requestTipoContacto,
  });
  return {
    altaEmpresa: new AltaEmpresaService({
      repo,
      correo: deps.correo,
      sessions: deps.sessions,
      audit: deps.audit,
      comprobar,
      withTransaction,
      ahora,
    }),
    altaEmpresaGestion: new AltaEmpresaGestionService({
      repo,
      correo: deps.correo,
      audit: deps.audit,
      withTransaction,
      ahora,
    }),
    altaEmpresaReenvio: new AltaEmpresaReenvioService({ repo, comprobar, audit: deps.audit, withTransaction, ahora }),
  };
}

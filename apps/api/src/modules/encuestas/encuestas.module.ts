import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import type { LoginService } from '../auth/login.service';
import type { SamlService } from '../auth/saml.service';
import type { TokenSigner } from '../auth/tokens';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import { EncuestaTokens } from './encuesta-tokens';
import { EncuestasRepository } from './encuestas.repository';
import { EncuestasService } from './encuestas.service';
import { EncuestasGestionService } from './encuestas-gestion.service';

export interface EncuestasModuleDeps {
  audit: Pick<AuditService, 'record'>;
  signer: TokenSigner;
  login: Pick<LoginService, 'credencialesAlumno' | 'credencialesEmpresa'>;
  saml: Pick<SamlService, 'activo' | 'alumnoDeRespuesta'>;
  notificaciones: Pick<NotificacionesService, 'pedirAccion' | 'retirarAccion' | 'resolverAccion'>;
}

/**
 * Surveys (issue 15, decision 024): `encuestas` for those who answer them,
 * `encuestasGestion` for staff, on one repository; `encuestaTokens` is the
 * guard's reader of survey tokens (plugins/endpoints.ts), on the auth module's
 * signer. Named recipients are asked to answer through notifications
 * (`notificaciones`), done once they answer, withdrawn if the survey goes.
 */
export function createEncuestasModule(
  { db, withTransaction }: Pick<Platform, 'db' | 'withTransaction'>,
  { audit, signer, login, saml, notificaciones }: EncuestasModuleDeps,
) {
  const encuestaTokens = new EncuestaTokens(signer);
  const repo = new EncuestasRepository(db);
  return {
    encuestaTokens,
    encuestas: new EncuestasService({
      repo,
      tokens: encuestaTokens,
      login,
      saml,
      notificaciones,
      withTransaction,
      ahora: () => new Date(),
    }),
    encuestasGestion: new EncuestasGestionService({ repo, audit, notificaciones, withTransaction }),
  };
}

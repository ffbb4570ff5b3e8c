import { cachesActivas } from '../../env';
import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import type { IntentosService } from '../intentos/intentos.service';
import type { SettingsService } from '../settings/settings.service';
import { AuthRepository } from './auth.repository';
import { CANAL_SESIONES } from './canal-sesiones';
import { CuentasDemoService } from './cuentas-demo.service';
import { EmpresaActivaService } from './empresa-activa.service';
import { ImpersonationService } from './impersonation.service';
import { LoginService } from './login.service';
import { PasswordService } from './password.service';
import { DEMO_PASSWORD } from './password-demo';
import { RgpdService } from './rgpd.service';
import { SamlRepository } from './saml.repository';
import { SamlService } from './saml.service';
import { SESSION_CACHE_MS, SessionService } from './session.service';
import { TokenSigner } from './tokens';

/** Logins (password and university SSO), sessions, the RGPD hold, password change, the contact's active company and god mode, over one repository and one signer. */
export async function createAuthModule(
  { db, env, brand, withTransaction, avisos }: Platform,
  { audit, settings, intentos }: { audit: AuditService; settings: SettingsService; intentos: IntentosService },
) {
  const repo = new AuthRepository(db);
  const secret = env.JWT_SECRET ?? (await settings.jwtSecret());
  const signer = new TokenSigner(secret, env.TOKEN_TTL_MINUTES * 60);
  // Tests change accounts under a live token: no per-copy session cache there.
  const sessions = new SessionService({ repo, signer, cacheMs: cachesActivas(env) ? SESSION_CACHE_MS : 0, audit });
  // A session ended on any copy ends at once on this one too (issue 29): no copy waits for its cache to expire.
  await avisos.escuchar(CANAL_SESIONES, (carga) => sessions.oirAviso(carga));
  const rgpd = new RgpdService({ repo, signer, audit, withTransaction });
  return {
    signer,
    sessions,
    rgpd,
    login: new LoginService({ repo, signer, rgpd, intentos, audit }),
    saml: new SamlService({
      config: brand.saml,
      publicUrl: env.PUBLIC_URL,
      repo,
      aserciones: new SamlRepository(db),
      rgpd,
      audit,
      withTransaction,
    }),
    impersonation: new ImpersonationService({ repo, signer, audit }),
    cuentasDemo: new CuentasDemoService({ repo, env, demoPassword: DEMO_PASSWORD }),
    passwords: new PasswordService({ repo, signer, sessions, audit, intentos, withTransaction }),
    empresaActiva: new EmpresaActivaService({ repo, signer, sessions, audit, withTransaction }),
  };
}

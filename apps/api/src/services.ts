import type { Brand } from '@puente/contract/brand';
import type { Database } from './db/client';
import type { Env } from './env';
import { AuditRepository } from './modules/audit/audit.repository';
import { AuthRepository } from './modules/auth/auth.repository';
import { AuthService } from './modules/auth/auth.service';
import { TokenSigner } from './modules/auth/tokens';
import { DominiosRepository } from './modules/dominios/dominios.repository';
import { DominiosService } from './modules/dominios/dominios.service';
import { ErrorReportService } from './modules/marca/error-report.service';
import { SettingsRepository } from './modules/settings/settings.repository';
import { SettingsService } from './modules/settings/settings.service';

/** Wires repositories into services once per app; routes reach services only through this. */
export async function createServices(database: Database, env: Env, brand: Brand) {
  const db = database.db;
  const audit = new AuditRepository(db);
  const settings = new SettingsService(new SettingsRepository(db), env.MAINTENANCE_MODE);
  const secret = env.JWT_SECRET ?? (await settings.jwtSecret());
  const signer = new TokenSigner(secret, env.TOKEN_TTL_MINUTES * 60);
  return {
    brand,
    env,
    audit,
    settings,
    signer,
    auth: new AuthService(new AuthRepository(db), audit, signer),
    dominios: new DominiosService(new DominiosRepository(db)),
    errorReports: new ErrorReportService(env.ERROR_WEBHOOK_URL ?? null),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;

import type { Platform } from '../../platform';
import { APP_VERSION } from '../../version';
import type { SessionService } from '../auth/session.service';
import type { SettingsService } from '../settings/settings.service';
import { ErrorReportService } from './error-report.service';
import { MarcaService } from './marca.service';

/** The brand the SPA boots with (loaded before the app, part of the platform) and the SPA's error reports. */
export function createMarcaModule(
  { env, brand }: Platform,
  { settings, sessions }: { settings: SettingsService; sessions: SessionService },
) {
  return {
    marca: new MarcaService({ brand, settings, version: APP_VERSION }),
    errorReports: new ErrorReportService({ webhookUrl: env.ERROR_WEBHOOK_URL ?? null, sessions }),
  };
}

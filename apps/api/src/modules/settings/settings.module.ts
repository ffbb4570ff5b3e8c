import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import { SettingsRepository } from './settings.repository';
import { SettingsService } from './settings.service';

export function createSettingsModule({ db, env }: Platform, { audit }: { audit: AuditService }) {
  return {
    settings: new SettingsService({ repo: new SettingsRepository(db), audit, mantenimientoForzado: env.MAINTENANCE_MODE }),
  };
}

import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import { SettingsRepository } from './settings.repository';
import { CANAL_MANTENIMIENTO, SettingsService } from './settings.service';

/** The stored settings; every copy listens for the maintenance switch, so staff's change reaches all at once. */
export async function createSettingsModule({ db, env, avisos }: Platform, { audit }: { audit: AuditService }) {
  const settings = new SettingsService({
    repo: new SettingsRepository(db),
    audit,
    mantenimientoForzado: env.MAINTENANCE_MODE,
    avisar: () => avisos.avisar(CANAL_MANTENIMIENTO),
  });
  await avisos.escuchar(CANAL_MANTENIMIENTO, () => settings.oirAviso());
  return { settings };
}

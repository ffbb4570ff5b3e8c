import { randomBytes } from 'node:crypto';
import type { Caller } from '../../lib/caller';
import type { AuditService } from '../audit/audit.service';
import type { SettingsRepository } from './settings.repository';

const MAINTENANCE_KEY = 'mantenimiento';
// Short enough that a switch made on another API copy is seen within seconds.
const CACHE_MS = 2000;

export class SettingsService {
  private cached: { value: boolean; at: number } | null = null;

  constructor(
    private readonly deps: {
      repo: SettingsRepository;
      audit: Pick<AuditService, 'record'>;
      /** `MAINTENANCE_MODE`: forced on whatever staff switch. */
      maintenanceFromEnv: boolean;
    },
  ) {}

  async maintenance(): Promise<boolean> {
    if (this.deps.maintenanceFromEnv) return true;
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.value;
    const value = (await this.deps.repo.get<boolean>(MAINTENANCE_KEY)) ?? false;
    this.cached = { value, at: Date.now() };
    return value;
  }

  /** Staff switch maintenance on or off; the switch is audited with who made it. */
  async setMaintenance(caller: Caller, activo: boolean) {
    await this.deps.repo.set(MAINTENANCE_KEY, activo);
    this.cached = { value: activo, at: Date.now() };
    await this.deps.audit.record(caller, { accion: activo ? 'mantenimiento.on' : 'mantenimiento.off' });
    return { activo: await this.maintenance() };
  }

  /**
   * The JWT signing secret when none is configured: generated once and kept in
   * the database, so every API copy on that database shares it.
   */
  jwtSecret(): Promise<string> {
    return this.deps.repo.getOrCreate('jwt_secret', randomBytes(48).toString('base64url'));
  }
}

import { randomBytes } from 'node:crypto';
import type { Caller } from '../../lib/caller';
import type { AuditService } from '../audit/audit.service';
import type { SettingsRepository } from './settings.repository';

const CLAVE_MANTENIMIENTO = 'mantenimiento';
/**
 * A switch made on any copy reaches every copy at once through CANAL_MANTENIMIENTO; the cache also expires, in
 * case a notice is lost between a dropped listening connection and its return (which clears it too).
 */
const CACHE_MS = 2000;

/** The channel on which a copy says the maintenance switch changed. */
export const CANAL_MANTENIMIENTO = 'puente_mantenimiento';

export class SettingsService {
  private cached: { value: boolean; at: number } | null = null;

  constructor(
    private readonly deps: {
      repo: SettingsRepository;
      audit: Pick<AuditService, 'record'>;
      /** `MAINTENANCE_MODE`: forced on whatever staff switch. */
      mantenimientoForzado: boolean;
      /** Tells every copy the switch changed (after it is stored). */
      avisar: () => Promise<void>;
      cacheMs?: number;
    },
  ) {}

  /** What a copy heard on CANAL_MANTENIMIENTO (or null after a lost connection): read the switch again. */
  oirAviso() {
    this.cached = null;
  }

  async mantenimiento(): Promise<boolean> {
    if (this.deps.mantenimientoForzado) return true;
    if (this.cached && Date.now() - this.cached.at < (this.deps.cacheMs ?? CACHE_MS)) return this.cached.value;
    const value = (await this.deps.repo.get<boolean>(CLAVE_MANTENIMIENTO)) ?? false;
    this.cached = { value, at: Date.now() };
    return value;
  }

  /** Staff switch maintenance on or off; the switch is audited with who made it. */
  async cambiarMantenimiento(caller: Caller, activo: boolean) {
    await this.deps.repo.set(CLAVE_MANTENIMIENTO, activo);
    this.cached = { value: activo, at: Date.now() };
    await this.deps.avisar();
    await this.deps.audit.record(caller, { accion: activo ? 'mantenimiento.on' : 'mantenimiento.off' });
    return { activo: await this.mantenimiento() };
  }

  /**
   * The JWT signing secret when none is configured: generated once and kept in
   * the database, so every API copy on that database shares it.
   */
  jwtSecret(): Promise<string> {
    return this.deps.repo.getOrCreate('jwt_secret', randomBytes(48).toString('base64url'));
  }
}

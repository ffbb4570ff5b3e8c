import { randomBytes } from 'node:crypto';
import type { Caller } from '../../lib/caller';
import type { AuditService } from '../audit/audit.service';
import type { SettingsRepository } from './settings.repository';

const CLAVE_MANTENIMIENTO = 'mantenimiento';
// Short enough that a switch made on another API copy is seen within seconds.
const CACHE_MS = 2000;

export class SettingsService {
  private cached: { value: boolean; at: number } | null = null;

  constructor(
    private readonly deps: {
      repo: SettingsRepository;
      audit: Pick<AuditService, 'record'>;
      /** `MAINTENANCE_MODE`: forced on whatever staff switch. */
      mantenimientoForzado: boolean;
    },
  ) {}

  async mantenimiento(): Promise<boolean> {
    if (this.deps.mantenimientoForzado) return true;
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.value;
    const value = (await this.deps.repo.get<boolean>(CLAVE_MANTENIMIENTO)) ?? false;
    this.cached = { value, at: Date.now() };
    return value;
  }

  /** Staff switch maintenance on or off; the switch is audited with who made it. */
  async cambiarMantenimiento(caller: Caller, activo: boolean) {
    await this.deps.repo.set(CLAVE_MANTENIMIENTO, activo);
    this.cached = { value: activo, at: Date.now() };
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

import type { Brand, PublicBrand } from '@puente/contract/brand';
import type { SettingsService } from '../settings/settings.service';

/** The brand as the SPA reads it at boot, with the live maintenance switch and the release. */
export class MarcaService {
  constructor(private readonly deps: { brand: Brand; settings: Pick<SettingsService, 'mantenimiento'>; version: string }) {}

  async publica(): Promise<PublicBrand> {
    const { saml, ...brand } = this.deps.brand;
    // Of the SAML block the SPA only needs to know that it is there.
    return { ...brand, sso: Boolean(saml), mantenimiento: await this.deps.settings.mantenimiento(), version: this.deps.version };
  }
}

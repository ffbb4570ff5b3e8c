import type { Cifrado } from '../../lib/cifrado/cifrado';
import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import type { DominiosService } from '../dominios/dominios.service';
import { MiEmpresaRepository } from './mi-empresa.repository';
import { MiEmpresaService } from './mi-empresa.service';

/** A company's own data and its contact's (/mi-empresa, /mi-perfil), and the missing-data checks of spec §4. */
export function createMiEmpresaModule(
  { db, brand, withTransaction }: Pick<Platform, 'db' | 'brand' | 'withTransaction'>,
  { audit, dominios, cifrado }: { audit: AuditService; dominios: DominiosService; cifrado: Cifrado },
) {
  return {
    miEmpresa: new MiEmpresaService({
      repo: new MiEmpresaRepository(db, cifrado),
      audit,
      dominios,
      withTransaction,
      compruebaDatosCompletos: brand.flags.checkDatosCompletosEmpresa,
      pideTipoContacto: brand.flags.requestTipoContacto,
    }),
  };
}

import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import { CuentaRepository } from './cuenta.repository';
import { CuentaService } from './cuenta.service';

export function createCuentaModule({ db, brand, withTransaction }: Platform, { audit }: { audit: AuditService }) {
  return {
    cuenta: new CuentaService({ repo: new CuentaRepository(db), audit, withTransaction, canDelete: brand.flags.canBorrarCuenta }),
  };
}

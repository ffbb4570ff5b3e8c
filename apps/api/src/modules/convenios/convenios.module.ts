import type { Cifrado } from '../../lib/cifrado/cifrado';
import type { FileStorage } from '../../lib/storage/storage';
import type { Platform } from '../../platform';
import type { AltaEmpresaService } from '../alta-empresa/alta-empresa.service';
import type { AuditService } from '../audit/audit.service';
import type { DominiosService } from '../dominios/dominios.service';
import { brandAssetsDir } from '../marca/brand-loader';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import { ContactosConvenioService } from './contactos-convenio.service';
import { ConveniosRepository } from './convenios.repository';
import { ConveniosService } from './convenios.service';
import { ConveniosGestionService } from './convenios-gestion.service';
import { logoDeMarca } from './logo-marca';

export interface ConveniosModuleDeps {
  storage: FileStorage;
  audit: Pick<AuditService, 'record'>;
  notificaciones: Pick<NotificacionesService, 'notificar' | 'resolverAccion'>;
  dominios: Pick<DominiosService, 'dominios'>;
  /** The IBANs of companies and agreements are stored encrypted (decision 051). */
  cifrado: Cifrado;
}

/** The company's side of the agreements, without the contact dialog or the staff's review: what the demo seed builds on its own. */
export function createConveniosService(
  { db, withTransaction, brand }: Pick<Platform, 'db' | 'withTransaction' | 'brand'>,
  deps: ConveniosModuleDeps,
  /** BRANDS_DIR, where the brand's logo is read from; the repository's brands/ when unset. */
  carpetaMarcas?: string,
  /** The module passes the one it shares with the staff's service. */
  repo = new ConveniosRepository(db, deps.cifrado),
) {
  return new ConveniosService({
    repo,
    ...deps,
    withTransaction,
    marca: brand,
    // Read once: the brand's assets do not change while the API runs.
    logo: logoDeMarca(brand, brandAssetsDir(brand.id, carpetaMarcas)),
    ahora: () => new Date(),
  });
}

/**
 * Education cooperation agreements (issue 13): fiscal accounts, the agreement
 * PDF and the signed copy (`convenios`), the staff's review
 * (`conveniosGestion`, over the same repository), and the form's "add a new
 * contact", which creates it through modules/alta-empresa
 * (`contactosConvenio`).
 */
export function createConveniosModule(
  platform: Pick<Platform, 'db' | 'withTransaction' | 'brand' | 'env'>,
  deps: ConveniosModuleDeps & { altaEmpresa: Pick<AltaEmpresaService, 'guardarUsuario'> },
) {
  const { altaEmpresa, ...resto } = deps;
  const repo = new ConveniosRepository(platform.db, deps.cifrado);
  const { storage, audit, notificaciones } = resto;
  return {
    convenios: createConveniosService(platform, resto, platform.env.BRANDS_DIR, repo),
    conveniosGestion: new ConveniosGestionService({
      repo,
      storage,
      audit,
      notificaciones,
      withTransaction: platform.withTransaction,
      marca: platform.brand,
      ahora: () => new Date(),
    }),
    contactosConvenio: new ContactosConvenioService({ altaEmpresa, permitido: platform.brand.flags.canCrearConvenios }),
  };
}

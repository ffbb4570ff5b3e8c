import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import type { DominiosService } from '../dominios/dominios.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import type { OfertasService } from '../ofertas/ofertas.service';
import { CandidatosRepository } from './candidatos.repository';
import { ReglasOferta } from './oferta-reglas';
import { OfertasEmpresaService } from './ofertas-empresa.service';
import { ProcesosRepository } from './procesos.repository';
import { ProcesosService } from './procesos.service';

/** A company's offers and their selection processes. */
export function createProcesosModule(
  { db, brand, withTransaction }: Platform,
  deps: { dominios: DominiosService; notificaciones: NotificacionesService; audit: AuditService; ofertas: OfertasService },
) {
  const { dominios, notificaciones, audit, ofertas } = deps;
  const repo = new ProcesosRepository(db);
  const ofertasEmpresa = new OfertasEmpresaService({
    repo,
    reglas: new ReglasOferta({ repo, dominios, brand }),
    dominios,
    notificaciones,
    audit,
    brand,
    withTransaction,
  });
  const procesos = new ProcesosService({
    repo,
    candidatos: new CandidatosRepository(db),
    ofertasEmpresa,
    ofertas,
    dominios,
    notificaciones,
    audit,
    withTransaction,
  });
  return { ofertasEmpresa, procesos };
}

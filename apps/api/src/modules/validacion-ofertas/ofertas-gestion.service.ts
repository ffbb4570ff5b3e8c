import { PortalCodes } from '@puente/contract/errors/codes';
import { camposPendientes } from '@puente/contract/oferta-form';
import {
  DESHACER_LOTE_MS,
  ETIQUETAS_MOTIVO_RECHAZO_OFERTA,
  type FiltroOfertasGestion,
  type LoteOfertas,
  type OfertaGestionFila,
  type OfertasEnBloqueDatos,
  type RAZONES_OMISION,
} from '@puente/contract/ofertas-gestion';
import type { Pagina } from '@puente/contract/paginas';
import { etiquetaEstadoOferta } from '@puente/contract/procesos';
import { requireAccess } from '../../lib/access';
import type { Caller } from '../../lib/caller';
import { formatFecha } from '../../lib/fecha';
import { cortarPagina, leerCursor } from '../../lib/pagina';
import { rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import { plazoCerrado } from '../ofertas/ofertas.service';
import { valoresDeFila } from '../procesos/oferta-valores';
import type { FilaOfertaGestion, OfertasGestionRepository } from './ofertas-gestion.repository';

type Razon = (typeof RAZONES_OMISION)[number];
const OMITIDAS_LISTADAS = 100;

const fila = (o: FilaOfertaGestion): OfertaGestionFila => ({
  idOferta: o.id,
  urlAcceso: o.urlAcceso,
  titulo: o.titulo,
  idPerfil: o.idPerfil,
  idEstado: o.idEstado,
  Estado: etiquetaEstadoOferta(o.idEstado),
  empresa: o.empresa,
  fechaCreacion: formatFecha(o.creadoEn) ?? '',
  fechaLimite: formatFecha(o.fechaLimite),
  reenvios: o.reenvios,
});

/**
 * The staff's offers list and bulk decisions (issue 25): a keyset-paged list
 * with one filter, and "validate / decline these or everything matching",
 * all or nothing, one audit row and one notification per offer, undoable by
 * the same member for DESHACER_LOTE_MS. Only pending offers are ever changed;
 * an incomplete or expired one is left out of a validation and said so.
 */
export class OfertasGestionService {
  constructor(
    private readonly deps: {
      repo: OfertasGestionRepository;
      notificaciones: Pick<NotificacionesService, 'notificarLote' | 'retirarLote'>;
      audit: Pick<AuditService, 'recordMany'>;
      withTransaction: WithTransaction;
      ahora: () => Date;
    },
  ) {}

  async lista(
    caller: Caller,
    input: FiltroOfertasGestion & { orden?: 'antiguas' | 'recientes'; cursor?: string; tamano: number },
  ): Promise<Pagina<OfertaGestionFila>> {
    requireAccess(caller, 'empresas:leer');
    const { orden, cursor, tamano, ...filtro } = input;
    const desde = leerCursor(cursor, 'fecha');
    // The first page counts; the next ones carry its total in the cursor instead of counting again.
    const [filas, total] = await Promise.all([
      this.deps.repo.pagina(filtro, orden === 'recientes', desde?.clave ?? null, tamano + 1),
      desde ? desde.total : this.deps.repo.total(filtro),
    ]);
    const { items, ...resto } = cortarPagina(filas, tamano, (o) => [o.claveCreado, o.id], total);
    return { items: items.map(fila), ...resto };
  }

  async enBloque(caller: Caller, datos: OfertasEnBloqueDatos): Promise<LoteOfertas> {
    requireAccess(caller, 'empresas:cambiar');
    const validar = datos.decision === 'validar';
    const motivo = datos.motivo;
    const motivoTexto = motivo
      ? `${ETIQUETAS_MOTIVO_RECHAZO_OFERTA[motivo.idMotivo].es}${motivo.detalle ? `: ${motivo.detalle}` : ''}`
      : null;
    return this.deps.withTransaction(async () => {
      const pedidas = datos.ids ? [...new Set(datos.ids)] : null;
      const candidatas = await this.deps.repo.pendientesDelLote(pedidas ? { ids: pedidas } : { filtro: datos.filtro ?? {} });
      const omitidas: { idOferta: number; titulo: string; razon: Razon }[] = [];
      const aplicar = candidatas.filter(({ oferta, titulaciones }) => {
        if (!validar) return true;
        const razon: Razon | null = plazoCerrado(oferta.fechaLimite)
          ? 'plazoPasado'
          : camposPendientes(valoresDeFila(oferta, titulaciones)).length > 0
            ? 'incompleta'
            : null;
        if (razon) omitidas.push({ idOferta: oferta.id, titulo: oferta.titulo, razon });
        return razon === null;
      });
      if (pedidas) {
        const pendientes = new Set(candidatas.map((c) => c.oferta.id));
        const otras = await this.deps.repo.titulos(pedidas.filter((id) => !pendientes.has(id)));
        omitidas.push(...otras.map((o) => ({ idOferta: o.id, titulo: o.titulo, razon: 'noPendiente' as const })));
      }
      const deshacerHasta = new Date(this.deps.ahora().getTime() + DESHACER_LOTE_MS);
      const idLote = await this.deps.repo.crearLote({
        idGestor: caller.id,
        decision: datos.decision,
        motivo: motivo ?? null,
        deshacerHasta,
      });
      const ids = aplicar.map((c) => c.oferta.id);
      await this.deps.repo.aplicarLote(idLote, caller.id, ids, validar, motivoTexto);
      await this.deps.notificaciones.notificarLote(
        idLote,
        aplicar.map(({ oferta: o }) => ({
          destinoTipo: 'empresa' as const,
          destinoId: o.idEmpresa,
          ...(validar
            ? { clave: 'oferta.validada' as const, parametros: { oferta: o.titulo } }
            : {
                clave: 'oferta.rechazadaConMotivo' as const,
                parametros: {
                  oferta: o.titulo,
                  idMotivoOferta: motivo?.idMotivo,
                  ...(motivo?.detalle ? { detalleMotivo: motivo.detalle } : {}),
                },
              }),
          importante: !validar,
          urlAcceso: `/mis-ofertas/${o.id}`,
        })),
      );
      await this.deps.audit.recordMany(
        caller,
        ids.map((id) => ({
          accion: validar ? 'oferta.validacion' : 'oferta.rechazo',
          entidad: 'oferta',
          entidadId: id,
          detalle: { idLote, ...(motivo ? { motivo } : {}) },
        })),
      );
      return {
        idLote,
        afectadas: ids.length,
        omitidas: omitidas.slice(0, OMITIDAS_LISTADAS),
        totalOmitidas: omitidas.length,
        deshacerHasta: deshacerHasta.toISOString(),
      };
    });
  }

  async deshacer(caller: Caller, idLote: number) {
    requireAccess(caller, 'empresas:cambiar');
    return this.deps.withTransaction(async () => {
      const lote = await this.deps.repo.lote(idLote);
      if (lote?.tipo !== 'ofertas' || lote.idGestor !== caller.id) {
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'lote.noExiste');
      }
      if (lote.deshechoEn) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'lote.yaDeshecho');
      if (this.deps.ahora() > lote.deshacerHasta) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'lote.plazoPasado');
      const total = await this.deps.repo.cuantasEnLote(idLote);
      const restauradas = await this.deps.repo.deshacerLote(idLote);
      await this.deps.notificaciones.retirarLote(idLote);
      await this.deps.audit.recordMany(
        caller,
        restauradas.map((id) => ({ accion: 'oferta.deshacer', entidad: 'oferta', entidadId: id, detalle: { idLote } })),
      );
      return { idLote, restauradas: restauradas.length, cambiadasDespues: total - restauradas.length };
    });
  }
}

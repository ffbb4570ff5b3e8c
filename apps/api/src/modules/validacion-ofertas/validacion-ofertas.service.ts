import { ID_PERFIL } from '@puente/contract/constants';
import { PortalCodes } from '@puente/contract/errors/codes';
import { camposPendientes } from '@puente/contract/oferta-form';
import { etiquetaEstadoOferta } from '@puente/contract/procesos';
import { requireAccess } from '../../lib/access';
import type { Caller } from '../../lib/caller';
import { formatFecha } from '../../lib/fecha';
import { rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import { type OfertasService, plazoCerrado, textoPerfil } from '../ofertas/ofertas.service';
import { valoresDeFila } from '../procesos/oferta-valores';
import type { ValidacionOfertasRepository } from './validacion-ofertas.repository';

type Pendiente = NonNullable<Awaited<ReturnType<ValidacionOfertasRepository['pendiente']>>>;

const noPendiente = () => rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'validacion.noPendiente');

/**
 * The university's review of new offers (brand `ofertas.validacion`
 * 'manual'). Publishing needs a complete offer; rejecting needs a reason.
 * The company is notified either way.
 */
export class ValidacionOfertasService {
  constructor(
    private readonly deps: {
      repo: ValidacionOfertasRepository;
      ofertas: Pick<OfertasService, 'detalle'>;
      notificaciones: Pick<NotificacionesService, 'notificar'>;
      audit: Pick<AuditService, 'record'>;
      withTransaction: WithTransaction;
    },
  ) {}

  async pendientes(caller: Caller) {
    requireAccess(caller, 'empresas:leer');
    const rows = await this.deps.repo.pendientes();
    return Promise.all(rows.map((r) => this.resumen(r)));
  }

  async detalle(caller: Caller, idOferta: number) {
    requireAccess(caller, 'empresas:leer');
    const row = await this.deps.repo.pendiente(idOferta);
    if (!row) throw noPendiente();
    return { pendiente: await this.resumen(row), oferta: await this.deps.ofertas.detalle(idOferta, null) };
  }

  async validar(caller: Caller, idOferta: number) {
    requireAccess(caller, 'empresas:cambiar');
    const row = await this.deps.repo.pendiente(idOferta);
    if (!row) throw noPendiente();
    if (plazoCerrado(row.oferta.fechaLimite)) {
      throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'validacion.plazoPasado');
    }
    const faltan = camposPendientes(valoresDeFila(row.oferta, await this.deps.repo.titulacionesDe(idOferta)));
    if (faltan.length > 0) {
      throw rechazo(PortalCodes.FALTAN_DATOS, 'validacion.incompleta', null, {
        camposPendientes: faltan,
      });
    }
    return this.decidir(caller, row, 'validada', null);
  }

  async rechazar(caller: Caller, idOferta: number, motivo: string) {
    requireAccess(caller, 'empresas:cambiar');
    const row = await this.deps.repo.pendiente(idOferta);
    if (!row) throw noPendiente();
    return this.decidir(caller, row, 'rechazada', motivo);
  }

  /** The decision, the company's notification and the audit row commit together. */
  private decidir(caller: Caller, pendiente: Pendiente, decision: 'validada' | 'rechazada', motivo: string | null) {
    return this.deps.withTransaction(() => this.registrarDecision(caller, pendiente, decision, motivo));
  }

  private async registrarDecision(
    caller: Caller,
    pendiente: Pendiente,
    decision: 'validada' | 'rechazada',
    motivo: string | null,
  ) {
    const o = pendiente.oferta;
    const row = await this.deps.repo.decidir({ idOferta: o.id, idGestor: caller.id, decision, motivo });
    if (!row) throw noPendiente();
    const validada = decision === 'validada';
    await this.deps.notificaciones.notificar({
      destinoTipo: 'empresa',
      destinoId: o.idEmpresa,
      // The staff member's reason is their own words: it reaches the company as typed.
      ...(validada
        ? { clave: 'oferta.validada' as const, parametros: { oferta: o.titulo } }
        : { clave: 'oferta.rechazada' as const, parametros: { oferta: o.titulo, motivo: motivo ?? '' } }),
      // A rejection needs the company to act (fix and publish a new offer), so it is listed first.
      importante: !validada,
      urlAcceso: `/mis-ofertas/${o.id}`,
    });
    await this.deps.audit.record(caller, {
      accion: validada ? 'oferta.validacion' : 'oferta.rechazo',
      entidad: 'oferta',
      entidadId: o.id,
      ...(motivo ? { detalle: { motivo } } : {}),
    });
    return { idOferta: row.id, idEstado: row.idEstado, Estado: etiquetaEstadoOferta(row.idEstado) };
  }

  private async resumen({ oferta: o, empresa }: Pendiente) {
    const valores = valoresDeFila(o, await this.deps.repo.titulacionesDe(o.id));
    return {
      idOferta: o.id,
      urlAcceso: o.urlAcceso,
      titulo: o.titulo,
      idPerfil: o.idPerfil === ID_PERFIL.EMPLEO ? ID_PERFIL.EMPLEO : ID_PERFIL.PRACTICAS,
      textoPerfilOferta: textoPerfil(o.idPerfil),
      empresa,
      fechaCreacion: formatFecha(o.creadoEn) ?? '',
      fechaLimite: formatFecha(o.fechaLimite),
      plazoCerrado: plazoCerrado(o.fechaLimite),
      camposPendientes: camposPendientes(valores),
    };
  }
}

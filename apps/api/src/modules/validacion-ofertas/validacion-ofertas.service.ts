import { ID_PERFIL } from '@puente/contract/constants';
import { PortalCodes } from '@puente/contract/errors/codes';
import { camposPendientes } from '@puente/contract/oferta-form';
import { etiquetaEstadoOferta } from '@puente/contract/procesos';
import type { Caller } from '../../lib/caller';
import { formatFecha } from '../../lib/fecha';
import { PortalError } from '../../lib/portal-error';
import type { AuditService } from '../audit/audit.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import { type OfertasService, plazoCerrado, textoPerfil } from '../ofertas/ofertas.service';
import { valoresDeFila } from '../procesos/oferta-valores';
import type { ValidacionOfertasRepository } from './validacion-ofertas.repository';

type Pendiente = NonNullable<Awaited<ReturnType<ValidacionOfertasRepository['pendiente']>>>;

const noPendiente = () =>
  new PortalError(PortalCodes.ACCION_NO_PERMITIDA, 'La oferta no existe o ya no está pendiente de validación.');

/**
 * The university's review of new offers (brand `ofertas.validacion`
 * 'manual'). Publishing needs a complete offer; rejecting needs a reason.
 * The company is notified either way.
 */
export class ValidacionOfertasService {
  constructor(
    private readonly repo: ValidacionOfertasRepository,
    private readonly ofertas: Pick<OfertasService, 'detalle'>,
    private readonly notificaciones: Pick<NotificacionesService, 'notify'>,
    private readonly audit: AuditService,
  ) {}

  async pendientes() {
    const rows = await this.repo.pendientes();
    return Promise.all(rows.map((r) => this.resumen(r)));
  }

  async detalle(idOferta: number) {
    const row = await this.repo.pendiente(idOferta);
    if (!row) throw noPendiente();
    return { pendiente: await this.resumen(row), oferta: await this.ofertas.detalle(idOferta, null) };
  }

  async validar(caller: Caller, idOferta: number) {
    const row = await this.repo.pendiente(idOferta);
    if (!row) throw noPendiente();
    if (plazoCerrado(row.oferta.fechaLimite)) {
      throw new PortalError(
        PortalCodes.ACCION_NO_PERMITIDA,
        'La fecha límite de la oferta ya ha pasado: recházala indicando el motivo.',
      );
    }
    const faltan = camposPendientes(valoresDeFila(row.oferta, await this.repo.titulacionesDe(idOferta)));
    if (faltan.length > 0) {
      throw new PortalError(
        PortalCodes.FALTAN_DATOS,
        'La oferta está incompleta: la empresa debe completarla antes de publicarla.',
        {
          camposPendientes: faltan,
        },
      );
    }
    return this.decidir(caller, row, 'validada', null);
  }

  async rechazar(caller: Caller, idOferta: number, motivo: string) {
    const row = await this.repo.pendiente(idOferta);
    if (!row) throw noPendiente();
    return this.decidir(caller, row, 'rechazada', motivo);
  }

  private async decidir(caller: Caller, pendiente: Pendiente, decision: 'validada' | 'rechazada', motivo: string | null) {
    const o = pendiente.oferta;
    const row = await this.repo.decidir({ idOferta: o.id, idGestor: caller.id, decision, motivo });
    if (!row) throw noPendiente();
    const validada = decision === 'validada';
    await this.notificaciones.notify({
      destinoTipo: 'empresa',
      destinoId: o.idEmpresa,
      titulo: validada ? 'Oferta publicada' : 'Oferta rechazada',
      texto: validada
        ? `La universidad ha validado tu oferta «${o.titulo}» y ya está publicada.`
        : `La universidad ha rechazado tu oferta «${o.titulo}». Motivo: ${motivo}`,
      // A rejection needs the company to act (fix and publish a new offer), so it is listed first.
      importante: !validada,
      urlAcceso: `/mis-ofertas/${o.id}`,
    });
    await this.audit.record(caller, {
      accion: validada ? 'oferta.validacion' : 'oferta.rechazo',
      entidad: 'oferta',
      entidadId: o.id,
      ...(motivo ? { detalle: { motivo } } : {}),
    });
    return { idOferta: row.id, idEstado: row.idEstado, Estado: etiquetaEstadoOferta(row.idEstado) };
  }

  private async resumen({ oferta: o, empresa }: Pendiente) {
    const valores = valoresDeFila(o, await this.repo.titulacionesDe(o.id));
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

import { PortalCodes } from '@puente/contract/errors/codes';
import type { Caller } from '../../lib/caller';
import { PortalError } from '../../lib/portal-error';
import type { AuditService } from '../audit/audit.service';
import type { CuentaRepository } from './cuenta.repository';

export class CuentaService {
  constructor(
    private readonly repo: CuentaRepository,
    private readonly audit: AuditService,
    private readonly canDelete: boolean,
  ) {}

  /** 'Solicitar baja': only when the brand allows it, one open request at a time (8 otherwise). */
  async requestDeletion(caller: Caller, motivo: string | undefined) {
    if (!this.canDelete) throw new PortalError(PortalCodes.ACCION_NO_PERMITIDA);
    const idSolicitud = await this.repo.requestDeletion(caller.id, motivo?.trim() || null);
    if (idSolicitud === null) throw new PortalError(PortalCodes.DATOS_YA_EXISTEN, 'Ya tienes una solicitud de baja en curso');
    await this.audit.record(caller, {
      accion: 'baja.solicitud',
      entidad: 'alumno',
      entidadId: caller.id,
    });
    return { idSolicitud };
  }

  async openRequests() {
    return (await this.repo.openRequests()).map((r) => ({ ...r, creadoEn: r.creadoEn.toISOString() }));
  }
}

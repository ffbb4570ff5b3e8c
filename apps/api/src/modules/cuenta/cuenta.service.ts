import { PortalCodes } from '@puente/contract/errors/codes';
import type { Caller } from '../../lib/caller';
import type { Idioma } from '../../lib/mensajes/render';
import { notice } from '../../lib/notice';
import { rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { CuentaRepository } from './cuenta.repository';

export class CuentaService {
  constructor(
    private readonly deps: {
      repo: CuentaRepository;
      audit: Pick<AuditService, 'record'>;
      withTransaction: WithTransaction;
      /** The brand's `canBorrarCuenta` flag. */
      canDelete: boolean;
    },
  ) {}

  /**
   * 'Solicitar baja': only when the brand allows it, one open request at a time (8 otherwise). The
   * request keeps the language the student asked in: staff's decision is mailed to them in it.
   */
  async solicitarBaja(caller: Caller, motivo: string | undefined, idioma: Idioma) {
    if (!this.deps.canDelete) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA);
    return this.deps.withTransaction(async () => {
      const idSolicitud = await this.deps.repo.requestDeletion(caller.id, motivo?.trim() || null, idioma);
      if (idSolicitud === null) throw rechazo(PortalCodes.DATOS_YA_EXISTEN, 'cuenta.bajaEnCurso');
      await this.deps.audit.record(caller, {
        accion: 'baja.solicitud',
        entidad: 'alumno',
        entidadId: caller.id,
      });
      return notice(PortalCodes.BAJA_SOLICITADA, { idSolicitud });
    });
  }
}

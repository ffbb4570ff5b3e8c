import type { Brand } from '@puente/contract/brand';
import type { ConvenioPendiente } from '@puente/contract/convenios';
import type { FileAnswer } from '@puente/contract/endpoint';
import { PortalCodes } from '@puente/contract/errors/codes';
import { requireAccess } from '../../lib/access';
import type { Caller } from '../../lib/caller';
import { formatFecha, hoyMadrid } from '../../lib/fecha';
import { rechazo } from '../../lib/portal-error';
import type { FileStorage } from '../../lib/storage/storage';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import type { ConveniosRepository } from './convenios.repository';
import {
  e,
  enlaceRechazo,
  leerArchivo,
  noEncontrado,
  PANTALLA_CONVENIOS,
  permitido,
  referenciaDe,
  ruta,
  sinFirmado,
} from './convenios-comun';

export interface ConveniosGestionDeps {
  repo: ConveniosRepository;
  storage: Pick<FileStorage, 'read'>;
  audit: Pick<AuditService, 'record'>;
  notificaciones: Pick<NotificacionesService, 'notificar'>;
  withTransaction: WithTransaction;
  marca: Pick<Brand, 'flags'>;
  ahora: () => Date;
}

const noPendiente = () => rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'convenio.noPendiente');

/**
 * The university's review of signed agreements (issue 13): the copies
 * awaiting validation, both PDFs of any agreement, and the decision, which
 * notifies the company in the same unit of work. It shares the repository
 * with the company's ConveniosService; everything answers 48 without the
 * brand's `canCrearConvenios`.
 */
export class ConveniosGestionService {
  constructor(private readonly deps: ConveniosGestionDeps) {}

  /** `conveniosPendientes`: signed copies awaiting the university, oldest first. */
  async pendientes(caller: Caller): Promise<ConvenioPendiente[]> {
    permitido(this.deps.marca);
    requireAccess(caller, 'practicas:leer');
    const filas = await this.deps.repo.pendientes(hoyMadrid(this.deps.ahora()));
    return filas.map((c) => ({
      idConvenio: c.id,
      referencia: referenciaDe(c.id, c.creadoEn),
      empresa: { idEmpresa: c.idEmpresa, cif: c.cif, nombre: c.nombreEmpresa },
      NombreFiscal: c.nombreFiscal,
      firmante: `${c.firmanteNombre} ${c.firmanteApellidos}`,
      fechaAlta: formatFecha(c.creadoEn) ?? '',
      fechaFirmado: formatFecha(c.firmadoEn),
      fechaCaducidad: formatFecha(c.fechaCaducidad) ?? '',
      enlace: ruta(e.descargaConvenioGestion.path, c.id),
      enlaceFirmado: c.idArchivoFirmado ? ruta(e.descargaConvenioFirmadoGestion.path, c.id) : null,
    }));
  }

  async pdfGestion(caller: Caller, id: number): Promise<FileAnswer> {
    permitido(this.deps.marca);
    requireAccess(caller, 'practicas:leer');
    const c = await this.deps.repo.convenio(id);
    if (!c) throw noEncontrado();
    return leerArchivo(this.deps.storage, c.idArchivoPdf, noEncontrado);
  }

  async pdfFirmadoGestion(caller: Caller, id: number): Promise<FileAnswer> {
    permitido(this.deps.marca);
    requireAccess(caller, 'practicas:leer');
    const c = await this.deps.repo.convenio(id);
    if (!c) throw noEncontrado();
    return leerArchivo(this.deps.storage, c.idArchivoFirmado, sinFirmado);
  }

  /** Staff validate a signed copy awaiting validation; the company is notified in the same unit of work. */
  async validar(caller: Caller, id: number): Promise<null> {
    await this.decidir(caller, id, null);
    return null;
  }

  /** Staff reject a signed copy with a reason, which reaches the company as typed; it may upload a new copy. */
  async rechazar(caller: Caller, id: number, motivo: string): Promise<null> {
    await this.decidir(caller, id, motivo);
    return null;
  }

  private async decidir(caller: Caller, id: number, motivo: string | null) {
    permitido(this.deps.marca);
    requireAccess(caller, 'practicas:cambiar');
    const idGestor = caller.id;
    const { repo, notificaciones, audit, withTransaction } = this.deps;
    const hoy = hoyMadrid(this.deps.ahora());
    await withTransaction(async () => {
      const estado = motivo === null ? 'validado' : 'rechazado';
      const decidido = await repo.revisar(id, { estado, idGestor, motivo }, hoy);
      if (!decidido) throw noPendiente();
      const referencia = referenciaDe(decidido.id, decidido.creadoEn);
      await notificaciones.notificar({
        destinoTipo: 'empresa',
        destinoId: decidido.idEmpresa,
        ...(motivo === null
          ? { clave: 'convenio.validado' as const, parametros: { referencia } }
          : { clave: 'convenio.rechazado' as const, parametros: { referencia, motivo } }),
        // A rejection needs the company to act (sign again and upload), so it is listed first.
        importante: motivo !== null,
        urlAcceso: motivo === null ? PANTALLA_CONVENIOS : enlaceRechazo(decidido.id),
      });
      await audit.record(caller, {
        accion: `convenio.${estado}`,
        entidad: 'convenios',
        entidadId: id,
        detalle: { idEmpresa: decidido.idEmpresa, ...(motivo === null ? {} : { motivo }) },
      });
    });
  }
}

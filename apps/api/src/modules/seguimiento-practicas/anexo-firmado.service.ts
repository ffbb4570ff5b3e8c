import type { FileAnswer } from '@puente/contract/endpoint';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { anexoFirmadoInput, SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import type { z } from 'zod';
import { requireAccess } from '../../lib/access';
import type { Caller } from '../../lib/caller';
import { hoyMadrid } from '../../lib/fecha';
import type { Idioma } from '../../lib/mensajes/render';
import { rechazo } from '../../lib/portal-error';
import { estadoEfectivo } from '../../lib/practica';
import type { FileStorage } from '../../lib/storage/storage';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import { ESTADOS_CERRADOS, LectorSeguimiento, lectorDe, noEncontrada, quienRegistra } from './seguimiento-comun';
import type { SeguimientoPracticasRepository } from './seguimiento-practicas.repository';

export interface AnexoFirmadoDeps {
  repo: SeguimientoPracticasRepository;
  storage: Pick<FileStorage, 'store' | 'read' | 'delete'>;
  audit: Pick<AuditService, 'record'>;
  withTransaction: WithTransaction;
  ahora: () => Date;
}

/** Whose internships a caller reaches: the student's own, the company's own, or any (staff). */
function ambitoDe(caller: Caller): { idAlumno?: number; idEmpresa?: number } {
  if (caller.tipo === 'alumno') return { idAlumno: caller.id };
  if (caller.tipo === 'empresa') return { idEmpresa: caller.idEmpresa ?? 0 };
  return {};
}

/**
 * The per-student annex signed by the three parties (issue 26, decision
 * 042), kept like the agreement's signed copy: the host company or staff
 * upload it, a PDF by its content (lib/storage: 46; over 2 MB, 413); a new
 * copy replaces the old one. The company, the student and staff download it.
 */
export class AnexoFirmadoService {
  private readonly lector: LectorSeguimiento;

  constructor(private readonly deps: AnexoFirmadoDeps) {
    this.lector = new LectorSeguimiento(deps.repo, deps.ahora);
  }

  async subir(caller: Caller, a: z.output<typeof anexoFirmadoInput>, idioma: Idioma): Promise<SeguimientoPractica> {
    requireAccess(caller, caller.tipo === 'empresa' ? 'empresa' : 'practicas:cambiar');
    const { repo, storage, audit, withTransaction, ahora } = this.deps;
    const hoy = hoyMadrid(ahora());
    return withTransaction(async () => {
      const fila = await repo.leer(a.idPractica, hoy, ambitoDe(caller), true);
      if (!fila) throw noEncontrada();
      if (ESTADOS_CERRADOS.includes(estadoEfectivo(fila, hoy))) {
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'seguimiento.anexoCerrada');
      }
      // The file is the host company's, whoever uploads it: it follows the internship, not the uploader.
      const archivo = await storage.store({
        owner: { kind: 'empresa', id: fila.idEmpresa },
        use: 'anexo-practica',
        name: `anexo-practicas-${fila.id}-firmado`,
        extension: a.extension_adjunto,
        content: Buffer.from(a.ficheroB64ParaAltas, 'base64'),
      });
      await repo.ponerAnexoFirmado(fila.id, archivo.id, quienRegistra(caller), ahora());
      if (fila.idArchivoAnexoFirmado) await storage.delete(fila.idArchivoAnexoFirmado);
      await audit.record(caller, {
        accion: 'practica.anexoFirmado',
        entidad: 'practicas',
        entidadId: fila.id,
        detalle: { idArchivo: archivo.id, sha256: archivo.sha256, anterior: fila.idArchivoAnexoFirmado },
      });
      return this.lector.vista(await this.lector.fila(fila.id), idioma, lectorDe(caller));
    });
  }

  /** The signed copy, for whoever may read the internship (48 while none is uploaded). */
  async descargar(caller: Caller, id: number): Promise<FileAnswer> {
    if (caller.tipo === 'gestor') requireAccess(caller, 'practicas:leer');
    const fila = await this.deps.repo.leer(id, hoyMadrid(this.deps.ahora()), ambitoDe(caller));
    if (!fila) throw noEncontrada();
    const leido = fila.idArchivoAnexoFirmado ? await this.deps.storage.read(fila.idArchivoAnexoFirmado) : null;
    if (!leido) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'seguimiento.sinAnexoFirmado');
    return { nombre: leido.file.name, contentType: leido.file.contentType, contenido: Buffer.from(leido.content) };
  }
}

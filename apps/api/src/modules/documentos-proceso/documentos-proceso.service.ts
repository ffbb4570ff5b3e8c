import { ID_ESTADO_PROCESO_PUBLICADO } from '@puente/contract/constants';
import type { FileAnswer } from '@puente/contract/endpoint';
import type { addDocumentoProcesoInput, DocumentoEntregado } from '@puente/contract/endpoints/documentos-proceso';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { z } from 'zod';
import type { Caller } from '../../lib/caller';
import { formatFecha } from '../../lib/fecha';
import { notice } from '../../lib/notice';
import { type PortalError, rechazo } from '../../lib/portal-error';
import { normalizeExtension } from '../../lib/storage/check-file';
import type { FileStorage } from '../../lib/storage/storage';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import { plazoCerrado } from '../ofertas/ofertas.service';
import { candidaturaNoEncontrada, empresaDe } from '../procesos/empresa-llamante';
import type { DocumentoFila, DocumentosProcesoRepository } from './documentos-proceso.repository';

type Entrega = z.output<typeof addDocumentoProcesoInput>;

export interface DocumentosProcesoDeps {
  repo: DocumentosProcesoRepository;
  storage: FileStorage;
  audit: Pick<AuditService, 'record'>;
  withTransaction: WithTransaction;
}

const vista = (d: DocumentoFila, tamano: number): DocumentoEntregado => ({
  id: d.id,
  nombre: d.nombre,
  extension: d.extension,
  tamano,
  fecha: formatFecha(d.creadoEn) ?? '',
});

function alumnoDe(caller: Caller): number {
  if (caller.tipo !== 'alumno') throw rechazo(PortalCodes.SIN_PERMISOS);
  return caller.id;
}

// Another student's document answers like a missing one, so ids reveal nothing.
const noEncontrado = () => rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'documento.noExisteOBorrado');

/**
 * The document an offer asks for (`documentacionNecesaria`): the student hands
 * it in before applying (rule 11 reads it), lists, downloads and deletes it;
 * the offer's company downloads it through the candidacy. The file itself is
 * kept by lib/storage, checked there by size and content.
 */
export class DocumentosProcesoService {
  constructor(private readonly deps: DocumentosProcesoDeps) {}

  async entregar(caller: Caller, entrega: Entrega) {
    const idAlumno = alumnoDe(caller);
    const { repo, storage, audit, withTransaction } = this.deps;
    const oferta = await repo.oferta(entrega.urlOferta);
    if (!oferta || oferta.idEstado !== ID_ESTADO_PROCESO_PUBLICADO) throw rechazo(PortalCodes.OFERTA_NO_ENCONTRADA);
    if (plazoCerrado(oferta.fechaLimite)) throw rechazo(PortalCodes.PLAZO_VENCIDO);
    if (oferta.documentacionNecesaria === null) {
      throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'proceso.sinDocumentacion');
    }
    if (await repo.deOferta(idAlumno, oferta.id)) throw rechazo(PortalCodes.DOCUMENTO_YA_SUBIDO);

    const documento = await withTransaction(async () => {
      const archivo = await storage.store({
        owner: { kind: 'alumno', id: idAlumno },
        use: 'documento-oferta',
        name: entrega.nombre,
        extension: entrega.extension,
        content: Buffer.from(entrega.ficheroB64, 'base64'),
      });
      const fila = await repo.insertar({
        idAlumno,
        idOferta: oferta.id,
        nombre: archivo.name,
        extension: normalizeExtension(entrega.extension),
        idArchivo: archivo.id,
      });
      // Two uploads at once: the second finds the first here, and its file rolls back with it.
      if (!fila) throw rechazo(PortalCodes.DOCUMENTO_YA_SUBIDO);
      await audit.record(caller, {
        accion: 'documento-oferta.alta',
        entidad: 'alumno_documentos_oferta',
        entidadId: fila.id,
        detalle: { idOferta: oferta.id, idArchivo: archivo.id, sha256: archivo.sha256 },
      });
      return vista(fila, archivo.size);
    });
    return notice(PortalCodes.DOCUMENTOS_ADJUNTADOS, documento);
  }

  async solicitada(caller: Caller) {
    const filas = await this.deps.repo.solicitados(alumnoDe(caller));
    return filas.map((f) => ({
      idOferta: f.idOferta,
      urlOferta: f.urlOferta,
      tituloOferta: f.tituloOferta,
      empresa: f.empresa,
      documentacionNecesaria: f.documentacionNecesaria,
      inscrito: f.inscrito,
      documento: f.documento ? vista(f.documento, f.tamano ?? 0) : null,
    }));
  }

  /**
   * Deletes the student's own document, to hand in another one. Allowed after
   * applying too: the rule is checked when applying, and a wrong file must be
   * replaceable.
   */
  async borrar(caller: Caller, id: number) {
    const documento = await this.deps.repo.propio(alumnoDe(caller), id);
    if (!documento) throw noEncontrado();
    await this.deps.withTransaction(async () => {
      // The document row goes with its file (ON DELETE CASCADE).
      await this.deps.storage.delete(documento.idArchivo);
      await this.deps.audit.record(caller, {
        accion: 'documento-oferta.baja',
        entidad: 'alumno_documentos_oferta',
        entidadId: id,
        detalle: { idOferta: documento.idOferta, idArchivo: documento.idArchivo },
      });
    });
    return { id };
  }

  async descargarPropio(caller: Caller, id: number): Promise<FileAnswer> {
    const documento = await this.deps.repo.propio(alumnoDe(caller), id);
    if (!documento) throw noEncontrado();
    return this.fichero(documento, noEncontrado);
  }

  /** Only for a candidacy to one of the caller's own offers; any other id answers like a missing one (31). */
  async descargarDeCandidato(caller: Caller, idCandidatura: number): Promise<FileAnswer> {
    const fila = await this.deps.repo.deCandidatura(empresaDe(caller), idCandidatura);
    if (!fila) throw candidaturaNoEncontrada();
    const sinDocumento = () => rechazo(PortalCodes.CANDIDATURA_NO_ENCONTRADA, 'proceso.candidatoSinDocumentos');
    if (!fila.documento) throw sinDocumento();
    return this.fichero(fila.documento, sinDocumento);
  }

  private async fichero(documento: DocumentoFila, faltante: () => PortalError): Promise<FileAnswer> {
    const leido = await this.deps.storage.read(documento.idArchivo);
    if (!leido) throw faltante();
    return { nombre: leido.file.name, contentType: leido.file.contentType, contenido: leido.content };
  }
}

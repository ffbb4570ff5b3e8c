import type { Brand } from '@puente/contract/brand';
import type { addDocInputSchema, Cv, DocumentoCv } from '@puente/contract/cv';
import type { FileAnswer } from '@puente/contract/endpoint';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { z } from 'zod';
import type { Caller } from '../../lib/caller';
import { formatFecha } from '../../lib/fecha';
import type { Idioma } from '../../lib/mensajes/render';
import { type PortalError, rechazo } from '../../lib/portal-error';
import { normalizeExtension } from '../../lib/storage/check-file';
import type { FileStorage } from '../../lib/storage/storage';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { CvArchivosRepository, DocumentoCvFila } from './cv-archivos.repository';
import { cvPdf } from './cv-pdf';
import { fotoParaGuardar } from './foto-perfil';

type NuevoDocumento = z.output<typeof addDocInputSchema>;

/** The whole CV of any student, in a language, without a caller check (modules/cv's CvService.cvDe). */
export interface LectorCv {
  cvDe(idAlumno: number, idioma: Idioma): Promise<Cv>;
}

export interface CvArchivosDeps {
  repo: CvArchivosRepository;
  storage: FileStorage;
  audit: Pick<AuditService, 'record'>;
  cv: LectorCv;
  marca: Pick<Brand, 'nombre' | 'nombreUniversidad' | 'colores' | 'campos'>;
  withTransaction: WithTransaction;
}

export function alumnoDe(caller: Caller): number {
  if (caller.tipo !== 'alumno') throw rechazo(PortalCodes.SIN_PERMISOS);
  return caller.id;
}

// Another student's document answers like a missing one, so ids reveal nothing.
export const documentoNoEncontrado = () => rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'documento.noExisteOBorrado');

export const vistaDocumento = (d: DocumentoCvFila, tamano: number): DocumentoCv => ({
  id: d.id,
  nombre: d.nombre,
  extension: d.extension,
  tamano,
  fecha: formatFecha(d.creadoEn) ?? '',
  esCv: d.esCv,
  privado: d.privado,
});

/** "CV-Lucía-García.pdf": what the browser saves the PDF as. */
export const nombrePdf = (cv: { personales: { nombre: string; apellido1: string } }) =>
  `CV-${[cv.personales.nombre, cv.personales.apellido1].join(' ').trim().replace(/\s+/g, '-')}.pdf`;

/** Reads a stored file as a download; a file gone between the check and the read answers `faltante`. */
export async function leerFichero(storage: FileStorage, id: string, faltante: () => PortalError): Promise<FileAnswer> {
  const leido = await storage.read(id);
  if (!leido) throw faltante();
  return { nombre: leido.file.name, contentType: leido.file.contentType, contenido: leido.content };
}

export const sinFoto = () => rechazo(PortalCodes.OFERTA_NO_ENCONTRADA, 'cv.sinFoto');

/**
 * The student's own CV files: the profile photo, the documents (the own CV
 * file among them, which rule 55 reads through `alumnos.cv_propio_subido`),
 * and the CV as PDF. Files are checked and kept by lib/storage; each write is
 * one unit of work with its audit row.
 */
export class CvArchivosService {
  constructor(private readonly deps: CvArchivosDeps) {}

  /** `editImagenPerfil`: 46, 413, 526; the old photo goes in the same unit of work. */
  async cambiarFoto(caller: Caller, foto: { extension: string; ficheroB64: string }, idioma: Idioma) {
    await this.guardarFoto(caller, foto.extension, Buffer.from(foto.ficheroB64, 'base64'));
    return this.deps.cv.cvDe(alumnoDe(caller), idioma);
  }

  /** Re-encodes and keeps the photo (also used by the demo seed). */
  async guardarFoto(caller: Caller, extension: string, contenido: Uint8Array) {
    const idAlumno = alumnoDe(caller);
    const jpeg = await fotoParaGuardar(extension, contenido);
    const { repo, storage, audit, withTransaction } = this.deps;
    await withTransaction(async () => {
      await repo.bloquearAlumno(idAlumno);
      const anterior = await repo.foto(idAlumno);
      const archivo = await storage.store({
        owner: { kind: 'alumno', id: idAlumno },
        use: 'foto-perfil',
        name: 'foto-perfil',
        extension: 'jpg',
        content: jpeg,
      });
      await repo.ponerFoto(idAlumno, archivo.id);
      if (anterior) await storage.delete(anterior);
      await audit.record(caller, {
        accion: 'cv.foto',
        entidad: 'alumnos',
        entidadId: idAlumno,
        detalle: { idArchivo: archivo.id, anterior },
      });
    });
  }

  async quitarFoto(caller: Caller, idioma: Idioma) {
    const idAlumno = alumnoDe(caller);
    const { repo, storage, audit, withTransaction } = this.deps;
    await withTransaction(async () => {
      await repo.bloquearAlumno(idAlumno);
      const anterior = await repo.foto(idAlumno);
      if (!anterior) return;
      await repo.ponerFoto(idAlumno, null);
      await storage.delete(anterior);
      await audit.record(caller, { accion: 'cv.foto.baja', entidad: 'alumnos', entidadId: idAlumno, detalle: { anterior } });
    });
    return this.deps.cv.cvDe(idAlumno, idioma);
  }

  async foto(caller: Caller): Promise<FileAnswer> {
    const idArchivo = await this.deps.repo.foto(alumnoDe(caller));
    if (!idArchivo) throw sinFoto();
    return leerFichero(this.deps.storage, idArchivo, sinFoto);
  }

  /** `addDoc`: 46, 413, and 56 when the student already keeps the same bytes. */
  async anadirDocumento(caller: Caller, nuevo: NuevoDocumento, idioma: Idioma) {
    const documento = await this.guardarDocumento(caller, nuevo);
    return { documento, cv: await this.deps.cv.cvDe(alumnoDe(caller), idioma) };
  }

  /** Checks and keeps a CV document (also used by the demo seed). */
  async guardarDocumento(caller: Caller, nuevo: NuevoDocumento): Promise<DocumentoCv> {
    const idAlumno = alumnoDe(caller);
    const { repo, storage, audit, withTransaction } = this.deps;
    return withTransaction(async () => {
      await repo.bloquearAlumno(idAlumno);
      const archivo = await storage.store({
        owner: { kind: 'alumno', id: idAlumno },
        use: 'documento-alumno',
        name: nuevo.nombre,
        extension: nuevo.extension_adjunto,
        content: Buffer.from(nuevo.ficheroB64ParaAltas, 'base64'),
      });
      // Thrown inside the unit of work, so the file just stored rolls back with it.
      if (await repo.documentoConMismoContenido(idAlumno, archivo.sha256, archivo.id)) {
        throw rechazo(PortalCodes.DOCUMENTO_YA_SUBIDO);
      }
      const fila = await repo.insertarDocumento({
        idAlumno,
        idArchivo: archivo.id,
        nombre: archivo.name,
        extension: normalizeExtension(nuevo.extension_adjunto),
        esCv: nuevo.esCv,
        privado: nuevo.privado,
      });
      if (fila.esCv) await repo.recalcularCvPropio(idAlumno);
      await audit.record(caller, {
        accion: 'cv.documento.alta',
        entidad: 'documentos_alumno',
        entidadId: fila.id,
        detalle: { idArchivo: archivo.id, sha256: archivo.sha256, esCv: fila.esCv, privado: fila.privado },
      });
      return vistaDocumento(fila, archivo.size);
    });
  }

  /** `delDoc`: 48 for a document that is not the caller's; rule 55's flag is recomputed in the same unit of work. */
  async borrarDocumento(caller: Caller, id: number, idioma: Idioma) {
    const idAlumno = alumnoDe(caller);
    const { repo, storage, audit, withTransaction } = this.deps;
    await withTransaction(async () => {
      const encontrado = await repo.documentoPropio(idAlumno, id);
      if (!encontrado) throw documentoNoEncontrado();
      // The document row goes with its file (ON DELETE CASCADE).
      await storage.delete(encontrado.documento.idArchivo);
      await repo.recalcularCvPropio(idAlumno);
      await audit.record(caller, {
        accion: 'cv.documento.baja',
        entidad: 'documentos_alumno',
        entidadId: id,
        detalle: { idArchivo: encontrado.documento.idArchivo, esCv: encontrado.documento.esCv },
      });
    });
    return this.deps.cv.cvDe(idAlumno, idioma);
  }

  async descargarDocumento(caller: Caller, id: number): Promise<FileAnswer> {
    const encontrado = await this.deps.repo.documentoPropio(alumnoDe(caller), id);
    if (!encontrado) throw documentoNoEncontrado();
    return leerFichero(this.deps.storage, encontrado.documento.idArchivo, documentoNoEncontrado);
  }

  /** `descargaCv`: the student's own CV as PDF, in the reader's language. */
  pdf(caller: Caller, idioma: Idioma): Promise<FileAnswer> {
    return this.pdfDeAlumno(alumnoDe(caller), idioma);
  }

  /** The same PDF for a student the caller has already checked (their own copy of their data, issue 28). */
  async pdfDeAlumno(idAlumno: number, idioma: Idioma): Promise<FileAnswer> {
    const [cv, foto] = await Promise.all([this.deps.cv.cvDe(idAlumno, idioma), this.bytesFoto(idAlumno)]);
    return pdfDe(cv, foto, this.deps.marca, idioma);
  }

  /** The photo's bytes, or null: what the PDF embeds. */
  async bytesFoto(idAlumno: number): Promise<Uint8Array | null> {
    const idArchivo = await this.deps.repo.foto(idAlumno);
    return idArchivo ? ((await this.deps.storage.read(idArchivo))?.content ?? null) : null;
  }
}

export async function pdfDe(
  cv: Parameters<typeof cvPdf>[0]['cv'],
  foto: Uint8Array | null,
  marca: CvArchivosDeps['marca'],
  idioma: Idioma,
): Promise<FileAnswer> {
  return { nombre: nombrePdf(cv), contentType: 'application/pdf', contenido: await cvPdf({ cv, foto, marca, idioma }) };
}

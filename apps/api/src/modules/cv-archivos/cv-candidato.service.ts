import type { Cv, CvEmpresa } from '@puente/contract/cv';
import type { FileAnswer } from '@puente/contract/endpoint';
import type { Caller } from '../../lib/caller';
import { formatFecha } from '../../lib/fecha';
import type { Idioma } from '../../lib/mensajes/render';
import { candidaturaNoEncontrada, empresaDe } from '../procesos/empresa-llamante';
import type { CvArchivosRepository } from './cv-archivos.repository';
import {
  type CvArchivosDeps,
  type CvArchivosService,
  documentoNoEncontrado,
  leerFichero,
  pdfDe,
  sinFoto,
} from './cv-archivos.service';

export interface CvCandidatoDeps extends Omit<CvArchivosDeps, 'repo'> {
  repo: CvArchivosRepository;
  archivos: Pick<CvArchivosService, 'bytesFoto'>;
}

type DocumentoProceso = CvEmpresa['documentosProcesos'][number];

/**
 * The CV as a company reads it: only for a candidacy to one of its own offers
 * (`{id}` is the candidacy, 31 otherwise, as dameCandidato), with the name,
 * e-mail and phone of the person but not the DNI, date of birth, address,
 * nationality or e-mail preference (data minimisation, RGPD art. 5.1.c),
 * without the private documents or the completeness meter,
 * and with the documents handed in for that offer only. The company's paths
 * replace the student's. Every read of the CV, its PDF or a document is
 * audited: a company's access to a person's data is accounted for.
 */
export function cvParaEmpresa(
  cv: Cv,
  idCandidatura: number,
  documentosProcesos: DocumentoProceso[],
  conFoto: boolean,
): CvEmpresa {
  const { nombre, apellido1, apellido2, email, telefono } = cv.personales;
  const { documentosPrivados: _privados, completitud: _completitud, ...resto } = cv;
  return {
    ...resto,
    // Only what recruiting needs (RGPD art. 5.1.c): never the DNI, date of birth, address or nationality.
    personales: { nombre, apellido1, apellido2, email, telefono },
    documentos: cv.documentos.filter((d) => !d.privado),
    documentosProcesos,
    urlCV: `/api/Empresa/descargaCvCandidato/${idCandidatura}`,
    urlImagenPerfil: conFoto ? `/api/Empresa/imagenCandidato/${idCandidatura}` : null,
  };
}

export class CvCandidatoService {
  constructor(private readonly deps: CvCandidatoDeps) {}

  /** `dameCvCandidato` */
  async cv(caller: Caller, idCandidatura: number, idioma: Idioma): Promise<CvEmpresa> {
    const candidatura = await this.candidatura(caller, idCandidatura);
    const cv = await this.leer(candidatura, idioma);
    await this.auditar(caller, candidatura, 'cv.lectura');
    return cv;
  }

  /** `descargaCvCandidato`: the same PDF the student downloads, built from what the company may read. */
  async pdf(caller: Caller, idCandidatura: number, idioma: Idioma): Promise<FileAnswer> {
    const candidatura = await this.candidatura(caller, idCandidatura);
    const [cv, foto] = await Promise.all([this.leer(candidatura, idioma), this.deps.archivos.bytesFoto(candidatura.idAlumno)]);
    const fichero = await pdfDe(cv, foto, this.deps.marca, idioma);
    await this.auditar(caller, candidatura, 'cv.pdf');
    return fichero;
  }

  /** `imagenCandidato`: 4 when the candidate has no photo. */
  async foto(caller: Caller, idCandidatura: number): Promise<FileAnswer> {
    const candidatura = await this.candidatura(caller, idCandidatura);
    const idArchivo = await this.deps.repo.foto(candidatura.idAlumno);
    if (!idArchivo) throw sinFoto();
    return leerFichero(this.deps.storage, idArchivo, sinFoto);
  }

  /** `descargaDocCandidato`: a CV document of that candidate that is not private; 48 for any other. */
  async documento(caller: Caller, idCandidatura: number, idDocumento: number): Promise<FileAnswer> {
    const candidatura = await this.candidatura(caller, idCandidatura);
    const encontrado = await this.deps.repo.documentoPropio(candidatura.idAlumno, idDocumento);
    if (!encontrado || encontrado.documento.privado) throw documentoNoEncontrado();
    const fichero = await leerFichero(this.deps.storage, encontrado.documento.idArchivo, documentoNoEncontrado);
    await this.auditar(caller, candidatura, 'cv.documento', { idDocumento });
    return fichero;
  }

  private async candidatura(caller: Caller, idCandidatura: number) {
    const candidatura = await this.deps.repo.candidatura(empresaDe(caller), idCandidatura);
    if (!candidatura) throw candidaturaNoEncontrada();
    return candidatura;
  }

  private async leer(candidatura: { id: number; idAlumno: number; idOferta: number }, idioma: Idioma) {
    const { repo, cv } = this.deps;
    const [completo, entregados, foto] = await Promise.all([
      cv.cvDe(candidatura.idAlumno, idioma),
      repo.documentosDeOferta(candidatura.idAlumno, candidatura.idOferta),
      repo.foto(candidatura.idAlumno),
    ]);
    const documentosProcesos = entregados.map((d) => ({
      id: d.id,
      nombre: d.nombre,
      extension: d.extension,
      fecha: formatFecha(d.creadoEn) ?? '',
      tituloOferta: d.tituloOferta,
      urlOferta: d.urlOferta,
    }));
    return cvParaEmpresa(completo, candidatura.id, documentosProcesos, foto !== null);
  }

  private auditar(caller: Caller, candidatura: { id: number; idAlumno: number }, accion: string, extra = {}) {
    return this.deps.audit.record(caller, {
      accion,
      entidad: 'candidaturas',
      entidadId: candidatura.id,
      detalle: { idAlumno: candidatura.idAlumno, ...extra },
    });
  }
}

import type { FileAnswer } from '@puente/contract/endpoint';
import { PortalCodes } from '@puente/contract/errors/codes';
import { practicaConDocumentacion } from '@puente/contract/practicas-alumno';
import {
  type AnexoPracticas,
  type DocumentoEmpresa,
  type DocumentosPractica,
  type documentoEmpresaInput,
  type documentoPracticaEmpresaInput,
  etiquetasTipoPractica,
  type NotaInformativa,
  type TipoPractica,
} from '@puente/contract/practicas-empresa';
import type { z } from 'zod';
import type { Caller } from '../../lib/caller';
import { formatFecha, hoyMadrid } from '../../lib/fecha';
import { notice } from '../../lib/notice';
import { rechazo } from '../../lib/portal-error';
import { aplica, enlace, estadoEfectivo, leerFichero } from '../../lib/practica';
import { normalizeExtension } from '../../lib/storage/check-file';
import type { FileStorage } from '../../lib/storage/storage';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import { bytes, vistaRequerido, vistasAnexos } from './documentacion-practicas-comun';
import { documentoNoEncontrado, e, empresaDe, practicaNoEncontrada, resumenPractica } from './practica-vista';
import type {
  FilaDocumentoEmpresa,
  FilaEntregado,
  FilaPractica,
  FilaRequerido,
  PracticasEmpresaRepository,
} from './practicas-empresa.repository';

type NuevoDocumentoEmpresa = z.output<typeof documentoEmpresaInput>;
type EntregaPractica = z.output<typeof documentoPracticaEmpresaInput>;

export interface DocumentacionPracticasDeps {
  repo: PracticasEmpresaRepository;
  storage: FileStorage;
  audit: Pick<AuditService, 'record'>;
  withTransaction: WithTransaction;
  ahora: () => Date;
}

const noPlantilla = () => rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'practica.sinPlantilla');
const noPublicado = () => rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'practica.documentoNoPublicado');

const vistaDocumentoEmpresa = (d: FilaDocumentoEmpresa): DocumentoEmpresa => ({
  id: d.id,
  nombre: d.nombre,
  extension: d.extension,
  tamano: d.tamano,
  fecha: formatFecha(d.creadoEn) ?? '',
  aportadoPor: d.contacto,
  enlace: enlace(e.descargaDocumentoEmpresa.path, d.id),
});

/** Each internship with the documents it needs and what has been given for each. */
function documentosDe(p: FilaPractica, requeridos: readonly FilaRequerido[], entregados: readonly FilaEntregado[], hoy: string) {
  const porRequerido = new Map(entregados.filter((d) => d.idPractica === p.id).map((d) => [d.idDocumentoRequerido, d] as const));
  return {
    ...resumenPractica(p, hoy),
    documentos: requeridos
      .filter((r) => aplica(r, p))
      .map((r) => {
        const d = porRequerido.get(r.id);
        return {
          ...vistaRequerido(r),
          entregado: d
            ? {
                id: d.id,
                nombre: d.nombre,
                fecha: formatFecha(d.creadoEn) ?? '',
                aportadoPor: d.aportadoPorTipo as 'empresa' | 'alumno' | 'gestor',
                // A student's own document (their enrolment, their bank details…) is the university's to read, not the company's.
                enlace: d.aportadoPorTipo === 'alumno' ? null : enlace(e.descargaDocumentoPractica.path, d.id),
              }
            : null,
        };
      }),
  } satisfies DocumentosPractica;
}

/**
 * The paperwork of a company's internships (/documentacion): the company's
 * own documents, the documents each internship needs (by programme and
 * kind) and those given, the company's uploads of the ones it gives, and the
 * university's annexes, information notes and templates, which staff
 * publish through DocumentacionPracticasGestionService. Files are checked
 * and kept by lib/storage (§5 list by extension and content, 2 MB); each
 * write is one unit of work with its audit row.
 */
export class DocumentacionPracticasService {
  constructor(private readonly deps: DocumentacionPracticasDeps) {}

  private hoy() {
    return hoyMadrid(this.deps.ahora());
  }

  // ─── The company's own documents ─────────────────────────────────────────

  /** `documentosAportados`: newest first. */
  async documentosEmpresa(caller: Caller): Promise<DocumentoEmpresa[]> {
    return (await this.deps.repo.documentosEmpresa(empresaDe(caller))).map(vistaDocumentoEmpresa);
  }

  /** `adddoc` → 513: 46 and 413 from lib/storage, 56 when the company already keeps the same bytes. */
  async aportarDocumentoEmpresa(caller: Caller, d: NuevoDocumentoEmpresa) {
    const idEmpresa = empresaDe(caller);
    const { repo, storage, audit, withTransaction } = this.deps;
    const id = await withTransaction(async () => {
      await repo.bloquearEmpresa(idEmpresa);
      const archivo = await storage.store({
        owner: { kind: 'empresa', id: idEmpresa },
        use: 'documento-empresa',
        name: d.nombre,
        extension: d.extension_adjunto,
        content: bytes(d.ficheroB64ParaAltas),
      });
      // Thrown inside the unit of work, so the file just stored rolls back with it.
      if (await repo.documentoEmpresaConMismoContenido(idEmpresa, archivo.sha256, archivo.id)) {
        throw rechazo(PortalCodes.DOCUMENTO_YA_SUBIDO);
      }
      const nuevo = await repo.insertarDocumentoEmpresa({
        idEmpresa,
        idArchivo: archivo.id,
        nombre: archivo.name,
        extension: normalizeExtension(d.extension_adjunto),
        idContacto: caller.id,
      });
      await audit.record(caller, {
        accion: 'practicas.documentoEmpresa.alta',
        entidad: 'documentos_empresa',
        entidadId: nuevo,
        detalle: { idEmpresa, idArchivo: archivo.id, sha256: archivo.sha256 },
      });
      return nuevo;
    });
    const fila = await repo.documentoEmpresa(idEmpresa, id);
    if (!fila) throw new Error(`El documento ${id} recién aportado no se encuentra`);
    return notice(PortalCodes.DOCUMENTOS_ADJUNTADOS, vistaDocumentoEmpresa(fila));
  }

  /** `deldoc`: 48 for a document that is not the company's; answers the ones left. */
  async borrarDocumentoEmpresa(caller: Caller, id: number): Promise<DocumentoEmpresa[]> {
    const idEmpresa = empresaDe(caller);
    const { repo, storage, audit, withTransaction } = this.deps;
    await withTransaction(async () => {
      const d = await repo.documentoEmpresa(idEmpresa, id);
      if (!d) throw documentoNoEncontrado();
      // The document's row goes with its file (ON DELETE CASCADE).
      await storage.delete(d.idArchivo);
      await audit.record(caller, {
        accion: 'practicas.documentoEmpresa.baja',
        entidad: 'documentos_empresa',
        entidadId: id,
        detalle: { idEmpresa, idArchivo: d.idArchivo, nombre: d.nombre },
      });
    });
    return this.documentosEmpresa(caller);
  }

  async descargarDocumentoEmpresa(caller: Caller, id: number): Promise<FileAnswer> {
    const d = await this.deps.repo.documentoEmpresa(empresaDe(caller), id);
    if (!d) throw documentoNoEncontrado();
    return leerFichero(this.deps.storage, d.idArchivo, documentoNoEncontrado);
  }

  // ─── Internships' documents ──────────────────────────────────────────────

  /** The company's internships whose paperwork is kept, with the required documents that apply and those given. */
  private async documentacion(idEmpresa: number) {
    const hoy = this.hoy();
    const { repo } = this.deps;
    const practicas = (await repo.practicasDeEmpresa(idEmpresa)).filter((p) => practicaConDocumentacion(estadoEfectivo(p, hoy)));
    const programas = [...new Set(practicas.flatMap((p) => (p.idPrograma === null ? [] : [p.idPrograma])))];
    const [requeridos, entregados] = await Promise.all([
      repo.documentosRequeridos(programas),
      repo.entregados(practicas.map((p) => p.id)),
    ]);
    return practicas.map((p) => documentosDe(p, requeridos, entregados, hoy));
  }

  /** `dameDocumentosPracticas`. */
  async documentosPracticas(caller: Caller): Promise<DocumentosPractica[]> {
    return this.documentacion(empresaDe(caller));
  }

  /** `damePracticasConDocumentacion`: given / required, and what the company still owes. */
  async practicasConDocumentacion(caller: Caller) {
    return (await this.documentacion(empresaDe(caller))).map(({ documentos, ...practica }) => {
      const aportados = documentos.filter((d) => d.entregado !== null).length;
      return {
        ...practica,
        requeridos: documentos.length,
        aportados,
        pendientesEmpresa: documentos.filter((d) => d.aportadoPor === 'empresa' && d.entregado === null).length,
        completa: aportados === documentos.length,
      };
    });
  }

  /** `dameDocumentosPracticasPorPrograma`: the general list first, then each programme of the company by title. */
  async documentosPorPrograma(caller: Caller) {
    const { repo } = this.deps;
    const programas = await repo.programasDeEmpresa(empresaDe(caller));
    const requeridos = await repo.documentosRequeridos(programas.map((p) => p.id));
    return [{ idPrograma: null, programa: null }, ...programas.map((p) => ({ idPrograma: p.id, programa: p.titulo }))].map(
      (g) => ({
        ...g,
        documentos: requeridos.filter((r) => r.idPrograma === g.idPrograma).map(vistaRequerido),
      }),
    );
  }

  /**
   * `addDocumentoPracticaEmpresa` → 513 with the internship's documents. The
   * internship must be the company's (45) and keep its paperwork; the
   * document must be one it needs and one the company gives (48 otherwise);
   * 46, 413 from lib/storage; 56 for bytes already given in that internship.
   * A new file replaces the one given before for that document. The
   * internship's row is locked for the unit of work, so two uploads of one
   * document cannot both stay.
   */
  async entregarDocumentoPractica(caller: Caller, d: EntregaPractica) {
    const idEmpresa = empresaDe(caller);
    const hoy = this.hoy();
    const { repo, storage, audit, withTransaction } = this.deps;
    await withTransaction(async () => {
      const p = await repo.practicaDeEmpresa(idEmpresa, d.idPractica, true);
      if (!p) throw practicaNoEncontrada();
      if (!practicaConDocumentacion(estadoEfectivo(p, hoy))) {
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'practica.sinDocumentacion');
      }
      const r = await repo.documentoRequerido(d.idDocumentoRequerido);
      if (!r?.activo || !aplica(r, p)) {
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'practica.documentoNoPedido');
      }
      if (r.aportadoPor !== 'empresa') {
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'practica.documentoDelEstudiante');
      }
      const archivo = await storage.store({
        owner: { kind: 'empresa', id: idEmpresa },
        use: 'documento-practica',
        name: d.nombre || r.nombre,
        extension: d.extension_adjunto,
        content: bytes(d.ficheroB64ParaAltas),
      });
      if (await repo.entregadoConMismoContenido(p.id, archivo.sha256, archivo.id)) throw rechazo(PortalCodes.DOCUMENTO_YA_SUBIDO);
      const anterior = (await repo.entregados([p.id])).find((x) => x.idDocumentoRequerido === r.id);
      // The previous file's row goes with it (ON DELETE CASCADE), before the new row takes its place in the unique index.
      if (anterior) await storage.delete(anterior.idArchivo);
      const id = await repo.insertarEntregado({
        idPractica: p.id,
        idDocumentoRequerido: r.id,
        idArchivo: archivo.id,
        nombre: archivo.name,
        extension: normalizeExtension(d.extension_adjunto),
        aportadoPorTipo: 'empresa',
        aportadoPorId: caller.id,
      });
      await audit.record(caller, {
        accion: 'practicas.documentoPractica.alta',
        entidad: 'documentos_practica',
        entidadId: id,
        detalle: {
          idPractica: p.id,
          idDocumentoRequerido: r.id,
          idArchivo: archivo.id,
          sha256: archivo.sha256,
          anterior: anterior?.idArchivo ?? null,
        },
      });
    });
    const practica = (await this.documentacion(idEmpresa)).find((x) => x.idPractica === d.idPractica);
    if (!practica) throw practicaNoEncontrada();
    return notice(PortalCodes.DOCUMENTOS_ADJUNTADOS, practica);
  }

  /** A document given in one of the company's internships, by the company or the university; never a student's own. */
  async descargarDocumentoPractica(caller: Caller, id: number): Promise<FileAnswer> {
    const d = await this.deps.repo.entregadoDeEmpresa(empresaDe(caller), id);
    if (!d || d.aportadoPorTipo === 'alumno') throw documentoNoEncontrado();
    return leerFichero(this.deps.storage, d.idArchivo, documentoNoEncontrado);
  }

  /** The university's template of a required document: for every company. */
  async descargarPlantilla(caller: Caller, id: number): Promise<FileAnswer> {
    empresaDe(caller);
    const r = await this.deps.repo.documentoRequerido(id);
    if (!r?.activo) throw noPlantilla();
    return leerFichero(this.deps.storage, r.idArchivoPlantilla, noPlantilla);
  }

  // ─── The university's publications ───────────────────────────────────────

  async anexos(caller: Caller): Promise<AnexoPracticas[]> {
    empresaDe(caller);
    return vistasAnexos(this.deps.repo);
  }

  async descargarAnexo(caller: Caller, id: number): Promise<FileAnswer> {
    empresaDe(caller);
    const a = await this.deps.repo.anexo(id);
    return leerFichero(this.deps.storage, a?.idArchivo ?? null, noPublicado);
  }

  /** `dameNotasInformativasPracticasCurricularExtraordinaria`: the current note of each kind, curricular first. */
  async notas(caller: Caller): Promise<NotaInformativa[]> {
    empresaDe(caller);
    return this.vistasNotas();
  }

  private async vistasNotas(): Promise<NotaInformativa[]> {
    return (await this.deps.repo.notasVigentes()).map((n) => {
      const tipo = n.tipo as TipoPractica;
      return {
        id: n.id,
        tipo,
        etiquetaTipo: etiquetasTipoPractica[tipo],
        titulo: n.titulo,
        nombre: n.nombre,
        fecha: formatFecha(n.creadoEn) ?? '',
        enlace: enlace(e.descargaNotaInformativaPracticas.path, n.id),
      };
    });
  }

  /** Any note, current or replaced: a link a company kept still opens what it was told. */
  async descargarNota(caller: Caller, id: number): Promise<FileAnswer> {
    empresaDe(caller);
    const n = await this.deps.repo.nota(id);
    return leerFichero(this.deps.storage, n?.idArchivo ?? null, noPublicado);
  }
}

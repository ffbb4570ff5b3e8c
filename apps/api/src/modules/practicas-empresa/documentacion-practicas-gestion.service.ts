import { PortalCodes } from '@puente/contract/errors/codes';
import {
  type anexoPracticasInput,
  type DocumentoRequerido,
  type documentoRequeridoInput,
  etiquetasTipoPractica,
  type NotaInformativa,
  type notaInformativaInput,
} from '@puente/contract/practicas-empresa';
import type { z } from 'zod';
import type { Caller } from '../../lib/caller';
import { camposErroneos } from '../../lib/campos-erroneos';
import { formatFecha } from '../../lib/fecha';
import { notice } from '../../lib/notice';
import { rechazo } from '../../lib/portal-error';
import { enlace, gestorDe } from '../../lib/practica';
import type { FileStorage } from '../../lib/storage/storage';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { PracticasAlumnoService } from '../practicas-alumno/practicas-alumno.service';
import { bytes, vistaRequerido, vistasAnexos } from './documentacion-practicas-comun';
import { e } from './practica-vista';
import type { PracticasEmpresaRepository } from './practicas-empresa.repository';

type NuevoAnexo = z.output<typeof anexoPracticasInput>;
type NuevaNota = z.output<typeof notaInformativaInput>;
type NuevoRequerido = z.output<typeof documentoRequeridoInput>;

export interface DocumentacionPracticasGestionDeps {
  repo: PracticasEmpresaRepository;
  storage: Pick<FileStorage, 'store'>;
  audit: Pick<AuditService, 'record'>;
  /** A document students give, newly required, is asked of the students of the open internships it applies to. */
  practicasAlumno: Pick<PracticasAlumnoService, 'avisarDocumentoRequerido'>;
  withTransaction: WithTransaction;
}

/**
 * What the university publishes for the companies' internship paperwork:
 * annexes, the information note of each kind of internship, and the
 * documents internships need, maybe with a template. Companies read them
 * through DocumentacionPracticasService, over the same repository. Files
 * are checked and kept by lib/storage (§5 list by extension and content,
 * 2 MB); each write is one unit of work with its audit row.
 */
export class DocumentacionPracticasGestionService {
  constructor(private readonly deps: DocumentacionPracticasGestionDeps) {}

  /** Staff publish an annex → 513. */
  async publicarAnexo(caller: Caller, a: NuevoAnexo) {
    const idGestor = gestorDe(caller);
    const { repo, storage, audit, withTransaction } = this.deps;
    const id = await withTransaction(async () => {
      const archivo = await storage.store({
        owner: { kind: 'gestor', id: idGestor },
        use: 'publicacion-practicas',
        name: a.titulo,
        extension: a.extension_adjunto,
        content: bytes(a.ficheroB64ParaAltas),
      });
      const nuevo = await repo.insertarAnexo({
        titulo: a.titulo,
        descripcion: a.descripcion || null,
        idArchivo: archivo.id,
        publicadoPor: idGestor,
      });
      await audit.record(caller, {
        accion: 'practicas.anexo.alta',
        entidad: 'anexos_practicas',
        entidadId: nuevo,
        detalle: { idArchivo: archivo.id, sha256: archivo.sha256 },
      });
      return nuevo;
    });
    const anexo = (await vistasAnexos(repo)).find((x) => x.id === id);
    if (!anexo) throw new Error(`El anexo ${id} recién publicado no se encuentra`);
    return notice(PortalCodes.DOCUMENTOS_ADJUNTADOS, anexo);
  }

  /** Staff publish the note of a kind of internship → 513; companies read it instead of the previous one. */
  async publicarNota(caller: Caller, n: NuevaNota) {
    const idGestor = gestorDe(caller);
    const { repo, storage, audit, withTransaction } = this.deps;
    const { id, archivo } = await withTransaction(async () => {
      const archivo = await storage.store({
        owner: { kind: 'gestor', id: idGestor },
        use: 'publicacion-practicas',
        name: n.titulo,
        extension: n.extension_adjunto,
        content: bytes(n.ficheroB64ParaAltas),
      });
      const nueva = await repo.insertarNota({ tipo: n.tipo, titulo: n.titulo, idArchivo: archivo.id, publicadoPor: idGestor });
      await audit.record(caller, {
        accion: 'practicas.notaInformativa.alta',
        entidad: 'notas_informativas',
        entidadId: nueva,
        detalle: { tipo: n.tipo, idArchivo: archivo.id, sha256: archivo.sha256 },
      });
      return { id: nueva, archivo };
    });
    // Built here rather than read back: another note of the kind published a moment later would already be the current one.
    return notice(PortalCodes.DOCUMENTOS_ADJUNTADOS, {
      id,
      tipo: n.tipo,
      etiquetaTipo: etiquetasTipoPractica[n.tipo],
      titulo: n.titulo,
      nombre: archivo.name,
      fecha: formatFecha(archivo.createdAt) ?? '',
      enlace: enlace(e.descargaNotaInformativaPracticas.path, id),
    } satisfies NotaInformativa);
  }

  /**
   * Staff add a document internships need, maybe with its template: a
   * programme that does not exist is a field error (15); the same name for
   * the same programme and kind is 8. One that students give is asked, in the
   * same unit of work, of the students of the open internships it applies to.
   */
  async addDocumentoRequerido(caller: Caller, r: NuevoRequerido): Promise<DocumentoRequerido> {
    const idGestor = gestorDe(caller);
    const { repo, storage, audit, withTransaction } = this.deps;
    if (r.idPrograma !== undefined && !(await repo.existePrograma(r.idPrograma))) {
      throw camposErroneos([{ campo: 'idPrograma', mensaje: 'El programa no existe' }]);
    }
    const id = await withTransaction(async () => {
      const plantilla =
        r.ficheroB64ParaAltas && r.extension_adjunto
          ? await storage.store({
              owner: { kind: 'gestor', id: idGestor },
              use: 'publicacion-practicas',
              name: `Plantilla - ${r.nombre}`,
              extension: r.extension_adjunto,
              content: bytes(r.ficheroB64ParaAltas),
            })
          : null;
      const nuevo = await repo.insertarDocumentoRequerido({
        idPrograma: r.idPrograma ?? null,
        tipoPractica: r.tipoPractica ?? null,
        nombre: r.nombre,
        descripcion: r.descripcion || null,
        aportadoPor: r.aportadoPor,
        idArchivoPlantilla: plantilla?.id ?? null,
      });
      // Thrown inside the unit of work, so the template just stored rolls back with it.
      if (nuevo === null) throw rechazo(PortalCodes.DATOS_YA_EXISTEN, 'practica.documentoYaPedido');
      await audit.record(caller, {
        accion: 'practicas.documentoRequerido.alta',
        entidad: 'documentos_requeridos_practica',
        entidadId: nuevo,
        detalle: { idPrograma: r.idPrograma ?? null, aportadoPor: r.aportadoPor, idArchivoPlantilla: plantilla?.id ?? null },
      });
      if (r.aportadoPor === 'alumno') await this.deps.practicasAlumno.avisarDocumentoRequerido(nuevo);
      return nuevo;
    });
    const fila = await repo.documentoRequerido(id);
    if (!fila) throw new Error(`El documento requerido ${id} recién creado no se encuentra`);
    return vistaRequerido(fila);
  }
}

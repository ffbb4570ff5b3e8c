import type { FileAnswer } from '@puente/contract/endpoint';
import { splitPathParams } from '@puente/contract/endpoint';
import { guiasEndpoints } from '@puente/contract/endpoints/guias';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { CrearGuiaDatos, EditarGuiaDatos, FiltroGuiasGestion, GuiaGestion, GuiaOrientacion } from '@puente/contract/guias';
import type { Pagina } from '@puente/contract/paginas';
import { requireAccess } from '../../lib/access';
import type { Caller } from '../../lib/caller';
import { formatFecha, hoyMadrid } from '../../lib/fecha';
import { cortarPagina, leerCursor } from '../../lib/pagina';
import { rechazo } from '../../lib/portal-error';
import type { FileStorage } from '../../lib/storage/storage';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { FilaGuia, GuiasRepository, NuevaGuia } from './guias.repository';

export interface GuiasDeps {
  repo: GuiasRepository;
  storage: FileStorage;
  audit: Pick<AuditService, 'record'>;
  withTransaction: WithTransaction;
  ahora: () => Date;
}

const noEncontrada = () => rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'guia.noExiste');

const enlace = (path: string, id: number) => splitPathParams(path, { id }).path;

function vista(g: FilaGuia): GuiaOrientacion {
  return {
    idGuia: g.id,
    titulo: g.titulo,
    descripcion: g.descripcion,
    urlFichero: enlace(guiasEndpoints.ficheroGuiaOrientacion.path, g.id),
    ulrImagen: g.urlImagen,
    fecha: formatFecha(g.fecha) ?? '',
  };
}

function vistaGestion(g: FilaGuia): GuiaGestion {
  return {
    ...vista(g),
    urlFichero: enlace(guiasEndpoints.ficheroGuiaOrientacionGestion.path, g.id),
    publicada: g.publicada,
    orden: g.orden,
    nombreFichero: g.nombreFichero,
    tamanoFichero: g.tamanoFichero,
  };
}

/** "Cómo preparar tu CV" → "Como-preparar-tu-CV": a download name without spaces or accents. */
const nombreDescarga = (titulo: string) =>
  titulo
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'guia';

/**
 * Orientation guides (decision 025): students read the published ones and
 * their PDFs; staff create, edit, unpublish and republish them, each change
 * audited. The PDF goes through lib/storage (use 'guia-orientacion': PDF by
 * its content, 46; over 2 MB, 413) in the same unit of work as the row.
 */
export class GuiasService {
  constructor(private readonly deps: GuiasDeps) {}

  /** `dameGuiaOrientacion`: published, newest first. */
  async publicadas(): Promise<GuiaOrientacion[]> {
    return (await this.deps.repo.publicadas()).map(vista);
  }

  /** The PDF of a published guide (48 when unpublished or unknown). */
  async fichero(id: number): Promise<FileAnswer> {
    const g = await this.deps.repo.guia(id, true);
    if (!g) throw noEncontrada();
    return this.leer(g);
  }

  private async leer(g: FilaGuia): Promise<FileAnswer> {
    const leido = await this.deps.storage.read(g.idArchivo);
    if (!leido) throw noEncontrada();
    return { nombre: leido.file.name, contentType: leido.file.contentType, contenido: leido.content };
  }

  // ─── Staff ───────────────────────────────────────────────────────────────

  /** Every guide in the students' order, in keyset pages (decision 037's contract). */
  async todas(
    caller: Caller,
    input: FiltroGuiasGestion & { cursor?: string | undefined; tamano: number },
  ): Promise<Pagina<GuiaGestion>> {
    requireAccess(caller, 'contenidos:leer');
    const { cursor, tamano, ...filtro } = input;
    const desde = leerCursor(cursor, 'texto');
    const clave = desde ? ([String(desde.clave[0]), desde.clave[1]] as [string, number]) : null;
    const [filas, total] = await Promise.all([
      this.deps.repo.paginaGestion(filtro, clave, tamano + 1),
      desde ? desde.total : this.deps.repo.totalGestion(filtro),
    ]);
    const { items, ...resto } = cortarPagina(filas, tamano, (g) => [g.clave, g.id], total);
    return { items: items.map(vistaGestion), ...resto };
  }

  async ficheroGestion(caller: Caller, id: number): Promise<FileAnswer> {
    requireAccess(caller, 'contenidos:leer');
    const g = await this.deps.repo.guia(id, false);
    if (!g) throw noEncontrada();
    return this.leer(g);
  }

  private async guardarPdf(idGestor: number, d: { titulo: string; nombreFichero?: string }, b64: string, extension: string) {
    return this.deps.storage.store({
      owner: { kind: 'gestor', id: idGestor },
      use: 'guia-orientacion',
      name: nombreDescarga(d.nombreFichero ?? d.titulo),
      extension,
      content: Buffer.from(b64, 'base64'),
    });
  }

  private async releer(id: number) {
    const g = await this.deps.repo.guia(id, false);
    if (!g) throw noEncontrada();
    return vistaGestion(g);
  }

  async crear(caller: Caller, d: CrearGuiaDatos): Promise<GuiaGestion> {
    requireAccess(caller, 'contenidos:cambiar');
    const idGestor = caller.id;
    const { repo, audit, withTransaction } = this.deps;
    return withTransaction(async () => {
      const archivo = await this.guardarPdf(idGestor, d, d.ficheroB64, d.extension);
      const id = await repo.crear({
        titulo: d.titulo,
        descripcion: d.descripcion ?? null,
        idArchivo: archivo.id,
        urlImagen: d.ulrImagen ?? null,
        publicada: d.publicada,
        fecha: d.fecha ?? hoyMadrid(this.deps.ahora()),
        orden: d.orden ?? 0,
        creadoPor: idGestor,
      });
      await audit.record(caller, {
        accion: 'guia.crear',
        entidad: 'guias_orientacion',
        entidadId: id,
        detalle: { idArchivo: archivo.id },
      });
      return this.releer(id);
    });
  }

  /** Edits the fields; a new PDF, when sent, replaces the old one (deleted in the same unit of work). */
  async editar(caller: Caller, d: EditarGuiaDatos): Promise<GuiaGestion> {
    requireAccess(caller, 'contenidos:cambiar');
    const idGestor = caller.id;
    const { repo, storage, audit, withTransaction } = this.deps;
    return withTransaction(async () => {
      const actual = await repo.guia(d.id, false);
      if (!actual) throw noEncontrada();
      const cambios: Partial<NuevaGuia> = {
        titulo: d.titulo,
        descripcion: d.descripcion ?? null,
        urlImagen: d.ulrImagen ?? null,
        publicada: d.publicada,
        ...(d.fecha ? { fecha: d.fecha } : {}),
        ...(d.orden !== undefined ? { orden: d.orden } : {}),
      };
      let nuevo: string | null = null;
      if (d.ficheroB64) {
        const archivo = await this.guardarPdf(idGestor, d, d.ficheroB64, d.extension ?? 'pdf');
        cambios.idArchivo = archivo.id;
        nuevo = archivo.id;
      }
      await repo.editar(d.id, cambios);
      if (nuevo) await storage.delete(actual.idArchivo);
      await audit.record(caller, {
        accion: 'guia.editar',
        entidad: 'guias_orientacion',
        entidadId: d.id,
        detalle: nuevo ? { idArchivo: nuevo, anterior: actual.idArchivo } : undefined,
      });
      return this.releer(d.id);
    });
  }

  /** Unpublishes (`publicada` false) or republishes a guide. */
  async publicar(caller: Caller, id: number, publicada: boolean): Promise<GuiaGestion> {
    requireAccess(caller, 'contenidos:cambiar');
    const { repo, audit, withTransaction } = this.deps;
    return withTransaction(async () => {
      if (!(await repo.editar(id, { publicada }))) throw noEncontrada();
      await audit.record(caller, {
        accion: publicada ? 'guia.publicar' : 'guia.despublicar',
        entidad: 'guias_orientacion',
        entidadId: id,
      });
      return this.releer(id);
    });
  }
}

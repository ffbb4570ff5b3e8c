import type { FileAnswer } from '@puente/contract/endpoint';
import { PortalCodes } from '@puente/contract/errors/codes';
import {
  type CategoriaEvento,
  type EstadoInscripcionEvento,
  type EventoDatos,
  type EventoGestion,
  type FiltroEventosGestion,
  IMAGEN_EVENTO_CAJA,
  type InscritoEvento,
  type MensajeInscritosDatos,
} from '@puente/contract/eventos';
import type { Pagina } from '@puente/contract/paginas';
import { requireAccess } from '../../lib/access';
import type { Caller } from '../../lib/caller';
import { csv } from '../../lib/csv';
import { formatFecha } from '../../lib/fecha';
import type { Idioma } from '../../lib/mensajes/render';
import { cortarPagina, leerCursor } from '../../lib/pagina';
import { rechazo, texto } from '../../lib/portal-error';
import { jpegLimpio } from '../../lib/storage/imagen';
import type { FileStorage } from '../../lib/storage/storage';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { CorreoService } from '../correo/correo.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import type { EventosRepository, FilaEvento, NuevoEvento } from './eventos.repository';
import { caducado, conOcupacion, llenarPlazas, noDisponible, type Ocupacion, SIN_OCUPACION, vistaPublica } from './eventos-comun';

export interface EventosGestionDeps {
  repo: EventosRepository;
  audit: Pick<AuditService, 'record'>;
  notificaciones: Pick<NotificacionesService, 'notificar'>;
  correo: Pick<CorreoService, 'encolar'>;
  storage: Pick<FileStorage, 'store' | 'read' | 'delete'>;
  withTransaction: WithTransaction;
  ahora: () => Date;
}

/** The stored row of a staff form: blanks as nulls, the category by id. */
function fila(d: EventoDatos, idCategoria: number): NuevoEvento {
  return {
    titulo: d.titulo,
    urlAcceso: d.urlAcceso,
    idCategoria,
    entradilla: d.entradilla || null,
    descripcion: d.descripcion ?? null,
    lugar: d.lugar || null,
    fecha: new Date(d.fecha),
    fechaFin: d.fechaFin ? new Date(d.fechaFin) : null,
    destacado: d.destacado,
    ulrImagenPrincipal: d.ulrImagenPrincipal || null,
    plazas: d.plazas ?? null,
    inscripcion: d.inscripcion,
    dirigidoA: d.dirigidoA,
    publico: d.publico,
  };
}

type EntradaLista = FiltroEventosGestion & { cursor?: string | undefined; tamano: number };

/**
 * Events on the staff's side: every event with its occupancy in pages,
 * creating, editing, unpublishing and publishing one, its registrations with
 * their attendance and CSV, and a mail to them all. An edit
 * locks the event's row like a registration does, and places it adds go to the
 * waiting list at once. Shares the repository with EventosService, which
 * serves students, companies and anonymous visitors.
 */
export class EventosGestionService {
  constructor(private readonly deps: EventosGestionDeps) {}

  private vistaGestion(e: FilaEvento, o: Ocupacion): EventoGestion {
    return { ...vistaPublica(e, o, 'es', this.deps.ahora), publicado: e.publicado, inscritos: o.inscritos, enEspera: o.enEspera };
  }

  private async gestion(id: number) {
    const e = await this.deps.repo.porId(id);
    if (!e) throw noDisponible();
    return this.vistaGestion(e, await conOcupacion(this.deps.repo, e));
  }

  private async idCategoria(slug: string) {
    const c = await this.deps.repo.categoriaPorSlug(slug);
    if (!c) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'evento.categoriaNoExiste');
    return c.id;
  }

  /** One event as the staff's list shows it, to edit it or read its registrants (74 when it does not exist). */
  async uno(caller: Caller, id: number): Promise<EventoGestion> {
    requireAccess(caller, 'contenidos:leer');
    return this.gestion(id);
  }

  /** The events' categories in the reader's language, for the staff's form and filters. */
  async categorias(caller: Caller, idioma: Idioma): Promise<CategoriaEvento[]> {
    requireAccess(caller, 'contenidos:leer');
    return (await this.deps.repo.categorias()).map((c) => ({ slug: c.slug, nombre: idioma === 'en' ? c.nombreEn : c.nombre }));
  }

  /** Every event, the latest first, in keyset pages (decision 037's contract). */
  async lista(caller: Caller, input: EntradaLista): Promise<Pagina<EventoGestion>> {
    requireAccess(caller, 'contenidos:leer');
    const { cursor, tamano, ...filtro } = input;
    const ahora = this.deps.ahora();
    const desde = leerCursor(cursor, 'fecha');
    const clave = desde ? ([String(desde.clave[0]), desde.clave[1]] as [string, number]) : null;
    const [filas, total] = await Promise.all([
      this.deps.repo.paginaGestion(filtro, ahora, clave, tamano + 1),
      desde ? desde.total : this.deps.repo.totalGestion(filtro, ahora),
    ]);
    const { items, ...resto } = cortarPagina(filas, tamano, (e) => [e.fecha.toISOString(), e.id], total);
    const ocupacion = await this.deps.repo.ocupacion(items.map((e) => e.id));
    return { items: items.map((e) => this.vistaGestion(e, ocupacion.get(e.id) ?? SIN_OCUPACION)), ...resto };
  }

  async crear(caller: Caller, d: EventoDatos) {
    requireAccess(caller, 'contenidos:cambiar');
    const { repo, audit, withTransaction } = this.deps;
    return withTransaction(async () => {
      if ((await repo.porUrl(d.urlAcceso)) !== null) throw urlRepetida();
      const id = await repo.crear(fila(d, await this.idCategoria(d.categoria)));
      await audit.record(caller, { accion: 'evento.crear', entidad: 'evento', entidadId: id });
      return this.gestion(id);
    });
  }

  /** Edits an event; places added (or the limit removed) go to the first waiting, who are notified. */
  async editar(caller: Caller, id: number, d: EventoDatos) {
    requireAccess(caller, 'contenidos:cambiar');
    const { repo, audit, storage, withTransaction } = this.deps;
    return withTransaction(async () => {
      if (!(await repo.bloquear(id))) throw noDisponible();
      const otro = await repo.porUrl(d.urlAcceso);
      if (otro !== null && otro.id !== id) throw urlRepetida();
      const antes = (await repo.porId(id)) as FilaEvento;
      // The form sent another image (or none): the uploaded one is no longer used.
      const sinSubida = antes.idArchivoImagen !== null && !d.ulrImagenPrincipal?.startsWith(rutaImagen(id));
      await repo.editar(id, { ...fila(d, await this.idCategoria(d.categoria)), ...(sinSubida ? { idArchivoImagen: null } : {}) });
      if (sinSubida && antes.idArchivoImagen) await storage.delete(antes.idArchivoImagen);
      const e = (await repo.porId(id)) as FilaEvento;
      if (e.publicado && !caducado(e, this.deps.ahora)) await llenarPlazas(this.deps, e);
      await audit.record(caller, { accion: 'evento.editar', entidad: 'evento', entidadId: id });
      return this.gestion(id);
    });
  }

  async despublicar(caller: Caller, id: number) {
    requireAccess(caller, 'contenidos:cambiar');
    const { repo, audit, withTransaction } = this.deps;
    return withTransaction(async () => {
      if (!(await repo.editar(id, { publicado: false }))) throw noDisponible();
      await audit.record(caller, { accion: 'evento.despublicar', entidad: 'evento', entidadId: id });
      return this.gestion(id);
    });
  }

  /**
   * The main image uploaded: checked by its content and re-encoded as a JPEG
   * without metadata, scaled down to IMAGEN_EVENTO_CAJA (lib/storage/imagen.ts),
   * kept by lib/storage, and linked from the event with a version in the
   * address so browsers fetch a replaced image again.
   */
  async subirImagen(caller: Caller, id: number, ficheroB64: string, extension: string): Promise<EventoGestion> {
    requireAccess(caller, 'contenidos:cambiar');
    const { repo, audit, storage, withTransaction } = this.deps;
    const jpeg = await jpegLimpio('imagen-evento', extension, Buffer.from(ficheroB64, 'base64'), {
      ladoMaximo: IMAGEN_LADO_MAXIMO,
      demasiadoGrande: () => rechazo(PortalCodes.EXTENSION_NO_PERMITIDA, 'evento.imagenEnorme'),
      caja: IMAGEN_EVENTO_CAJA,
    });
    return withTransaction(async () => {
      if (!(await repo.bloquear(id))) throw noDisponible();
      const antes = (await repo.porId(id)) as FilaEvento;
      const archivo = await storage.store({
        owner: { kind: 'gestor', id: caller.id },
        use: 'imagen-evento',
        name: `evento-${antes.urlAcceso}`,
        extension: 'jpg',
        content: jpeg,
      });
      await repo.editar(id, {
        idArchivoImagen: archivo.id,
        ulrImagenPrincipal: `${rutaImagen(id)}?v=${archivo.sha256.slice(0, 8)}`,
      });
      if (antes.idArchivoImagen) await storage.delete(antes.idArchivoImagen);
      await audit.record(caller, {
        accion: 'evento.imagen',
        entidad: 'evento',
        entidadId: id,
        detalle: { idArchivo: archivo.id, sha256: archivo.sha256 },
      });
      return this.gestion(id);
    });
  }

  /** The uploaded image of a published event, for anyone (74 otherwise). */
  async imagenPublica(id: number): Promise<FileAnswer> {
    const e = await this.deps.repo.porId(id);
    if (!e?.publicado || !e.idArchivoImagen) throw noDisponible();
    const leido = await this.deps.storage.read(e.idArchivoImagen);
    if (!leido) throw noDisponible();
    return { nombre: `${e.urlAcceso}.jpg`, contentType: 'image/jpeg', contenido: Buffer.from(leido.content) };
  }

  /** Publishes an unpublished event again; places free by then go to the first waiting. */
  async publicar(caller: Caller, id: number) {
    requireAccess(caller, 'contenidos:cambiar');
    const { repo, audit, withTransaction } = this.deps;
    return withTransaction(async () => {
      if (!(await repo.bloquear(id))) throw noDisponible();
      await repo.editar(id, { publicado: true });
      const e = (await repo.porId(id)) as FilaEvento;
      if (!caducado(e, this.deps.ahora)) await llenarPlazas(this.deps, e);
      await audit.record(caller, { accion: 'evento.publicar', entidad: 'evento', entidadId: id });
      return this.gestion(id);
    });
  }

  async inscritos(caller: Caller, id: number): Promise<InscritoEvento[]> {
    requireAccess(caller, 'contenidos:leer');
    if (!(await this.deps.repo.porId(id))) throw noDisponible();
    let posicion = 0;
    return (await this.deps.repo.inscritos(id)).map((r) => ({
      idAlumno: r.idAlumno,
      nombre: r.nombre,
      email: r.email,
      estado: r.estado as EstadoInscripcionEvento,
      posicionEspera: r.estado === 'espera' ? ++posicion : null,
      fecha: r.creadoEn.toISOString(),
      asistio: r.asistio,
    }));
  }

  /** Marks on the day whether a registered student came (48 for one without a place). */
  async asistencia(caller: Caller, id: number, idAlumno: number, asistio: boolean): Promise<InscritoEvento> {
    requireAccess(caller, 'contenidos:cambiar');
    const { repo, audit, withTransaction, ahora } = this.deps;
    return withTransaction(async () => {
      if (!(await repo.porId(id))) throw noDisponible();
      if (!(await repo.marcarAsistencia(id, idAlumno, asistio, ahora()))) {
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'evento.asistenciaSinPlaza');
      }
      await audit.record(caller, {
        accion: 'evento.asistencia',
        entidad: 'evento',
        entidadId: id,
        detalle: { idAlumno, asistio },
      });
      const fila = (await this.inscritos(caller, id)).find((i) => i.idAlumno === idAlumno);
      if (!fila) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'evento.asistenciaSinPlaza');
      return fila;
    });
  }

  /**
   * The office's mail to an event's registrants (and its waiting list when
   * asked), one outbox row each in the same unit of work: all are queued or
   * none. Students have no language on record, so the frame is in Spanish;
   * the text is the office's own.
   */
  async mensaje(caller: Caller, d: MensajeInscritosDatos): Promise<{ enviados: number }> {
    requireAccess(caller, 'contenidos:cambiar');
    const { repo, audit, correo, withTransaction } = this.deps;
    return withTransaction(async () => {
      const e = await repo.porId(d.id);
      if (!e) throw noDisponible();
      const destinatarios = (await repo.inscritos(d.id)).filter((i) => i.estado === 'inscrito' || d.incluirEspera);
      for (const i of destinatarios) {
        await correo.encolar(caller, {
          para: i.email,
          idioma: 'es',
          plantilla: 'mensajeEvento',
          datos: { nombre: i.nombre, evento: e.titulo, urlAcceso: e.urlAcceso, asunto: d.asunto, texto: d.texto },
        });
      }
      await audit.record(caller, {
        accion: 'evento.mensaje',
        entidad: 'evento',
        entidadId: d.id,
        detalle: { asunto: d.asunto, enviados: destinatarios.length, incluirEspera: d.incluirEspera },
      });
      return { enviados: destinatarios.length };
    });
  }

  async inscritosCsv(caller: Caller, id: number): Promise<FileAnswer> {
    const lista = await this.inscritos(caller, id);
    const e = (await this.deps.repo.porId(id)) as FilaEvento;
    await this.deps.audit.record(caller, { accion: 'evento.inscritos.csv', entidad: 'evento', entidadId: id });
    return {
      nombre: `inscritos-${e.urlAcceso}.csv`,
      contentType: 'text/csv; charset=utf-8',
      contenido: csv(
        ['Nombre', 'Correo electrónico', 'Estado', 'Puesto en espera', 'Fecha de inscripción', 'Asistencia'],
        lista.map((i) => [
          i.nombre,
          i.email,
          i.estado === 'inscrito' ? 'Inscrito' : 'Lista de espera',
          i.posicionEspera,
          formatFecha(new Date(i.fecha)),
          i.asistio === null ? '' : i.asistio ? 'Asistió' : 'No asistió',
        ]),
      ),
    };
  }
}

/** Where an event's uploaded image is served (the contract's IMAGEN_SUBIDA). */
const rutaImagen = (id: number) => `/api/Publico/imagenEvento/${id}`;
/** The largest side an uploaded image may have before it is scaled down: 8000 px. */
const IMAGEN_LADO_MAXIMO = 8000;

const urlRepetida = () => rechazo(PortalCodes.DATOS_YA_EXISTEN, 'urlAcceso.enUso', { que: texto('urlAcceso.evento') });

import { randomBytes } from 'node:crypto';
import type { Brand } from '@puente/contract/brand';
import { ESTADOS_ACTIVOS } from '@puente/contract/candidaturas';
import type { FileAnswer } from '@puente/contract/endpoint';
import { PortalCodes } from '@puente/contract/errors/codes';
import type {
  DirigidoA,
  EstadoInscripcionEvento,
  Evento,
  EventoDatos,
  EventoGestion,
  EventoPublico,
  ListaEventos,
  MiInscripcion,
  ResultadoInscripcionEvento,
} from '@puente/contract/eventos';
import type { Caller } from '../../lib/caller';
import { csv } from '../../lib/csv';
import { formatFecha, hoyMadrid } from '../../lib/fecha';
import { type Idioma, render } from '../../lib/mensajes/render';
import { notice } from '../../lib/notice';
import { rechazo, texto } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import { type EntradaCalendario, ficheroIcs } from './calendario-ics';
import type { EventosRepository, FilaEvento, NuevoEvento } from './eventos.repository';

export interface EventosDeps {
  repo: EventosRepository;
  audit: Pick<AuditService, 'record'>;
  notificaciones: Pick<NotificacionesService, 'notificar'>;
  withTransaction: WithTransaction;
  marca: Pick<Brand, 'id' | 'nombre'>;
  /** Links in calendar files and the feed's address: `${publicUrl}/eventos/…`. */
  publicUrl: string;
  ahora: () => Date;
}

type Ocupacion = { inscritos: number; enEspera: number };
const SIN_OCUPACION: Ocupacion = { inscritos: 0, enEspera: 0 };

const PANTALLA = (urlAcceso: string) => `/eventos/${urlAcceso}`;

const noDisponible = () => rechazo(PortalCodes.EVENTO_NO_DISPONIBLE, 'evento.noDisponible');

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

/**
 * Events: each role's list and detail, a student's registration with the
 * waiting list, the calendar files, and staff management. The event's row is
 * locked while a registration or a leave decides on a place, so capacity
 * holds under concurrent requests. Expired (date before now, spec §4) and
 * unpublished events are not registrable: 74.
 */
export class EventosService {
  constructor(private readonly deps: EventosDeps) {}

  private caducado(e: FilaEvento) {
    return e.fecha.getTime() < this.deps.ahora().getTime();
  }

  private vistaPublica(e: FilaEvento, o: Ocupacion, idioma: Idioma): EventoPublico {
    const conPlazas = e.inscripcion && e.plazas !== null;
    return {
      idEvento: e.id,
      urlAcceso: e.urlAcceso,
      titulo: e.titulo,
      entradilla: e.entradilla,
      descripcion: e.descripcion,
      lugar: e.lugar,
      fecha: e.fecha.toISOString(),
      fechaFin: e.fechaFin?.toISOString() ?? null,
      categoria: { slug: e.categoriaSlug, nombre: idioma === 'en' ? e.categoriaNombreEn : e.categoriaNombre },
      destacado: e.destacado,
      ulrImagenPrincipal: e.ulrImagenPrincipal,
      dirigidoA: e.dirigidoA as DirigidoA,
      inscripcion: e.inscripcion,
      plazas: e.plazas,
      plazasLibres: conPlazas ? Math.max(0, (e.plazas as number) - o.inscritos) : null,
      caducado: this.caducado(e),
      publico: e.publico,
    };
  }

  private vistaGestion(e: FilaEvento, o: Ocupacion): EventoGestion {
    return { ...this.vistaPublica(e, o, 'es'), publicado: e.publicado, inscritos: o.inscritos, enEspera: o.enEspera };
  }

  /** A published event by urlAcceso or numeric id; 74 for anything else. */
  private async publicado(id: string) {
    const { repo } = this.deps;
    const e = /^\d{1,9}$/.test(id) ? ((await repo.porId(Number(id))) ?? (await repo.porUrl(id))) : await repo.porUrl(id);
    if (!e?.publicado) throw noDisponible();
    return e;
  }

  private async conOcupacion(e: FilaEvento) {
    return (await this.deps.repo.ocupacion([e.id])).get(e.id) ?? SIN_OCUPACION;
  }

  // ─── Lists and detail ────────────────────────────────────────────────────

  /** `dameEventos`: newest first; a student reads their registration on each, a company reads none. */
  async lista(caller: Caller, filtro: { texto?: string; categoria?: string }, idioma: Idioma): Promise<ListaEventos> {
    const { repo } = this.deps;
    const [filas, categorias] = await Promise.all([repo.publicados(filtro), repo.categorias()]);
    const ids = filas.map((e) => e.id);
    const [ocupacion, mias] = await Promise.all([
      repo.ocupacion(ids),
      caller.tipo === 'alumno' ? repo.delAlumno(caller.id, ids) : Promise.resolve(null),
    ]);
    return {
      eventos: filas.map((e) => ({
        ...this.vistaPublica(e, ocupacion.get(e.id) ?? SIN_OCUPACION, idioma),
        miInscripcion: mias ? miInscripcion(mias.get(e.id)) : null,
      })),
      categorias: categorias.map((c) => ({ slug: c.slug, nombre: idioma === 'en' ? c.nombreEn : c.nombre })),
    };
  }

  async ficha(caller: Caller, id: string, idioma: Idioma): Promise<Evento> {
    const e = await this.publicado(id);
    const o = await this.conOcupacion(e);
    const mia = caller.tipo === 'alumno' ? miInscripcion((await this.deps.repo.delAlumno(caller.id, [e.id])).get(e.id)) : null;
    return { ...this.vistaPublica(e, o, idioma), miInscripcion: mia };
  }

  /** The anonymous page of a shared link: only public events; nothing about anyone. */
  async fichaPublica(id: string, idioma: Idioma): Promise<EventoPublico> {
    const e = await this.publicado(id);
    if (!e.publico) throw noDisponible();
    return this.vistaPublica(e, await this.conOcupacion(e), idioma);
  }

  // ─── Registration ────────────────────────────────────────────────────────

  /** Who the event is for against the student's studies: 77 a graduate (every study finished), 78 no finished study. */
  private async comprobarDestinatario(e: FilaEvento, idAlumno: number) {
    if (e.dirigidoA === 'todos') return;
    const { finalizados, enCurso } = await this.deps.repo.estudios(idAlumno);
    if (e.dirigidoA === 'estudiantes' && finalizados > 0 && enCurso === 0)
      throw rechazo(PortalCodes.EVENTO_PARA_ESTUDIANTES, 'evento.soloEstudiantes');
    if (e.dirigidoA === 'titulados' && finalizados === 0)
      throw rechazo(PortalCodes.EVENTO_PARA_TITULADOS, 'evento.soloTitulados');
  }

  /**
   * `inscribirseEnEvento` → 532 with a place, or 515 telling the place on the
   * waiting list when the event is full. 74 unknown, unpublished, past or
   * `urlEvento` naming another event; 75; 76; 77; 78.
   */
  async inscribir(caller: Caller, d: { idEvento: number; urlEvento?: string }, idioma: Idioma) {
    const idAlumno = alumnoDe(caller);
    const { repo, audit, withTransaction } = this.deps;
    const estado = await withTransaction(async () => {
      if (!(await repo.bloquear(d.idEvento))) throw noDisponible();
      const e = await repo.porId(d.idEvento);
      if (!e?.publicado || this.caducado(e)) throw noDisponible();
      if (d.urlEvento && d.urlEvento !== e.urlAcceso) throw noDisponible();
      if (!e.inscripcion) throw rechazo(PortalCodes.EVENTO_SIN_INSCRIPCION, 'evento.sinInscripcion');
      if ((await repo.delAlumno(idAlumno, [e.id])).has(e.id)) throw yaInscrito();
      await this.comprobarDestinatario(e, idAlumno);
      const { inscritos } = await this.conOcupacion(e);
      const estado: EstadoInscripcionEvento = e.plazas !== null && inscritos >= e.plazas ? 'espera' : 'inscrito';
      if (!(await repo.inscribir(e.id, idAlumno, estado))) throw yaInscrito();
      await audit.record(caller, { accion: `evento.inscripcion.${estado}`, entidad: 'evento', entidadId: e.id });
      return { e, estado };
    });
    const mia = miInscripcion((await repo.delAlumno(idAlumno, [d.idEvento])).get(d.idEvento));
    const datos: ResultadoInscripcionEvento = { idEvento: d.idEvento, ...mia };
    if (estado.estado === 'inscrito') return notice(PortalCodes.INSCRITO_EVENTO, datos);
    return notice(
      PortalCodes.MENSAJE_SERVIDOR,
      datos,
      render('evento.listaEspera', { evento: estado.e.titulo, posicion: mia.posicionEspera ?? 0 }, idioma),
    );
  }

  /**
   * `desinscribirseDeEvento`: the student leaves their place or the waiting
   * list (48 when they had neither; 74 once the event is past). A freed place
   * goes to the first waiting, who is notified.
   */
  async desinscribir(caller: Caller, idEvento: number): Promise<ResultadoInscripcionEvento> {
    const idAlumno = alumnoDe(caller);
    const { repo, audit, withTransaction } = this.deps;
    await withTransaction(async () => {
      if (!(await repo.bloquear(idEvento))) throw noDisponible();
      const e = await repo.porId(idEvento);
      if (!e?.publicado || this.caducado(e)) throw noDisponible();
      const antes = await repo.desinscribir(e.id, idAlumno);
      if (antes === null) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'evento.noInscrito');
      await audit.record(caller, { accion: 'evento.desinscripcion', entidad: 'evento', entidadId: e.id, detalle: { antes } });
      if (antes === 'inscrito') await this.llenarPlazas(e);
    });
    return { idEvento, estado: null, posicionEspera: null };
  }

  /** Gives the free places to the first on the waiting list and tells each (inside the caller's transaction, row locked). */
  private async llenarPlazas(e: FilaEvento) {
    const { repo, notificaciones } = this.deps;
    const { inscritos, enEspera } = await this.conOcupacion(e);
    if (enEspera === 0 || !e.inscripcion) return;
    const libres = e.plazas === null ? enEspera : e.plazas - inscritos;
    for (const idAlumno of await repo.promover(e.id, libres)) {
      await notificaciones.notificar({
        destinoTipo: 'alumno',
        destinoId: idAlumno,
        importante: true,
        clave: 'evento.plazaConfirmada',
        parametros: { evento: e.titulo },
        urlAcceso: PANTALLA(e.urlAcceso),
      });
    }
  }

  // ─── Calendar ────────────────────────────────────────────────────────────

  private entrada(e: FilaEvento): EntradaCalendario {
    return {
      uid: `evento-${e.id}@${this.deps.marca.id}.puente`,
      titulo: e.titulo,
      descripcion: e.entradilla,
      lugar: e.lugar,
      url: `${this.deps.publicUrl}${PANTALLA(e.urlAcceso)}`,
      inicio: e.fecha,
      fin: e.fechaFin,
      categoria: e.categoriaNombre,
    };
  }

  /** `calendarioEvento`: the published event as an .ics file. */
  async ics(caller: Caller, id: string): Promise<FileAnswer> {
    alumnoDe(caller);
    const e = await this.publicado(id);
    return ficheroIcs(`${e.urlAcceso}.ics`, [this.entrada(e)]);
  }

  private url(token: string) {
    return { token, url: `${this.deps.publicUrl}/api/Publico/calendario/${token}` };
  }

  async enlace(caller: Caller) {
    const idAlumno = alumnoDe(caller);
    return this.url(await this.deps.repo.tokenOCrear(idAlumno, nuevoToken()));
  }

  /** A new address: the old token stops answering at once. */
  async renovar(caller: Caller) {
    const idAlumno = alumnoDe(caller);
    const token = nuevoToken();
    await this.deps.withTransaction(async () => {
      await this.deps.repo.guardarToken(idAlumno, token);
      await this.deps.audit.record(caller, { accion: 'evento.calendario.renovar', entidad: 'alumno', entidadId: idAlumno });
    });
    return this.url(token);
  }

  /**
   * The subscribable feed: the owner's places on published events and the
   * closing dates (today on) of the offers with a live candidacy. An unknown
   * or renewed token is the 404 of any missing resource.
   */
  async feed(token: string): Promise<FileAnswer> {
    const { repo, marca, publicUrl } = this.deps;
    const idAlumno = /^[A-Za-z0-9_-]{20,100}$/.test(token) ? await repo.duenoDeToken(token) : null;
    if (idAlumno === null) throw rechazo(PortalCodes.OFERTA_NO_ENCONTRADA, 'recurso.noExiste', null, null, { http: 404 });
    const [eventos, plazos] = await Promise.all([
      repo.eventosInscritos(idAlumno),
      repo.plazosCandidaturas(idAlumno, ESTADOS_ACTIVOS, hoyMadrid(this.deps.ahora())),
    ]);
    const entradas: EntradaCalendario[] = [
      ...eventos.map((e) => this.entrada(e)),
      ...plazos.map((p) => ({
        uid: `plazo-oferta-${p.idOferta}@${marca.id}.puente`,
        titulo: `Fin de plazo: ${p.titulo} (${p.empresa})`,
        url: `${publicUrl}/${p.idPerfil === 1 ? 'ofertas-empleo' : 'ofertas-practicas'}/${p.urlAcceso}`,
        inicio: p.fechaLimite as string,
      })),
    ];
    return ficheroIcs('calendario.ics', entradas, marca.nombre);
  }

  // ─── Staff ───────────────────────────────────────────────────────────────

  private async gestion(id: number) {
    const e = await this.deps.repo.porId(id);
    if (!e) throw noDisponible();
    return this.vistaGestion(e, await this.conOcupacion(e));
  }

  private async idCategoria(slug: string) {
    const c = await this.deps.repo.categoriaPorSlug(slug);
    if (!c) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'evento.categoriaNoExiste');
    return c.id;
  }

  async todos(caller: Caller) {
    gestorDe(caller);
    const filas = await this.deps.repo.todos();
    const ocupacion = await this.deps.repo.ocupacion(filas.map((e) => e.id));
    return filas.map((e) => this.vistaGestion(e, ocupacion.get(e.id) ?? SIN_OCUPACION));
  }

  async crear(caller: Caller, d: EventoDatos) {
    gestorDe(caller);
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
    gestorDe(caller);
    const { repo, audit, withTransaction } = this.deps;
    return withTransaction(async () => {
      if (!(await repo.bloquear(id))) throw noDisponible();
      const otro = await repo.porUrl(d.urlAcceso);
      if (otro !== null && otro.id !== id) throw urlRepetida();
      await repo.editar(id, fila(d, await this.idCategoria(d.categoria)));
      const e = (await repo.porId(id)) as FilaEvento;
      if (e.publicado && !this.caducado(e)) await this.llenarPlazas(e);
      await audit.record(caller, { accion: 'evento.editar', entidad: 'evento', entidadId: id });
      return this.gestion(id);
    });
  }

  async despublicar(caller: Caller, id: number) {
    gestorDe(caller);
    const { repo, audit, withTransaction } = this.deps;
    return withTransaction(async () => {
      if (!(await repo.editar(id, { publicado: false }))) throw noDisponible();
      await audit.record(caller, { accion: 'evento.despublicar', entidad: 'evento', entidadId: id });
      return this.gestion(id);
    });
  }

  async inscritos(caller: Caller, id: number) {
    gestorDe(caller);
    if (!(await this.deps.repo.porId(id))) throw noDisponible();
    let posicion = 0;
    return (await this.deps.repo.inscritos(id)).map((r) => ({
      idAlumno: r.idAlumno,
      nombre: r.nombre,
      email: r.email,
      estado: r.estado as EstadoInscripcionEvento,
      posicionEspera: r.estado === 'espera' ? ++posicion : null,
      fecha: r.creadoEn.toISOString(),
    }));
  }

  async inscritosCsv(caller: Caller, id: number): Promise<FileAnswer> {
    const lista = await this.inscritos(caller, id);
    const e = (await this.deps.repo.porId(id)) as FilaEvento;
    await this.deps.audit.record(caller, { accion: 'evento.inscritos.csv', entidad: 'evento', entidadId: id });
    return {
      nombre: `inscritos-${e.urlAcceso}.csv`,
      contentType: 'text/csv; charset=utf-8',
      contenido: csv(
        ['Nombre', 'Correo electrónico', 'Estado', 'Puesto en espera', 'Fecha de inscripción'],
        lista.map((i) => [
          i.nombre,
          i.email,
          i.estado === 'inscrito' ? 'Inscrito' : 'Lista de espera',
          i.posicionEspera,
          formatFecha(new Date(i.fecha)),
        ]),
      ),
    };
  }
}

function miInscripcion(m: { estado: string; posicion: number | null } | undefined): MiInscripcion {
  if (!m) return { estado: null, posicionEspera: null };
  return { estado: m.estado as EstadoInscripcionEvento, posicionEspera: m.estado === 'espera' ? m.posicion : null };
}

/** 32 random bytes, URL-safe: the feed's address is the only secret. */
const nuevoToken = () => randomBytes(32).toString('base64url');

const yaInscrito = () => rechazo(PortalCodes.YA_INSCRITO_EVENTO, 'evento.yaInscrito');
const urlRepetida = () => rechazo(PortalCodes.DATOS_YA_EXISTEN, 'urlAcceso.enUso', { que: texto('urlAcceso.evento') });

function alumnoDe(caller: Caller): number {
  if (caller.tipo !== 'alumno') throw rechazo(PortalCodes.SIN_PERMISOS);
  return caller.id;
}

function gestorDe(caller: Caller): number {
  if (caller.tipo !== 'gestor') throw rechazo(PortalCodes.SIN_PERMISOS);
  return caller.id;
}

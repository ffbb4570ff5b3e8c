import { randomBytes } from 'node:crypto';
import type { Brand } from '@puente/contract/brand';
import { ESTADOS_ACTIVOS } from '@puente/contract/candidaturas';
import type { FileAnswer } from '@puente/contract/endpoint';
import { PortalCodes } from '@puente/contract/errors/codes';
import type {
  EstadoInscripcionEvento,
  Evento,
  EventoPublico,
  ListaEventos,
  MiInscripcion,
  ResultadoInscripcionEvento,
} from '@puente/contract/eventos';
import type { Caller } from '../../lib/caller';
import { hoyMadrid } from '../../lib/fecha';
import { type Idioma, render } from '../../lib/mensajes/render';
import { notice } from '../../lib/notice';
import { rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import { enlaceOferta } from '../ofertas/ofertas.service';
import { type EntradaCalendario, ficheroIcs } from './calendario-ics';
import type { EventosRepository, FilaEvento } from './eventos.repository';
import { caducado, conOcupacion, llenarPlazas, noDisponible, PANTALLA, SIN_OCUPACION, vistaPublica } from './eventos-comun';

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

/**
 * Events for students, companies and anonymous visitors: each role's list and
 * detail, a student's registration with the waiting list, and the calendar
 * files. The event's row is locked while a registration or a leave decides on
 * a place, so capacity holds under concurrent requests. Expired (date before
 * now, spec §4) and unpublished events are not registrable: 74. Staff's
 * management is EventosGestionService's, on the same repository.
 */
export class EventosService {
  constructor(private readonly deps: EventosDeps) {}

  /** A published event by urlAcceso or numeric id; 74 for anything else. */
  private async publicado(id: string) {
    const { repo } = this.deps;
    const e = /^\d{1,9}$/.test(id) ? ((await repo.porId(Number(id))) ?? (await repo.porUrl(id))) : await repo.porUrl(id);
    if (!e?.publicado) throw noDisponible();
    return e;
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
        ...vistaPublica(e, ocupacion.get(e.id) ?? SIN_OCUPACION, idioma, this.deps.ahora),
        miInscripcion: mias ? miInscripcion(mias.get(e.id)) : null,
      })),
      categorias: categorias.map((c) => ({ slug: c.slug, nombre: idioma === 'en' ? c.nombreEn : c.nombre })),
    };
  }

  async ficha(caller: Caller, id: string, idioma: Idioma): Promise<Evento> {
    const e = await this.publicado(id);
    const o = await conOcupacion(this.deps.repo, e);
    const mia = caller.tipo === 'alumno' ? miInscripcion((await this.deps.repo.delAlumno(caller.id, [e.id])).get(e.id)) : null;
    return { ...vistaPublica(e, o, idioma, this.deps.ahora), miInscripcion: mia };
  }

  /** The anonymous page of a shared link: only public events; nothing about anyone. */
  async fichaPublica(id: string, idioma: Idioma): Promise<EventoPublico> {
    const e = await this.publicado(id);
    if (!e.publico) throw noDisponible();
    return vistaPublica(e, await conOcupacion(this.deps.repo, e), idioma, this.deps.ahora);
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
      if (!e?.publicado || caducado(e, this.deps.ahora)) throw noDisponible();
      if (d.urlEvento && d.urlEvento !== e.urlAcceso) throw noDisponible();
      if (!e.inscripcion) throw rechazo(PortalCodes.EVENTO_SIN_INSCRIPCION, 'evento.sinInscripcion');
      if ((await repo.delAlumno(idAlumno, [e.id])).has(e.id)) throw yaInscrito();
      await this.comprobarDestinatario(e, idAlumno);
      const { inscritos } = await conOcupacion(repo, e);
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
      if (!e?.publicado || caducado(e, this.deps.ahora)) throw noDisponible();
      const antes = await repo.desinscribir(e.id, idAlumno);
      if (antes === null) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'evento.noInscrito');
      await audit.record(caller, { accion: 'evento.desinscripcion', entidad: 'evento', entidadId: e.id, detalle: { antes } });
      if (antes === 'inscrito') await llenarPlazas(this.deps, e);
    });
    return { idEvento, estado: null, posicionEspera: null };
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
   * closing dates (today on) of the offers with a live candidacy or saved. An unknown
   * or renewed token is the 404 of any missing resource.
   */
  async feed(token: string): Promise<FileAnswer> {
    const { repo, marca, publicUrl } = this.deps;
    const idAlumno = /^[A-Za-z0-9_-]{20,100}$/.test(token) ? await repo.duenoDeToken(token) : null;
    if (idAlumno === null) throw rechazo(PortalCodes.OFERTA_NO_ENCONTRADA, 'recurso.noExiste', null, null, { http: 404 });
    const [eventos, plazos] = await Promise.all([
      repo.eventosInscritos(idAlumno),
      repo.plazosOfertas(idAlumno, ESTADOS_ACTIVOS, hoyMadrid(this.deps.ahora())),
    ]);
    const entradas: EntradaCalendario[] = [
      ...eventos.map((e) => this.entrada(e)),
      ...plazos.map((p) => ({
        uid: `plazo-oferta-${p.idOferta}@${marca.id}.puente`,
        titulo: `Fin de plazo: ${p.titulo} (${p.empresa})`,
        url: `${publicUrl}${enlaceOferta(p.idPerfil, p.urlAcceso)}`,
        inicio: p.fechaLimite as string,
      })),
    ];
    return ficheroIcs('calendario.ics', entradas, marca.nombre);
  }
}

function miInscripcion(m: { estado: string; posicion: number | null } | undefined): MiInscripcion {
  if (!m) return { estado: null, posicionEspera: null };
  return { estado: m.estado as EstadoInscripcionEvento, posicionEspera: m.estado === 'espera' ? m.posicion : null };
}

/** 32 random bytes, URL-safe: the feed's address is the only secret. */
const nuevoToken = () => randomBytes(32).toString('base64url');

const yaInscrito = () => rechazo(PortalCodes.YA_INSCRITO_EVENTO, 'evento.yaInscrito');

function alumnoDe(caller: Caller): number {
  if (caller.tipo !== 'alumno') throw rechazo(PortalCodes.SIN_PERMISOS);
  return caller.id;
}

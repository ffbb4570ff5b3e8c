import type { Notificacion } from '@puente/contract/endpoints/notificaciones';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { Caller } from '../../lib/caller';
import { formatFecha } from '../../lib/fecha';
import type { Idioma } from '../../lib/mensajes/render';
import { rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import { type AccionPendiente, AVISOS_DE_ACCION } from './acciones';
import { type ClaveAviso, motivoDeAviso, type ParametrosAviso, renderAviso } from './aviso';
import type { DestinoTipo, NotificacionesRepository } from './notificaciones.repository';

interface Destino {
  destinoTipo: DestinoTipo;
  /** The student's id, or the company's id (every contact acting for it sees it). */
  destinoId: number;
  importante?: boolean;
  urlAcceso?: string | null;
  urlExterna?: string | null;
  /**
   * The action this notification tells of as done (acciones.ts): the reader's notifications asking for it at the
   * same link are marked done before this one is stored. A candidacy's change of status carries it, whoever moved it.
   */
  resuelve?: AccionPendiente;
}

/**
 * One member per kind (lib/mensajes), each with exactly its own parameters, so
 * a producer choosing between kinds at run time is still checked per kind.
 * The title and text are rendered in each reader's language when read.
 */
export type NuevaNotificacionInput = {
  [K in ClaveAviso]: Destino & { clave: K; parametros: ParametrosAviso<K> };
}[ClaveAviso];

/** The kinds of notification that ask for action `A`. */
type ClaveDeAccion<A extends AccionPendiente> = (typeof AVISOS_DE_ACCION)[A][number];

/**
 * Asking some recipients for an action: one of that action's kinds with its parameters, and the link that names
 * the thing to act on (and that `resolverAccion` finds it by).
 */
export type PeticionAccion = {
  [A in AccionPendiente]: {
    [K in ClaveDeAccion<A>]: {
      accion: A;
      clave: K;
      parametros: ParametrosAviso<K>;
      destinoTipo: DestinoTipo;
      /** Students, or companies (every contact acting for one sees it). */
      destinoIds: readonly number[];
      urlAcceso: string;
    };
  }[ClaveDeAccion<A>];
}[AccionPendiente];

/**
 * Notifications for students and companies. Other modules call `notificar` with
 * a message key and its parameters; the panel endpoints act on the caller's
 * own notifications only and read them in the caller's language.
 */
export class NotificacionesService {
  constructor(
    private readonly deps: {
      repo: NotificacionesRepository;
      audit: Pick<AuditService, 'record'>;
      withTransaction: WithTransaction;
    },
  ) {}

  async notificar(n: NuevaNotificacionInput): Promise<void> {
    if (n.resuelve && n.urlAcceso) {
      await this.resolverAccion({
        destinoTipo: n.destinoTipo,
        destinoId: n.destinoId,
        accion: n.resuelve,
        urlAcceso: n.urlAcceso,
      });
    }
    await this.deps.repo.insert({
      destinoTipo: n.destinoTipo,
      destinoId: n.destinoId,
      clave: n.clave,
      parametros: { ...n.parametros },
      importante: n.importante ?? false,
      urlAcceso: n.urlAcceso ?? null,
      urlExterna: n.urlExterna ?? null,
    });
  }

  /**
   * One notification per recipient of a staff bulk decision, inserted in
   * batches inside the caller's transaction and marked with the batch, so its
   * undo can withdraw them (notifications that resolve an action are not for batches).
   */
  async notificarLote(idLote: number, lista: NuevaNotificacionInput[]): Promise<void> {
    await this.deps.repo.insertMany(
      lista.map((n) => ({
        destinoTipo: n.destinoTipo,
        destinoId: n.destinoId,
        clave: n.clave,
        parametros: { ...n.parametros },
        importante: n.importante ?? false,
        urlAcceso: n.urlAcceso ?? null,
        urlExterna: n.urlExterna ?? null,
        idLote,
      })),
    );
  }

  async retirarLote(idLote: number): Promise<void> {
    await this.deps.repo.borrarLote(idLote);
  }

  /**
   * The action a notification asked for is done (acciones.ts): its recipient's notifications of that action's kinds
   * with this link become read and no longer important. Called by whoever completes the action, in its transaction.
   */
  async resolverAccion(r: { destinoTipo: DestinoTipo; destinoId: number; accion: AccionPendiente; urlAcceso: string }) {
    return this.deps.repo.resolver(r.destinoTipo, r.destinoId, AVISOS_DE_ACCION[r.accion], r.urlAcceso);
  }

  /**
   * An action became needed (acciones.ts): each recipient gets one important notification asking for it, unless
   * they still hold one of that action's to-dos at that link, so a trigger that repeats never doubles it. Called in
   * the unit of work of the change that makes it needed. Answers the recipients asked now.
   */
  async pedirAccion(p: PeticionAccion): Promise<number[]> {
    return this.deps.repo.pedir(p.destinoTipo, p.destinoIds, AVISOS_DE_ACCION[p.accion], {
      clave: p.clave,
      parametros: { ...p.parametros },
      urlAcceso: p.urlAcceso,
    });
  }

  /**
   * The action can no longer be done (a survey unpublished, its recipient taken off it): the to-dos of its kinds at
   * that link not done yet are withdrawn, those of the recipients given or everyone's; the done ones stay.
   */
  async retirarAccion(r: {
    accion: AccionPendiente;
    urlAcceso: string;
    destinos?: { tipo: DestinoTipo; ids: readonly number[] };
  }): Promise<number> {
    return this.deps.repo.retirar(AVISOS_DE_ACCION[r.accion], r.urlAcceso, r.destinos);
  }

  async listar(caller: Caller, idioma: Idioma): Promise<Notificacion[]> {
    const [tipo, id] = destino(caller);
    return this.vista(await this.deps.repo.list(tipo, id), idioma);
  }

  /** The latest `ultimas` notifications sent to a student or a company, newest first, in `idioma` (staff's view; the caller checks who may read them). */
  async enviadas(destinoTipo: DestinoTipo, destinoId: number, idioma: Idioma, ultimas: number): Promise<Notificacion[]> {
    return this.vista(await this.deps.repo.list(destinoTipo, destinoId, ultimas), idioma);
  }

  private vista(rows: Awaited<ReturnType<NotificacionesRepository['list']>>, idioma: Idioma): Notificacion[] {
    return rows.map((r) => ({
      idNotificacion: r.id,
      ...renderAviso(
        {
          clave: r.clave,
          parametros: r.parametros,
          titulo: r.titulo,
          texto: r.texto,
          motivo: motivoDeAviso(
            r.parametros,
            r.motivoEs !== null && r.motivoEn !== null ? { es: r.motivoEs, en: r.motivoEn } : null,
          ),
        },
        idioma,
      ),
      leida: r.leida,
      Importante: r.importante,
      urlAcceso: r.urlAcceso,
      urlExterna: r.urlExterna,
      fecha: formatFecha(r.creadoEn) ?? '',
    }));
  }

  async marcarLeida(caller: Caller, id: number) {
    const [tipo, destinoId] = destino(caller);
    await this.cambiar(caller, 'notificacion.leida', id, async () => {
      if ((await this.deps.repo.marcarLeida(tipo, destinoId, id)) === 0) throw noEncontrada();
      return 1;
    });
    return this.pending(tipo, destinoId);
  }

  async eliminar(caller: Caller, id: number) {
    const [tipo, destinoId] = destino(caller);
    await this.cambiar(caller, 'notificacion.eliminada', id, async () => {
      if ((await this.deps.repo.remove(tipo, destinoId, id)) === 0) throw noEncontrada();
      return 1;
    });
    return this.pending(tipo, destinoId);
  }

  async marcarLeidasSinEnlace(caller: Caller) {
    const [tipo, destinoId] = destino(caller);
    await this.cambiar(caller, 'notificaciones.leidasSinEnlace', null, () =>
      this.deps.repo.marcarLeidasSinEnlace(tipo, destinoId),
    );
    return this.pending(tipo, destinoId);
  }

  /** "Marcar todas como leídas": every one, with a link or not. */
  async marcarTodasLeidas(caller: Caller) {
    const [tipo, destinoId] = destino(caller);
    await this.cambiar(caller, 'notificaciones.todasLeidas', null, () => this.deps.repo.marcarTodasLeidas(tipo, destinoId));
    return this.pending(tipo, destinoId);
  }

  async eliminarTodas(caller: Caller) {
    const [tipo, destinoId] = destino(caller);
    await this.cambiar(caller, 'notificaciones.eliminadas', null, () => this.deps.repo.eliminarTodas(tipo, destinoId));
    return this.pending(tipo, destinoId);
  }

  /**
   * A change to the caller's own notifications. In god mode (a staff member acting as the user) it is audited in
   * the same unit of work, with how many it touched: the user finds out who read or removed what they had not seen.
   */
  private async cambiar(caller: Caller, accion: string, id: number | null, hacer: () => Promise<number>) {
    if (!caller.actor) return hacer();
    return this.deps.withTransaction(async () => {
      const cuantas = await hacer();
      await this.deps.audit.record(caller, {
        accion,
        entidad: 'notificaciones',
        ...(id === null ? {} : { entidadId: id }),
        detalle: { cuantas },
      });
      return cuantas;
    });
  }

  private async pending(tipo: DestinoTipo, destinoId: number) {
    return { noLeidas: await this.deps.repo.unreadCount(tipo, destinoId) };
  }
}

/** A company's notifications belong to the company the contact acts for, not to the contact. */
function destino(caller: Caller): [DestinoTipo, number] {
  if (caller.tipo === 'alumno') return ['alumno', caller.id];
  if (caller.tipo === 'empresa' && caller.idEmpresa !== null) return ['empresa', caller.idEmpresa];
  throw rechazo(PortalCodes.SIN_PERMISOS);
}

// Someone else's notification answers the same as a missing one, so ids reveal nothing.
const noEncontrada = () => rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'notificacion.noExiste');

import type { Caller } from '../../lib/caller';
import type { AuditRepository } from './audit.repository';

export interface AuditChange {
  /** What happened, as `entidad.verbo` (`candidatura.estado`, `oferta.alta`). */
  accion: string;
  entidad?: string;
  entidadId?: string | number;
  detalle?: Record<string, unknown>;
  /** Only when a staff member starts acting as someone (god mode entry): who. */
  como?: { tipo: 'alumno' | 'empresa'; id: number };
}

/**
 * Who did what, acting as whom, and when: every change that matters to a
 * person. The actor is always read from the caller, so a staff member in god
 * mode is recorded as the actor, acting as the student or contact whose token
 * they hold — no service builds the actor by hand.
 */
export class AuditService {
  constructor(private readonly deps: { repo: AuditRepository }) {}

  async record(caller: Caller, change: AuditChange): Promise<void> {
    await this.deps.repo.insert(fila(caller, change));
  }

  /**
   * A sign-in, before any token exists: the person signing in is the actor. Their access history is theirs to
   * download (issue 28: the logins of the last year).
   */
  async recordAcceso(cuenta: { tipo: 'alumno' | 'empresa'; id: number }, accion: 'login.correcto'): Promise<void> {
    await this.deps.repo.insert({
      actorTipo: cuenta.tipo,
      actorId: cuenta.id,
      comoTipo: null,
      comoId: null,
      accion,
      entidad: null,
      entidadId: null,
      detalle: null,
    });
  }

  /** One row per change of a bulk action, in the caller's transaction. */
  async recordMany(caller: Caller, changes: AuditChange[]): Promise<void> {
    await this.deps.repo.insertMany(changes.map((change) => fila(caller, change)));
  }
}

function fila(caller: Caller, change: AuditChange) {
  const actor = caller.actor ?? { tipo: caller.tipo, id: caller.id };
  const como = caller.actor ? { tipo: caller.tipo, id: caller.id } : (change.como ?? null);
  return {
    actorTipo: actor.tipo,
    actorId: actor.id,
    comoTipo: como?.tipo ?? null,
    comoId: como?.id ?? null,
    accion: change.accion,
    entidad: change.entidad ?? null,
    entidadId: change.entidadId === undefined ? null : String(change.entidadId),
    detalle: change.detalle ?? null,
  };
}

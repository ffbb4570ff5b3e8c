import type { Db } from '../../db/client';
import { auditoria } from '../../db/schema/session';

export interface AuditEntry {
  actorTipo: string;
  actorId: number | null;
  comoTipo?: string | null;
  comoId?: number | null;
  accion: string;
  entidad?: string;
  entidadId?: string | number;
  detalle?: Record<string, unknown>;
}

/** Who did what, acting as whom, and when: every change that matters to a person. */
export class AuditRepository {
  constructor(private readonly db: Db) {}

  async record(entry: AuditEntry) {
    await this.db.insert(auditoria).values({
      actorTipo: entry.actorTipo,
      actorId: entry.actorId,
      comoTipo: entry.comoTipo ?? null,
      comoId: entry.comoId ?? null,
      accion: entry.accion,
      entidad: entry.entidad ?? null,
      entidadId: entry.entidadId === undefined ? null : String(entry.entidadId),
      detalle: entry.detalle ?? null,
    });
  }
}

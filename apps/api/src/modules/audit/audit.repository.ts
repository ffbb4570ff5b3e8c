import type { Db } from '../../db/client';
import { auditoria } from '../../db/schema/session';

export interface AuditRow {
  actorTipo: string;
  actorId: number | null;
  comoTipo: string | null;
  comoId: number | null;
  accion: string;
  entidad: string | null;
  entidadId: string | null;
  detalle: Record<string, unknown> | null;
}

export class AuditRepository {
  constructor(private readonly db: Db) {}

  async insert(row: AuditRow) {
    await this.db.insert(auditoria).values(row);
  }
}
